/** Self-written for the retrieval quality set (Chinese with English technical terms). */
export const gitNotesMixed = `# Git 入门笔记

## Git 的由来

Git 是一个分布式版本控制系统（distributed version control system），由 Linus Torvalds 在 2005 年为开发 Linux 内核而编写。当时 Linux 社区使用的商业工具 BitKeeper 收回了免费授权，Torvalds 于是用了大约两周时间写出了 Git 的第一个版本。

和 SVN 这样的集中式系统不同，每个 Git 仓库（repository）都保存着完整的历史记录，没有网络也能提交、查看日志和切换分支。

## 三个区域

Git 把文件放在三个区域里：工作区（working directory）、暂存区（staging area，也叫 index）和本地仓库。用 git add 把修改放进暂存区，再用 git commit 把暂存区的内容保存为一次提交。git status 可以随时查看哪些文件被修改了、哪些已经暂存。

## 提交与哈希

每次提交（commit）都有一个唯一的 ID，它是由提交内容计算出的 SHA-1 哈希值，写成 40 个十六进制字符，平时只用前七位就够了。提交记录了作者、时间、说明（commit message）以及指向父提交的指针，所以整个历史是一张有向无环图。

## 分支与 HEAD

在 Git 里，分支（branch）只是一个指向某个提交的可移动指针，创建分支几乎没有成本。HEAD 是一个特殊的指针，表示你当前所在的位置，通常指向当前分支。如果直接 checkout 一个提交而不是分支，就会进入 detached HEAD 状态。

## merge 和 rebase

合并分支有两种常见方式。git merge 会产生一个有两个父提交的合并提交（merge commit），完整保留分支的历史。git rebase 则把当前分支上的提交逐个"搬"到目标分支的最新提交之后，得到一条线性的历史。一个重要的原则是：不要 rebase 已经推送到公共仓库、别人正在使用的提交，因为 rebase 会改写提交的哈希。

## 远程仓库

git clone 会把远程仓库完整地复制到本地，并自动把远程仓库命名为 origin。git fetch 只下载远程的新提交，不会改动你的工作区；git pull 相当于 git fetch 之后再执行一次 merge（也可以配置成 rebase）。git push 把本地分支的提交上传到远程仓库。

如果远程分支已经有了你本地没有的提交，push 会被拒绝（rejected），需要先 pull 下来合并之后再推送。强制推送 git push --force 会覆盖远程的历史，多人协作时应当尽量避免，或者改用更安全的 --force-with-lease。

## 撤销修改

git restore 可以丢弃工作区中尚未暂存的修改，git restore --staged 则把文件从暂存区撤回到工作区。git revert 会生成一个新的提交来抵消某次旧提交的改动，不会改写历史，适合用在已经公开的分支上；git reset --hard 会直接把分支移回某个提交并丢弃之后的修改，使用前要格外小心。

## 常用技巧

临时要切换分支但手上的修改还没完成时，可以用 git stash 把未提交的修改收起来，之后再用 git stash pop 取回。

不想被 Git 跟踪的文件，比如编译产物和 node_modules，可以写进项目根目录的 .gitignore 文件。已经被跟踪的文件写进 .gitignore 不会自动停止跟踪，需要先用 git rm --cached 把它移出索引。

如果只想修改最近一次提交的说明，可以用 git commit --amend。找回"丢失"的提交时，git reflog 会列出 HEAD 曾经指向过的每一个位置。
`;
