import type { Chat } from "@ai-sdk/react";
import type { ChatInit, ChatStatus, ChatTransport, DefaultChatTransport, UIMessage } from "ai";
import { userMessageOf } from "./unsent-message";

/**
 * The AI SDK's chat engine (`Chat` from @ai-sdk/react, `DefaultChatTransport`
 * from `ai`), loaded by a dynamic import of ./chat-engine: with the zod it
 * needs it weighs about 70 KB gzip, so a page that imported it statically would
 * carry it in its first load. Nothing loads it right after hydration: a page
 * works without it until the learner is about to talk (prepareChatEngine, on
 * intent) or a call needs it (DeferredChat queues the call meanwhile).
 */
export interface ChatEngine {
  Chat: typeof Chat;
  DefaultChatTransport: typeof DefaultChatTransport;
}

let engine: ChatEngine | undefined;
let loading: Promise<ChatEngine> | undefined;

export function loadChatEngine(): Promise<ChatEngine> {
  loading ??= import("./chat-engine").then(
    (loaded) => (engine = { Chat: loaded.Chat, DefaultChatTransport: loaded.DefaultChatTransport }),
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load (offline) is tried again on the next call
      throw error;
    },
  );
  return loading;
}

/**
 * Start fetching the engine when the learner shows intent (focus or typing in a
 * composer, a question waiting for an answer), so it is usually there before
 * the first call. A failure here is silent: the call that needs the engine
 * tries again and reports it.
 */
export function prepareChatEngine(): void {
  if (engine || loading) return;
  void loadChatEngine().catch(() => undefined);
}

/** What the caller gives: ChatInit with a transport built from the loaded engine. */
export type DeferredChatOptions<MESSAGE extends UIMessage> = Omit<ChatInit<MESSAGE>, "id" | "messages" | "transport"> & {
  transport: (engine: ChatEngine) => ChatTransport<MESSAGE>;
};

type Listener = () => void;
type Engine<MESSAGE extends UIMessage> = Chat<MESSAGE>;

/**
 * One conversation whose engine may not be loaded yet. Before it is, it holds
 * the messages (setMessages works), queues every call in order (a message sent
 * early is sent once the engine is there, and the status says "submitted"
 * meanwhile), and then hands over to the SDK's `Chat`. It exposes the same
 * `~register…Callback` subscriptions as `Chat`, so useDeferredChat subscribes
 * the way useChat does.
 */
export class DeferredChat<MESSAGE extends UIMessage> {
  private chat: Engine<MESSAGE> | undefined;
  private messagesBefore: MESSAGE[];
  private statusBefore: ChatStatus = "ready";
  private errorBefore: Error | undefined;
  private queue: { run: (chat: Engine<MESSAGE>) => unknown; done: () => void; sent?: unknown }[] = [];
  /** Queued calls handed to the engine that have not settled: until then the status is never "ready". */
  private dispatched = 0;
  private readonly messageListeners = new Map<Listener, { throttleMs?: number; off?: () => void }>();
  private readonly statusListeners = new Set<Listener>();
  private readonly errorListeners = new Set<Listener>();
  private transportCache: { build: DeferredChatOptions<MESSAGE>["transport"]; transport: ChatTransport<MESSAGE> } | undefined;

  constructor(
    readonly id: string,
    messages: MESSAGE[],
    /** Read at each use, so callbacks and the transport are always the latest the caller rendered. */
    private options: DeferredChatOptions<MESSAGE>,
  ) {
    this.messagesBefore = messages;
  }

  setOptions(options: DeferredChatOptions<MESSAGE>) {
    this.options = options;
  }

  get loaded() {
    return this.chat !== undefined;
  }

  get messages(): MESSAGE[] {
    return this.chat?.messages ?? this.messagesBefore;
  }

  get status(): ChatStatus {
    if (!this.chat) return this.statusBefore;
    return this.dispatched > 0 && this.chat.status === "ready" ? "submitted" : this.chat.status;
  }

  get error(): Error | undefined {
    return this.chat ? this.chat.error : this.errorBefore;
  }

  /** Loads the engine (once per page) and attaches to it; safe to call again. */
  start() {
    if (this.chat) return;
    const ready = engine;
    if (ready) return this.attach(ready);
    loadChatEngine().then(
      (loaded) => this.attach(loaded),
      (error: unknown) => this.failToLoad(error),
    );
  }

  "~registerMessagesCallback" = (onChange: Listener, throttleMs?: number) => {
    const entry: { throttleMs?: number; off?: () => void } = { throttleMs };
    if (this.chat) entry.off = this.chat["~registerMessagesCallback"](onChange, throttleMs);
    this.messageListeners.set(onChange, entry);
    return () => {
      entry.off?.();
      this.messageListeners.delete(onChange);
    };
  };

  "~registerStatusCallback" = (onChange: Listener) => this.register(this.statusListeners, onChange);
  "~registerErrorCallback" = (onChange: Listener) => this.register(this.errorListeners, onChange);

  setMessages = (update: MESSAGE[] | ((messages: MESSAGE[]) => MESSAGE[])) => {
    const apply = (current: MESSAGE[]) => (typeof update === "function" ? update(current) : update);
    if (this.chat) this.chat.messages = apply(this.chat.messages);
    else if (this.queue.length > 0) void this.enqueue((chat) => (chat.messages = apply(chat.messages)), false);
    else {
      this.messagesBefore = apply(this.messagesBefore);
      this.emit(this.messageListeners.keys());
    }
  };

  sendMessage: Engine<MESSAGE>["sendMessage"] = (...args) => this.call((chat) => chat.sendMessage(...args), args[0]);
  regenerate: Engine<MESSAGE>["regenerate"] = (...args) => this.call((chat) => chat.regenerate(...args));
  resumeStream: Engine<MESSAGE>["resumeStream"] = (...args) => this.call((chat) => chat.resumeStream(...args));
  addToolOutput: Engine<MESSAGE>["addToolOutput"] = (...args) => this.call((chat) => chat.addToolOutput(...args));
  addToolApprovalResponse: Engine<MESSAGE>["addToolApprovalResponse"] = (...args) =>
    this.call((chat) => chat.addToolApprovalResponse(...args));

  clearError = () => {
    if (this.chat) return this.chat.clearError();
    if (this.statusBefore !== "error") return;
    this.errorBefore = undefined;
    this.setBefore("ready");
  };

  /** Before the engine is there, stopping drops the calls still waiting for it. */
  stop = async () => {
    if (this.chat) return this.chat.stop();
    const dropped = this.queue.splice(0);
    for (const call of dropped) call.done();
    if (dropped.length > 0) this.setBefore("ready");
  };

  private register(listeners: Set<Listener>, onChange: Listener) {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  }

  private emit(listeners: Iterable<Listener>) {
    for (const listener of [...listeners]) listener();
  }

  private setBefore(status: ChatStatus) {
    this.statusBefore = status;
    this.emit(this.statusListeners);
    this.emit(this.errorListeners);
  }

  /** A request-making call: at once when the engine is there, else queued (and the page shows it submitted). */
  private call(run: (chat: Engine<MESSAGE>) => void | PromiseLike<void>, sent?: unknown): Promise<void> {
    if (this.chat) return Promise.resolve(run(this.chat));
    this.errorBefore = undefined;
    const queued = this.enqueue(run, true, sent);
    this.setBefore("submitted");
    this.start();
    return queued;
  }

  private enqueue(run: (chat: Engine<MESSAGE>) => unknown, request: boolean, sent?: unknown): Promise<void> {
    return new Promise((resolve) => {
      this.queue.push({
        sent,
        run: (chat) => {
          if (!request) return void run(chat);
          this.dispatched++;
          const settle = () => {
            this.dispatched--;
            this.emit(this.statusListeners);
            resolve();
          };
          // The SDK reports request failures through status/error; a throw here is a bug surfaced the same way.
          Promise.resolve(run(chat)).then(settle, (error: unknown) => {
            console.error("Chat call failed.", error);
            settle();
          });
        },
        done: () => resolve(),
      });
    });
  }

  private transport(loaded: ChatEngine): ChatTransport<MESSAGE> {
    const build = this.options.transport;
    if (this.transportCache?.build !== build) this.transportCache = { build, transport: build(loaded) };
    return this.transportCache.transport;
  }

  private attach(loaded: ChatEngine) {
    if (this.chat) return;
    const latest = () => this.options;
    const chat = new loaded.Chat<MESSAGE>({
      ...this.options,
      id: this.id,
      messages: this.messagesBefore,
      // Like useChat: every request reads the caller's latest transport and callbacks.
      transport: {
        sendMessages: (options) => this.transport(loaded).sendMessages(options),
        reconnectToStream: (options) => this.transport(loaded).reconnectToStream(options),
      },
      onToolCall: (arg) => latest().onToolCall?.(arg),
      onData: (arg) => latest().onData?.(arg),
      onFinish: (arg) => latest().onFinish?.(arg),
      onError: (error) => latest().onError?.(error),
      sendAutomaticallyWhen: (arg) => latest().sendAutomaticallyWhen?.(arg) ?? false,
    });
    this.chat = chat;
    chat["~registerStatusCallback"](() => this.emit(this.statusListeners));
    chat["~registerErrorCallback"](() => this.emit(this.errorListeners));
    for (const [listener, entry] of this.messageListeners) entry.off = chat["~registerMessagesCallback"](listener, entry.throttleMs);
    for (const call of this.queue.splice(0)) call.run(chat);
    this.emit(this.statusListeners);
    this.emit(this.errorListeners);
    this.emit(this.messageListeners.keys());
  }

  private failToLoad(error: unknown) {
    console.error("Could not load the chat engine.", error);
    const dropped = this.queue.splice(0);
    // A message sent meanwhile stays, with the error and its retry (the composer has already cleared it).
    const kept = dropped.map((call) => userMessageOf<MESSAGE>(call.sent)).filter((message) => message !== null);
    if (kept.length > 0) this.setMessages([...this.messagesBefore, ...kept]);
    for (const call of dropped) call.done();
    this.errorBefore = error instanceof Error ? error : new Error(String(error));
    this.setBefore("error");
  }
}
