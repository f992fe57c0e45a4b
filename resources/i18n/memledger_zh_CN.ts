<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Allocator</name>
    <message>
        <location filename="../../model/allocator/allocator_replay.cpp" line="55"/>
        <source>the device capacity is 0 bytes; give the bytes the allocator may reserve (device memory less the CUDA context)</source>
        <translation>设备容量为 0 字节；请给出分配器可预留的字节数（显存减去 CUDA 上下文）</translation>
    </message>
    <message>
        <location filename="../../model/allocator/allocator_replay.cpp" line="62"/>
        <source>garbage_collection_threshold must be between 0 and 1 (0: off)</source>
        <translation>garbage_collection_threshold 必须在 0 到 1 之间（0 表示关闭）</translation>
    </message>
    <message>
        <location filename="../../model/allocator/allocator_replay.cpp" line="67"/>
        <source>per_process_memory_fraction must be from 0 to 1</source>
        <translation>per_process_memory_fraction 必须在 0 到 1 之间</translation>
    </message>
    <message>
        <location filename="../../model/allocator/allocator_replay.cpp" line="71"/>
        <source>max_split_size_mb and max_non_split_rounding_mb must be at least 20</source>
        <translation>max_split_size_mb 与 max_non_split_rounding_mb 必须至少为 20</translation>
    </message>
    <message>
        <location filename="../../model/allocator/allocator_replay.cpp" line="91"/>
        <source>event %1 allocates tensor %2, which is still allocated</source>
        <translation>事件 %1 分配张量 %2，但该张量仍处于已分配状态</translation>
    </message>
    <message>
        <location filename="../../model/allocator/allocator_replay.cpp" line="95"/>
        <source>event %1 requests %2 bytes, more than any device holds; check the sizes the trace was made from</source>
        <translation>事件 %1 申请 %2 字节，超过任何设备的容量；请检查生成该轨迹所用的尺寸</translation>
    </message>
    <message>
        <location filename="../../model/allocator/allocator_replay.cpp" line="108"/>
        <source>event %1 frees tensor %2, which is not allocated</source>
        <translation>事件 %1 释放张量 %2，但该张量并未分配</translation>
    </message>
    <message>
        <location filename="../../model/allocator/allocator_study.cpp" line="82"/>
        <source>backend:cudaMallocAsync hands memory to CUDA&apos;s own pool, which is not simulated; remove it to replay the native caching allocator</source>
        <translation>backend:cudaMallocAsync 把显存交给 CUDA 自己的内存池，而该内存池不在模拟范围内；去掉此设置即可重放原生缓存分配器</translation>
    </message>
    <message>
        <location filename="../../model/allocator/allocator_study.cpp" line="113"/>
        <source>the CUDA context and NCCL buffers take the whole device; nothing is left for the allocator to reserve</source>
        <translation>CUDA 上下文与 NCCL 缓冲区占满了整张卡；分配器已无可预留的显存</translation>
    </message>
    <message>
        <location filename="../../model/allocator/sequence_lengths.cpp" line="23"/>
        <source>the replay has %1 steps; give 1 to %2</source>
        <translation>重放步数为 %1；请给出 1 到 %2 之间的值</translation>
    </message>
    <message>
        <location filename="../../model/allocator/sequence_lengths.cpp" line="35"/>
        <source>the lengths are drawn from %1 to %2 tokens; give a range from at least 1 to at most 16M tokens, shortest first</source>
        <translation>序列长度的抽取范围为 %1 到 %2 个 token；请给出至少 1、至多 16M 个 token 的范围，较短的在前</translation>
    </message>
    <message>
        <location filename="../../model/allocator/sequence_lengths.cpp" line="41"/>
        <source>the bucket is %1 tokens; give 0 (no buckets) or a size up to 16M tokens</source>
        <translation>分桶大小为 %1 个 token；请给出 0（不分桶）或不超过 16M 个 token 的大小</translation>
    </message>
    <message>
        <location filename="../../model/allocator/trace_generator.cpp" line="23"/>
        <source>stage %1 does not exist; the layout has stages 0 to %2</source>
        <translation>阶段 %1 不存在；该布局的阶段编号为 0 到 %2</translation>
    </message>
    <message>
        <location filename="../../model/allocator/trace_generator.cpp" line="29"/>
        <source>%1 sequence lengths for %2 steps; give one per step</source>
        <translation>%2 步却给了 %1 个序列长度；请每步给出一个</translation>
    </message>
    <message>
        <location filename="../../model/allocator/trace_generator.cpp" line="35"/>
        <source>a step of %1 tokens; lengths must be from 1 to 16M tokens</source>
        <translation>某一步的长度为 %1 个 token；长度必须在 1 到 16M 个 token 之间</translation>
    </message>
    <message>
        <location filename="../../model/allocator/trace_generator.cpp" line="45"/>
        <source>the ledger&apos;s %1 holds %2 bytes, which no device could allocate; check the scenario&apos;s sizes</source>
        <translation>账本中的“%1”为 %2 字节，任何设备都无法分配；请检查场景中的尺寸</translation>
    </message>
    <message>
        <location filename="../../model/core/allocator_settings.cpp" line="135"/>
        <source>large_segment_size_mb is accepted but not simulated: the model keeps PyTorch&apos;s 20 MiB segments for requests of 1 to 10 MiB</source>
        <translation>large_segment_size_mb 可以设置，但不在模拟范围内：对 1 到 10 MiB 的申请，模型仍按 PyTorch 的 20 MiB 段处理</translation>
    </message>
    <message>
        <location filename="../../model/core/allocator_settings.cpp" line="166"/>
        <source>backend:cudaMallocAsync is not simulated: the figures are those of PyTorch&apos;s native caching allocator</source>
        <translation>backend:cudaMallocAsync 不在模拟范围内：这些数字按 PyTorch 原生缓存分配器计算</translation>
    </message>
</context>
<context>
    <name>AllocatorPanel</name>
    <message>
        <location filename="../../widgets/allocator/allocator_series.cpp" line="33"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_series.cpp" line="34"/>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_series.cpp" line="35"/>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_series.cpp" line="36"/>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_series.cpp" line="37"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_series.cpp" line="39"/>
        <source>no Python stack</source>
        <translation>无 Python 调用栈</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_series.cpp" line="40"/>
        <source>before the trace</source>
        <translation>追踪开始之前</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="28"/>
        <source>Peak allocated %1 · peak reserved %2 · fragmentation %3 (%4 of allocated) · %5 · %6</source>
        <translation>峰值已分配 %1 · 峰值已预留 %2 · 碎片 %3（占已分配的 %4）· %5 · %6</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/allocator/allocator_text.cpp" line="31"/>
        <source>%n segment(s) at the peak</source>
        <translation>
            <numerusform>峰值时 %n 个段</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="32"/>
        <source>small pool %1, large pool %2 (largest %3)</source>
        <translation>小池 %1，大池 %2（最大 %3）</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="42"/>
        <source>Out of memory at event %1: a request of %2 failed although %3 reserved by PyTorch was free (largest free block %4).</source>
        <translation>第 %1 个事件时显存不足：请求 %2 失败，尽管 PyTorch 预留的 %3 仍是空闲的（最大空闲块 %4）。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="48"/>
        <source>The free bytes are split into blocks too small for it: fragmentation. Try expandable segments or fixed shapes.</source>
        <translation>空闲字节被切成了放不下它的小块：这就是碎片。试试 expandable segments 或固定形状。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="50"/>
        <source>The tensors alive at once need more than the device holds.</source>
        <translation>同时存活的张量需要的显存超过了设备容量。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="57"/>
        <source>CUDA context, NCCL</source>
        <translation>CUDA 上下文、NCCL</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="58"/>
        <source>Tensors (requested)</source>
        <translation>张量（请求量）</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="59"/>
        <source>Rounding</source>
        <translation>取整</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="60"/>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="70"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="70"/>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="70"/>
        <source>gap</source>
        <translation>差距</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="71"/>
        <source>Peak allocated</source>
        <translation>峰值已分配</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="72"/>
        <source>Peak reserved</source>
        <translation>峰值已预留</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="73"/>
        <source>The reserved gap, part by part:</source>
        <translation>已预留差距的逐项分解：</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="82"/>
        <source>The tensors&apos; gap is what the model does not know; rounding is allocated − requested, fragmentation reserved − allocated. The CUDA context and NCCL live outside PyTorch&apos;s allocator: in the ledger, in no allocator file.</source>
        <translation>张量差距是模型不知道的部分；取整 = 已分配 − 请求量，碎片 = 已预留 − 已分配。CUDA 上下文和 NCCL 在 PyTorch 分配器之外：计入账本，但不出现在任何分配器文件中。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="87"/>
        <source>The file has no requested_bytes: rounding is the model&apos;s, the rest of the allocated gap is put on the tensors.</source>
        <translation>文件中没有 requested_bytes：取整采用模型的值，已分配差距的其余部分归于张量。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_text.cpp" line="90"/>
        <source>Predicted: stage %1 replayed with %2; the ledger&apos;s GPU total for it is %3.</source>
        <translation>预测：阶段 %1 以 %2 重放；账本中该阶段的 GPU 总量为 %3。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="48"/>
        <source>saves %1 per GPU → %2 (fits); time %3; complexity %4 — %5</source>
        <translation>每 GPU 节省 %1 → %2（放得下）；时间 %3；复杂度 %4 — %5</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="49"/>
        <source>saves %1 per GPU → %2; time %3; complexity %4 — %5</source>
        <translation>每 GPU 节省 %1 → %2；时间 %3；复杂度 %4 — %5</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="56"/>
        <source>change: %1</source>
        <translation>改动：%1</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="58"/>
        <source>because: %1</source>
        <translation>因为：%1</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="59"/>
        <source>why? %1</source>
        <translation>为什么？%1</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="60"/>
        <source>source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="68"/>
        <source>OOM triage — %1 on %2 × %3</source>
        <translation>OOM 排障 — %1，%2 × %3</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="71"/>
        <source>Before: %1 of %2</source>
        <translation>之前：%1 / %2</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="77"/>
        <source>Steps: none</source>
        <translation>步骤：无</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="81"/>
        <source>After: %1 of %2 — FITS; step time %3</source>
        <translation>之后：%1 / %2 — 放得下；单步时间 %3</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="82"/>
        <source>After: %1 of %2 — DOES NOT FIT; step time %3</source>
        <translation>之后：%1 / %2 — 放不下；单步时间 %3</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="88"/>
        <source>Passed over</source>
        <translation>考虑过但跳过</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="82"/>
        <source>category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="82"/>
        <location filename="../../app/cli/cli_output.cpp" line="113"/>
        <location filename="../../app/cli/cli_output.cpp" line="148"/>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="87"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="93"/>
        <source>stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="93"/>
        <location filename="../../app/cli/cli_output.cpp" line="256"/>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="93"/>
        <source>in flight</source>
        <translation>在途微批次</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="93"/>
        <source>peak at</source>
        <translation>峰值时刻</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="94"/>
        <location filename="../../app/cli/commands_sweep.cpp" line="97"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="97"/>
        <source>%1 (worst)</source>
        <translation>%1（最差）</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="111"/>
        <source>%1  — EXCEEDED</source>
        <translation>%1  — 超出容量</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="113"/>
        <source>term</source>
        <translation>条目</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="124"/>
        <source>formula:</source>
        <translation>公式：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="125"/>
        <source>substituted:</source>
        <translation>代入：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="129"/>
        <source>where:</source>
        <translation>其中：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="136"/>
        <location filename="../../app/cli/word_list.cpp" line="15"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="137"/>
        <source>live at:</source>
        <translation>存活于：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="139"/>
        <source>source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="141"/>
        <source>note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="148"/>
        <source>op · tensor</source>
        <translation>算子 · 张量</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="148"/>
        <source>dtype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="153"/>
        <source>per layer, one micro-batch</source>
        <translation>每层，一个微批次</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="154"/>
        <source>dropped by selective recomputation</source>
        <translation>选择性重计算时丢弃</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="170"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="177"/>
        <source>Parameters %1 total, %2 active per token, %3 trainable · global batch %4 · %5 tokens per step</source>
        <translation>参数共 %1，每 token 激活参数 %2，可训练参数 %3 · 全局批次 %4 · 每步 %5 个 token</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="183"/>
        <source>Per GPU, worst stage %1 at %2:</source>
        <translation>每张 GPU，最差阶段 %1，%2时：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="196"/>
        <source>Pipeline stages:</source>
        <translation>流水线各阶段：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="199"/>
        <source>Host RAM (per node): %1 of %2</source>
        <translation>每节点主机内存：%1 / %2</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="200"/>
        <source>NVMe (per node): %1 of %2</source>
        <translation>每节点 NVMe：%1 / %2</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="216"/>
        <source>Stage %1 terms</source>
        <translation>阶段 %1 的条目</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="224"/>
        <source>Saved tensors of one layer (%1 block, %2 kernels, %3 attention):</source>
        <translation>一层保存的张量（%1 块，%2 内核，%3 注意力）：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="255"/>
        <source>Models:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="256"/>
        <location filename="../../app/cli/cli_output.cpp" line="261"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="256"/>
        <source>params</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="256"/>
        <source>hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="259"/>
        <source>GPUs:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="261"/>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="261"/>
        <source>generation</source>
        <translation>架构代次</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli_output.cpp" line="269"/>
        <source>Scenarios:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands.cpp" line="84"/>
        <source>also: %1</source>
        <translation>另：%1</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="63"/>
        <source>%1: %2 segment(s), %3, largest %4</source>
        <translation>%1：%2 个段，%3，最大 %4</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="64"/>
        <source>%1: %2 segment(s), %3</source>
        <translation>%1：%2 个段，%3</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="74"/>
        <source>OUT OF MEMORY at event %1: a request of %2 failed although %3 reserved by PyTorch was free (largest free block %4); %5 allocated, %6 reserved of %7.</source>
        <translation>显存不足（OOM），发生在事件 %1：申请 %2 失败，尽管 PyTorch 预留的显存中有 %3 空闲（最大空闲块 %4）；已分配 %5，已预留 %6，容量 %7。</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="80"/>
        <source>The free bytes are split into blocks too small for the request: fragmentation. Try expandable_segments:True or fixed shapes.</source>
        <translation>空闲显存被切成了装不下这次申请的小块：这就是碎片。可尝试 expandable_segments:True 或固定形状。</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="82"/>
        <source>The tensors alive at once need more than the device holds.</source>
        <translation>同时存活的张量所需显存超过了设备容量。</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="96"/>
        <source>Caching allocator replay: stage %1, %2 step(s), %3 shapes, torch.cuda.empty_cache() between steps, %4, %5 the allocator may reserve</source>
        <translation>缓存分配器重放：阶段 %1，%2 步，%3 形状，每步之间调用 torch.cuda.empty_cache()，%4，分配器最多可预留 %5</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="98"/>
        <source>Caching allocator replay: stage %1, %2 step(s), %3 shapes, %4, %5 the allocator may reserve</source>
        <translation>缓存分配器重放：阶段 %1，%2 步，%3 形状，%4，分配器最多可预留 %5</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="103"/>
        <location filename="../../app/cli/commands_allocator.cpp" line="193"/>
        <source>peak allocated</source>
        <translation>峰值已分配</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="104"/>
        <location filename="../../app/cli/commands_allocator.cpp" line="194"/>
        <source>peak reserved</source>
        <translation>峰值已预留</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="105"/>
        <source>fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="106"/>
        <source>%1 reserved − allocated (%2 of peak allocated)</source>
        <translation>%1（已预留 − 已分配，占峰值已分配的 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="110"/>
        <source>rounding</source>
        <translation>取整</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="111"/>
        <source>%1 allocated − requested at their peaks</source>
        <translation>%1（峰值时的已分配 − 已请求）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="114"/>
        <source>segments at peak</source>
        <translation>峰值时的段数</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="115"/>
        <source>small pool (≤ 1 MiB requests)</source>
        <translation>小块池（≤ 1 MiB 的申请）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="116"/>
        <source>large pool</source>
        <translation>大块池</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="119"/>
        <source>cudaMalloc calls %1, cudaFree calls %2, cache flushes %3, allocation retries %4</source>
        <translation>cudaMalloc 调用 %1 次，cudaFree 调用 %2 次，缓存清空 %3 次，分配重试 %4 次</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="177"/>
        <source>%1 (%2, device %3) against %4, stage %5, %6</source>
        <translation>%1（%2，设备 %3）对比 %4，阶段 %5，%6</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="189"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="189"/>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="189"/>
        <source>gap</source>
        <translation>差值</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="195"/>
        <source>The reserved gap, part by part:</source>
        <translation>预留差值，逐项拆分：</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="200"/>
        <source>The file has no requested_bytes: rounding is the model&apos;s, the rest of the allocated gap is put on the tensors.</source>
        <translation>文件中没有 requested_bytes：取整采用模型的值，已分配差值的其余部分计入张量。</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="204"/>
        <source>The ledger&apos;s GPU total for the stage is %1: peak allocated, fragmentation, and the CUDA context and NCCL that no allocator file shows.</source>
        <translation>该阶段账本的 GPU 合计为 %1：峰值已分配、碎片，以及任何分配器文件都不会显示的 CUDA 上下文与 NCCL。</translation>
    </message>
    <message>
        <location filename="../../app/cli/word_list.cpp" line="14"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_export.cpp" line="72"/>
        <source>%1 setting(s) not carried by --to %2:</source>
        <translation>--to %2 未能带上的设置有 %1 项：</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="70"/>
        <source>estimated step time (simulated for %1 of %2 fitting layouts: the %3 best by fewest compromises or by fewest GPUs per replica, plus the memory-Pareto layouts)</source>
        <translation>估算的单步时间（在 %2 个能装下的布局中模拟了 %1 个：按折中最少或每个副本 GPU 最少选出的前 %3 个，加上显存 Pareto 前沿上的布局）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="79"/>
        <source>no candidate&apos;s step could be simulated: ranked without step time</source>
        <translation>没有一个候选布局能模拟训练步：排序未考虑单步时间</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="81"/>
        <source>no layout splits this model over the GPUs: check the GPU count and global batch</source>
        <translation>没有布局能把此模型切分到这些 GPU 上：请检查 GPU 数量和全局批次</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="83"/>
        <source>no layout fits: add GPUs, shorten the sequence or pick a larger GPU</source>
        <translation>没有布局能装下：请增加 GPU、缩短序列，或选用显存更大的 GPU</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="85"/>
        <source>a global batch of %1 sequences allows at most that many data-parallel replicas: raise it to consider more data parallelism</source>
        <translation>全局批次为 %1 条序列，最多只能有同样多个数据并行副本：调大全局批次才能考虑更多的数据并行</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="116"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="116"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="117"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="117"/>
        <source>VPP</source>
        <translation>VPP</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="118"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="118"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="119"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="119"/>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="120"/>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="120"/>
        <source>mb</source>
        <translation>微批</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="121"/>
        <source>accum</source>
        <translation>累积</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="121"/>
        <source>offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="122"/>
        <source>memory/GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="122"/>
        <source>headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="123"/>
        <location filename="../../app/cli/commands_timeline.cpp" line="92"/>
        <source>step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="123"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="124"/>
        <source>tokens/s</source>
        <translation>tokens/秒</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="145"/>
        <source>opt+param</source>
        <translation>优化+参数</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="147"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="148"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="173"/>
        <source>global batch %1 sequences per step in every row; ranked by %2; %3 layouts evaluated, %4 fit, %5 simulated, %6 on the Pareto front</source>
        <translation>每行的全局批次均为每步 %1 条序列；排序依据：%2；评估了 %3 个布局，%4 个能装下，模拟了 %5 个，%6 个位于 Pareto 前沿</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="97"/>
        <source>value</source>
        <translation>取值</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="98"/>
        <location filename="../../app/cli/commands_sweep.cpp" line="114"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="102"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="102"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="104"/>
        <source>&lt;- first out-of-memory point</source>
        <translation>&lt;- 第一个显存不足的点</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="107"/>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="115"/>
        <source>OOM</source>
        <translation>OOM</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="116"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="57"/>
        <source>RL phases: engine wake-up %1, weight sync %2, generation %3 (prefill %4, decode %5), engine to sleep %6, scoring %7; the update starts at %8</source>
        <translation>RL 各阶段：引擎唤醒 %1，权重同步 %2，生成 %3（预填充 %4，解码 %5），引擎休眠 %6，打分 %7；更新从 %8 开始</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="63"/>
        <source>Generation: %1 sequences per engine replica, %2 at a time in %3 round(s), %4 prompt and %5 generated tokens each; decode at the HBM&apos;s peak bandwidth is a lower bound (no sampling, scheduling or the engine&apos;s tensor-parallel all-reduces)</source>
        <translation>生成：每个引擎副本 %1 条序列，每次 %2 条，共 %3 轮，每条 %4 个提示词元、生成 %5 个词元；按 HBM 峰值带宽计算的解码时间是下限（未计采样、调度和引擎张量并行的 all-reduce）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="72"/>
        <source>Trainer states between updates: %1 to host after the update and back before the next, %2 each way</source>
        <translation>两次更新之间的训练端状态：更新后 %1 移到主机，下次更新前搬回，单程 %2</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="78"/>
        <source>Rollout engine: %1 on the GPU while it generates, %2 through the update (outside the trainer&apos;s allocator: in the total below, not the curve)</source>
        <translation>Rollout 引擎：生成时在 GPU 上占 %1，更新期间占 %2（在训练进程的分配器之外：计入下面的总量，不在曲线里）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="89"/>
        <source>One optimizer step, pipeline stage %1 of %2</source>
        <translation>一个优化器步，流水线阶段 %1（共 %2 个）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="93"/>
        <source>exposed transfers</source>
        <translation>暴露的传输</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="94"/>
        <source>%1 (overlap %2)</source>
        <translation>%1（重叠率 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="97"/>
        <source>compute stalls</source>
        <translation>计算停顿</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="98"/>
        <source>%1, pipeline bubble %2</source>
        <translation>%1，流水线气泡 %2</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="102"/>
        <source>MFU %1, HFU %2, %3 tokens/s</source>
        <translation>MFU %1，HFU %2，%3 tokens/秒</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="108"/>
        <source>GPU memory peak</source>
        <translation>GPU 显存峰值</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="109"/>
        <source>%1 allocated (ledger peak %2 at %3) + %4 context, NCCL, fragmentation and the rollout engine = %5 of %6</source>
        <translation>已分配 %1（账本峰值 %2，位于%3）+ 上下文、NCCL、碎片和 rollout 引擎 %4 = %5 / %6</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="111"/>
        <source>%1 allocated (ledger peak %2 at %3) + %4 context, NCCL and fragmentation = %5 of %6</source>
        <translation>已分配 %1（账本峰值 %2，于%3）+ 上下文、NCCL 与碎片 %4 = %5 / %6</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="119"/>
        <source>Assumptions: compute efficiency %1 (FP8/FP4 GEMMs %8), comm efficiency %2, prefetch %3 layer(s), overlap %4, %5 host memory, CPU Adam %6 threads × %7 M params/s</source>
        <translation>假设：计算效率 %1（FP8/FP4 GEMM %8），通信效率 %2，预取 %3 层，重叠 %4，%5 主机内存，CPU Adam %6 线程 × 每秒 %7 M 参数</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="123"/>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="123"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="124"/>
        <source>pinned</source>
        <translation>锁页</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="124"/>
        <source>pageable</source>
        <translation>可分页</translation>
    </message>
</context>
<context>
    <name>CliLanes</name>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="30"/>
        <source>lane</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="30"/>
        <source>busy</source>
        <translation>繁忙</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="30"/>
        <source>exposed</source>
        <translation>暴露</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="30"/>
        <source>hidden</source>
        <translation>被掩盖</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_timeline.cpp" line="31"/>
        <source>moved</source>
        <translation>传输量</translation>
    </message>
</context>
<context>
    <name>CliProblem</name>
    <message>
        <location filename="../../app/cli/commands.cpp" line="102"/>
        <source>--stage %1 does not exist; this layout has %2 pipeline stage(s), numbered from 0</source>
        <translation>--stage %1 不存在；此布局有 %2 个流水线阶段，从 0 开始编号</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="36"/>
        <source>--steps expects a whole number of steps, got &apos;%1&apos;</source>
        <translation>--steps 需要整数步数，得到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="49"/>
        <source>--shapes is &apos;%1&apos;; expected fixed, variable or bucketed</source>
        <translation>--shapes 为 &apos;%1&apos;；应为 fixed、variable 或 bucketed</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_allocator.cpp" line="154"/>
        <source>compare-snapshot needs the measured FILE first: a memory snapshot (torch.cuda.memory._dump_snapshot) or json.dump(torch.cuda.memory_stats(), f)</source>
        <translation>compare-snapshot 需要先给出实测文件 FILE：显存快照（torch.cuda.memory._dump_snapshot）或 json.dump(torch.cuda.memory_stats(), f) 写出的文件</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_export.cpp" line="45"/>
        <source>export needs --to, the configuration to write: %1</source>
        <translation>export 需要用 --to 指定要写出的配置：%1</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_export.cpp" line="50"/>
        <source>--to is &apos;%1&apos;; expected %2</source>
        <translation>--to 为 &apos;%1&apos;；应为 %2</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_export.cpp" line="62"/>
        <source>cannot write %1; check that its folder exists and is writable</source>
        <translation>无法写入 %1；请检查其所在文件夹是否存在且可写</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="36"/>
        <source>--%1 expects a positive whole number, got &apos;%2&apos;</source>
        <translation>--%1 需要正整数，得到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_plan.cpp" line="49"/>
        <source>--rank expects step-time or headroom, got &apos;%1&apos;</source>
        <translation>--rank 应为 step-time 或 headroom，得到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="40"/>
        <source>--%1 and --%2 must give a range of positive whole numbers; to start from a configuration file, give it as the scenario: memledger sweep FILE --knob ...</source>
        <translation>--%1 和 --%2 必须给出正整数范围；若要从配置文件出发，请把它作为场景给出：memledger sweep FILE --knob ...</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="44"/>
        <source>--%1 and --%2 must give a range of positive whole numbers</source>
        <translation>--%1 和 --%2 必须给出正整数范围</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="54"/>
        <source>--knob expects seq, mbs, dp or model</source>
        <translation>--knob 应为 seq、mbs、dp 或 model</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="67"/>
        <source>unknown model &apos;%1&apos; in --models</source>
        <translation>--models 中有未知模型 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="71"/>
        <source>--knob model needs --models ID,ID,...</source>
        <translation>--knob model 需要 --models ID,ID,...</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_sweep.cpp" line="129"/>
        <source>a fit map needs --knob and --knob2 among seq, mbs and dp</source>
        <translation>适配图需要 --knob 和 --knob2 均取自 seq、mbs 和 dp</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli.cpp" line="68"/>
        <source>--%1 is not an option of &apos;%2&apos;; it belongs to the scenario commands (see &apos;memledger %2 --help&apos;)</source>
        <translation>--%1 不是 &apos;%2&apos; 的选项；它属于读取场景的命令（见 &apos;memledger %2 --help&apos;）</translation>
    </message>
    <message>
        <location filename="../../app/cli/cli.cpp" line="75"/>
        <source>--%1 is not an option of &apos;%2&apos;; it belongs to %3 (see &apos;memledger %2 --help&apos;)</source>
        <translation>--%1 不是 &apos;%2&apos; 的选项；它属于 %3（见 &apos;memledger %2 --help&apos;）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_triage.cpp" line="32"/>
        <source>--max-gpus expects a number of GPUs, got &apos;%1&apos;</source>
        <translation>--max-gpus 需要 GPU 的数量，得到的是 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message numerus="yes">
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="77"/>
        <source>%1 on %n× %2</source>
        <translation>
            <numerusform>%1，%n× %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="21"/>
        <source>model %1 → %2</source>
        <translation>模型 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="22"/>
        <source>GPU %1 → %2</source>
        <translation>GPU %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="23"/>
        <source>DP %1 → %2</source>
        <translation>DP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="24"/>
        <source>TP %1 → %2</source>
        <translation>TP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="25"/>
        <source>PP %1 → %2</source>
        <translation>PP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="26"/>
        <source>VPP %1 → %2</source>
        <translation>VPP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="27"/>
        <source>CP %1 → %2</source>
        <translation>CP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="28"/>
        <source>ZeRO-%1 → %2</source>
        <translation>ZeRO-%1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="29"/>
        <source>recomputation %1 → %2</source>
        <translation>重计算 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="30"/>
        <source>micro-batch %1 → %2</source>
        <translation>微批次 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="31"/>
        <source>accumulation %1 → %2</source>
        <translation>梯度累积 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="32"/>
        <source>sequence %1 → %2</source>
        <translation>序列长度 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="33"/>
        <source>precision %1 → %2</source>
        <translation>精度 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="34"/>
        <source>optimizer %1 → %2</source>
        <translation>优化器 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="35"/>
        <source>optimizer offload %1 → %2</source>
        <translation>优化器卸载 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="36"/>
        <source>parameter offload %1 → %2</source>
        <translation>参数卸载 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="63"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="91"/>
        <source>A with %1</source>
        <translation>A，改为 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="93"/>
        <source>A, edited</source>
        <translation>A（已修改）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="102"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="105"/>
        <source>total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="106"/>
        <source>%1; total %2</source>
        <translation>%1；合计 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="108"/>
        <source>%1; step time %2</source>
        <translation>%1；单步时间 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_text.cpp" line="112"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>EnumLabel</name>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="10"/>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="11"/>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="12"/>
        <source>quick GeGLU (gpt-oss)</source>
        <translation>quick GeGLU（gpt-oss）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="20"/>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="21"/>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="29"/>
        <source>Rotary (RoPE)</source>
        <translation>旋转位置编码（RoPE）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="30"/>
        <source>Learned absolute</source>
        <translation>可学习绝对位置</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="38"/>
        <source>GPT / Megatron</source>
        <translation>GPT / Megatron</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="39"/>
        <source>Llama</source>
        <translation>Llama</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="47"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="48"/>
        <source>BF16 mixed (FP32 master weights)</source>
        <translation>BF16 混合精度（FP32 主权重）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="49"/>
        <source>FP16 mixed (loss scaling)</source>
        <translation>FP16 混合精度（损失缩放）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="50"/>
        <source>BF16 autocast (FP32 weights)</source>
        <translation>BF16 自动转换（FP32 权重）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="51"/>
        <source>Pure BF16 (no master weights)</source>
        <translation>纯 BF16（无主权重）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="59"/>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="60"/>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="61"/>
        <source>4-bit AdamW (torchao)</source>
        <translation>4 位 AdamW（torchao）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="62"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="63"/>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="64"/>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="65"/>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="66"/>
        <source>Muon (AdamW for embeddings, head and norms)</source>
        <translation>Muon（嵌入、输出头与 norm 用 AdamW）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="67"/>
        <source>SOAP (Megatron; AdamW for embeddings, head and norms)</source>
        <translation>SOAP（Megatron；嵌入、输出头与归一化用 AdamW）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="68"/>
        <source>GaLore (low-rank AdamW)</source>
        <translation>GaLore（低秩 AdamW）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="69"/>
        <source>APOLLO (random low-rank AdamW)</source>
        <translation>APOLLO（随机低秩 AdamW）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="70"/>
        <source>Adam-mini (one second moment per block)</source>
        <translation>Adam-mini（每块一个二阶矩）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="71"/>
        <source>Shampoo (Distributed Shampoo, every block preconditioned)</source>
        <translation>Shampoo（Distributed Shampoo，每个块都做预条件）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="72"/>
        <source>None (no optimizer states)</source>
        <translation>无（没有优化器状态）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="80"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="81"/>
        <source>Full shard</source>
        <translation>完全分片</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="82"/>
        <source>Shard gradients and optimizer</source>
        <translation>分片梯度和优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="83"/>
        <source>Hybrid shard</source>
        <translation>混合分片</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="91"/>
        <location filename="../../model/core/enum_labels.cpp" line="211"/>
        <location filename="../../model/core/enum_labels.cpp" line="220"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="92"/>
        <source>Selective (attention core)</source>
        <translation>选择性（注意力核心）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="93"/>
        <source>Full (every layer)</source>
        <translation>完全（每一层）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="94"/>
        <source>Uniform (groups of k layers)</source>
        <translation>均匀（每组 k 层）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="95"/>
        <source>Block (N layers per stage)</source>
        <translation>分块（每阶段 N 层）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="96"/>
        <source>Per-op selective (torchtitan)</source>
        <translation>逐算子选择性重算（torchtitan）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="104"/>
        <source>foreach (multi-tensor)</source>
        <translation>foreach（多张量）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="105"/>
        <source>Fused (fused=True)</source>
        <translation>融合（fused=True）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="106"/>
        <source>Per-tensor loop (foreach=False)</source>
        <translation>逐张量循环（foreach=False）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="114"/>
        <source>1F1B (interleaved with VPP &gt; 1)</source>
        <translation>1F1B（VPP &gt; 1 时为交错式）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="115"/>
        <source>GPipe (all forwards first)</source>
        <translation>GPipe（先跑完全部前向）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="116"/>
        <source>ZB-H1 zero bubble</source>
        <translation>ZB-H1 零气泡</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="117"/>
        <source>ZBV zero bubble (V, VPP 2)</source>
        <translation>ZBV 零气泡（V 形，VPP 2）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="118"/>
        <source>DualPipe (two directions)</source>
        <translation>DualPipe（双向）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="119"/>
        <source>DualPipeV (V, VPP 2)</source>
        <translation>DualPipeV（V 形，VPP 2）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="127"/>
        <source>fp32 (4 bytes)</source>
        <translation>fp32（4 字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="128"/>
        <source>bf16 (2 bytes)</source>
        <translation>bf16（2 字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="129"/>
        <source>fp16 (2 bytes)</source>
        <translation>fp16（2 字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="130"/>
        <source>fp8 E4M3 (1 byte, scaled per tensor)</source>
        <translation>fp8 E4M3（1 字节，每个张量一个缩放因子）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="138"/>
        <source>Off (16-bit linears)</source>
        <translation>关闭（16 位线性层）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="139"/>
        <source>FP8 delayed scaling</source>
        <translation>FP8 延迟缩放（delayed）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="140"/>
        <source>FP8 current scaling (tensorwise)</source>
        <translation>FP8 当前缩放（按张量）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="141"/>
        <source>FP8 blockwise (1×128, 128×128)</source>
        <translation>FP8 分块（1×128、128×128）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="142"/>
        <source>MXFP8 (1×32 blocks)</source>
        <translation>MXFP8（1×32 块）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="143"/>
        <source>NVFP4 (1×16 blocks)</source>
        <translation>NVFP4（1×16 块）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="151"/>
        <source>Unfused (fp32 logits)</source>
        <translation>非融合（fp32 logits）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="152"/>
        <source>Fused (Megatron vocab-parallel)</source>
        <translation>融合（Megatron 词表并行）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="153"/>
        <source>Chunked (torchtune)</source>
        <translation>分块（torchtune）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="154"/>
        <source>Labels&apos; log-probabilities (TRL)</source>
        <translation>标签的对数概率（TRL）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="162"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="163"/>
        <source>Eager (scores materialised)</source>
        <translation>朴素实现（显式存储注意力分数）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="171"/>
        <source>All-to-all</source>
        <translation>All-to-all（全交换）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="172"/>
        <source>All-gather (Megatron&apos;s default)</source>
        <translation>All-gather（Megatron 默认）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="173"/>
        <source>DeepEP (flex)</source>
        <translation>DeepEP（flex）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="181"/>
        <source>None (training only)</source>
        <translation>无（仅训练）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="182"/>
        <source>vLLM, colocated</source>
        <translation>vLLM，同卡共置</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="183"/>
        <source>SGLang, colocated</source>
        <translation>SGLang，同卡部署</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="191"/>
        <source>Model dtype (auto)</source>
        <translation>模型精度（auto）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="192"/>
        <source>FP8 (one byte)</source>
        <translation>FP8（一字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="200"/>
        <source>Nothing (states stay on the GPU)</source>
        <translation>不卸载（状态留在 GPU 上）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="201"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="203"/>
        <source>Optimizer states and parameters</source>
        <translation>优化器状态和参数</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="212"/>
        <source>A frozen copy of the policy</source>
        <translation>策略模型的冻结副本</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="221"/>
        <source>The policy&apos;s network with a value head</source>
        <translation>带价值头的策略网络</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="229"/>
        <source>Forward KL (teacher ‖ student)</source>
        <translation>前向 KL（教师 ‖ 学生）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="230"/>
        <source>Reverse KL (student ‖ teacher)</source>
        <translation>反向 KL（学生 ‖ 教师）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="231"/>
        <source>Symmetric KL (both)</source>
        <translation>对称 KL（两者兼有）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="239"/>
        <source>Fused</source>
        <translation>融合</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="240"/>
        <source>Eager (unfused)</source>
        <translation>朴素实现（未融合）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="248"/>
        <source>Transformer Engine</source>
        <translation>Transformer Engine</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="249"/>
        <source>Megatron Core&apos;s own (local)</source>
        <translation>Megatron Core 自带实现（local）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="257"/>
        <source>None (on the GPU)</source>
        <translation>无（留在 GPU 上）</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="258"/>
        <source>CPU RAM</source>
        <translation>CPU 内存</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="259"/>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="267"/>
        <source>Generic PyTorch</source>
        <translation>通用 PyTorch</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="268"/>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="269"/>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="270"/>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <location filename="../../model/core/enum_labels.cpp" line="271"/>
        <source>Hugging Face Trainer</source>
        <translation>Hugging Face Trainer</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="39"/>
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="50"/>
        <source>FITS — peak %1 of %2 (stage %3, %4), headroom %5</source>
        <translation>装得下 — 峰值 %1 / %2（阶段 %3，%4），余量 %5</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="51"/>
        <source>DOES NOT FIT — peak %1 of %2 (stage %3, %4), headroom %5</source>
        <translation>装不下 — 峰值 %1 / %2（阶段 %3，%4），余量 %5</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="55"/>
        <source>%1; host RAM exceeded</source>
        <translation>%1；主机内存超出</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="64"/>
        <source>Fragmentation simulated: each stage&apos;s step replayed through the caching allocator with %1.</source>
        <translation>碎片为模拟值：每个阶段的一步都在缓存分配器中重放（%1）。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="69"/>
        <source>Fragmentation assumed: %1 of peak allocated.</source>
        <translation>碎片为假设值：峰值已分配的 %1。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="70"/>
        <source>Fragmentation assumed: %1 of peak allocated (the allocator could not be simulated: %2).</source>
        <translation>碎片为假设值：峰值已分配的 %1（无法模拟分配器：%2）。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="95"/>
        <source>Expert routing: every expert padded to its capacity, %1× the balanced routed tokens on every expert-parallel rank.</source>
        <translation>专家路由：每个专家都填充到其容量，每个专家并行 rank 上的路由 token 为均衡份额的 %1 倍。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="99"/>
        <source>Expert routing: the busiest expert-parallel rank&apos;s ledger, %1× the balanced routed tokens (the stated imbalance %2 exceeds what routing or the experts&apos; capacity allows).</source>
        <translation>专家路由：账本为最忙专家并行 rank 的账本，路由 token 为均衡份额的 %1 倍（设定的不均衡度 %2 超过了路由或专家容量所允许的上限）。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="103"/>
        <source>Expert routing: the busiest expert-parallel rank&apos;s ledger, %1× the balanced routed tokens (assumed; at most %2).</source>
        <translation>专家路由：账本为最忙专家并行 rank 的账本，路由 token 为均衡份额的 %1 倍（假设值；最多 %2 倍）。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="119"/>
        <source>Rollout engine (SGLang): u·T0 = %1 of the %2 free when it starts (the trainer&apos;s weights then %3): weights %4, KV cache %5 = %6 tokens per replica, request table %7 beside it.</source>
        <translation>推理引擎（SGLang）：u·T0 = %1，取自它启动时空闲的 %2（此时训练端的权重占 %3）：权重 %4，KV 缓存 %5 = 每个副本 %6 个 token，另有请求表 %7。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="125"/>
        <source>%1 sequences of %2 tokens want %3.</source>
        <translation>%1 条长 %2 token 的序列需要 %3。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="129"/>
        <source>The cache holds fewer: SGLang retracts requests and queues them again, so generation slows; memory does not grow.</source>
        <translation>缓存容纳不下：SGLang 会撤回请求并重新排队，生成变慢，显存不会增长。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="134"/>
        <source>Rollout engine: ceil(T·u) = %1 of the GPU: weights %2, profiled activations %3 (estimated), KV cache %4 = %5 tokens per replica; %6 sequences of %7 tokens want %8.</source>
        <translation>推理引擎：ceil(T·u) = 占用 GPU %1：权重 %2，profile 激活 %3（估计），KV cache %4 = 每个副本 %5 个 token；%6 条 %7 token 的序列需要 %8。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="140"/>
        <source>The cache holds fewer: vLLM preempts and recomputes sequences, so generation slows; memory does not grow.</source>
        <translation>缓存装不下：vLLM 会抢占并重算序列，生成变慢，但显存不会增长。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="168"/>
        <source>%1 per GPU in host memory</source>
        <translation>每 GPU %1，位于主机内存</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="170"/>
        <source>%1 per GPU</source>
        <translation>每 GPU %1</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="172"/>
        <source>Distillation: teacher %1, weights %2; its logits %3, the divergence keeps %4 until backward; %5 at the teacher&apos;s pass.</source>
        <translation>蒸馏：教师 %1，权重 %2；其 logits %3，散度保留 %4 直到反向；教师前向时 %5。</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="180"/>
        <source>no reference model</source>
        <translation>无参考模型</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="182"/>
        <source>the reference is the policy&apos;s base with its adapters disabled (no copy)</source>
        <translation>参考模型就是关闭适配器的策略基座（不另存副本）</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="184"/>
        <source>reference weights in host memory (%1 per GPU), streamed while it scores</source>
        <translation>参考模型权重在主机内存（每卡 %1），打分时流式传入</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="188"/>
        <source>reference weights %1 per GPU</source>
        <translation>参考模型权重每卡 %1</translation>
    </message>
    <message>
        <location filename="../../model/report/estimate_text.cpp" line="192"/>
        <source>Log-prob passes: %1; %2 sequences per forward, logits and their softmax %3; %4 at the pass.</source>
        <translation>log-prob 计算：%1；每次前向 %2 条序列，logits 及其 softmax %3；该阶段共 %4。</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="64"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="83"/>
        <source>the model is named as %1, whose own maximum is %2 positions; rotary positions hold no weights, so the memory is the same</source>
        <translation>模型以 %1 的名字写出，其自身最大位置数为 %2；旋转位置编码没有权重，因此显存相同</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="94"/>
        <source>the estimate assumed this framework&apos;s copies of the weights, gradients and optimizer states; re-estimate with --framework %1 to see what %2 keeps</source>
        <translation>估算采用的是该框架的权重、梯度与优化器状态副本；请用 --framework %1 重新估算，查看 %2 实际保留的内容</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="110"/>
        <source>FSDP has no stage that shards only the optimizer states: written as FSDP&apos;s SHARD_GRAD_OP (ZeRO-2)</source>
        <translation>FSDP 没有只切分优化器状态的阶段：写为 FSDP 的 SHARD_GRAD_OP（ZeRO-2）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="113"/>
        <source>written as FSDP&apos;s %1, which shards as much</source>
        <translation>写为 FSDP 的 %1，切分程度相同</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="115"/>
        <location filename="../../model/exports/config_export.cpp" line="144"/>
        <location filename="../../model/exports/config_export.cpp" line="146"/>
        <location filename="../../model/exports/config_export_megatron.cpp" line="144"/>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="207"/>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="189"/>
        <source>see %1</source>
        <translation>见 %1</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="122"/>
        <source>written as FSDP&apos;s %1 (parallel.fsdp)</source>
        <translation>写为 FSDP 的 %1（parallel.fsdp）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="141"/>
        <source>FSDP2 has no SHARD_GRAD_OP: written as full sharding that keeps the gathered weights from forward to backward (reshard after forward off), which keeps as much</source>
        <translation>FSDP2 没有 SHARD_GRAD_OP：写为完全切分，并把聚合后的权重从前向保留到反向（关闭前向后重新切分），保留的显存相同</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="152"/>
        <source>the group size does not divide DP %1</source>
        <translation>分组大小不能整除 DP %1</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export.cpp" line="182"/>
        <source>a custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="30"/>
        <source>written as torch_autocast (fp32 weights, bf16 compute), which only recent DeepSpeed releases read; older ones train in fp32</source>
        <translation>写为 torch_autocast（fp32 权重，bf16 计算），只有较新的 DeepSpeed 版本会读取；旧版本以 fp32 训练</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="36"/>
        <source>written as bf16 with bf16_master_weights_and_grads and bf16_optimizer_states, which only recent DeepSpeed releases read; older ones keep fp32 master weights and optimizer states</source>
        <translation>写为 bf16，并带 bf16_master_weights_and_grads 与 bf16_optimizer_states，只有较新的 DeepSpeed 版本会读取；旧版本仍保留 fp32 主权重与优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="60"/>
        <source>ds_config.json names no 8-bit optimizer: pass bitsandbytes&apos; AdamW8bit to deepspeed.initialize(optimizer=...)</source>
        <translation>ds_config.json 无法指定 8 位优化器：请把 bitsandbytes 的 AdamW8bit 传给 deepspeed.initialize(optimizer=...)</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="65"/>
        <source>ds_config.json names no 4-bit optimizer: pass torchao&apos;s AdamW4bit to deepspeed.initialize(optimizer=...)</source>
        <translation>ds_config.json 不能指定 4 位优化器：请把 torchao 的 AdamW4bit 传给 deepspeed.initialize(optimizer=...)</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="70"/>
        <source>no Muon section is written: pass Muon with its AdamW groups to deepspeed.initialize(optimizer=...)</source>
        <translation>不写入 Muon 配置：请把带 AdamW 参数组的 Muon 传给 deepspeed.initialize(optimizer=...)</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="75"/>
        <source>SOAP is Megatron-LM&apos;s here: ds_config.json names no SOAP</source>
        <translation>此处的 SOAP 为 Megatron-LM 的：ds_config.json 中没有 SOAP</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="80"/>
        <source>ds_config.json names no low-rank optimizer: pass GaLoreAdamW or APOLLOAdamW with its projected parameter group to deepspeed.initialize(optimizer=...)</source>
        <translation>ds_config.json 不能指定低秩优化器：请把 GaLoreAdamW 或 APOLLOAdamW 连同其投影参数组传给 deepspeed.initialize(optimizer=...)</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="86"/>
        <source>ds_config.json names no Shampoo, and ZeRO&apos;s flat partitions hide the shapes it preconditions: train it with DDP or FSDP</source>
        <translation>ds_config.json 没有 Shampoo，而且 ZeRO 的扁平分区隐藏了它要预条件的形状：请用 DDP 或 FSDP 训练</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="91"/>
        <source>ds_config.json names no Adam-mini: pass Adam_mini to deepspeed.initialize(optimizer=...), or use_adam_mini in LLaMA-Factory</source>
        <translation>ds_config.json 不能指定 Adam-mini：请把 Adam_mini 传给 deepspeed.initialize(optimizer=...)，或在 LLaMA-Factory 中使用 use_adam_mini</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="96"/>
        <source>no optimizer section is written</source>
        <translation>未写入 optimizer 段</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="116"/>
        <source>written as ZeRO stage %1 for %2</source>
        <translation>按 %2 写为 ZeRO 阶段 %1</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="121"/>
        <source>written as ZeRO stage %1, sharding over every data-parallel rank rather than within a group</source>
        <translation>写为 ZeRO 阶段 %1，在所有数据并行 rank 上切分，而非组内切分</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="123"/>
        <source>written as ZeRO stage %1, DeepSpeed&apos;s equivalent</source>
        <translation>写为 ZeRO 阶段 %1，即 DeepSpeed 中的等价设置</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="127"/>
        <source>written as ZeRO stage %1, which shards the optimizer states as Megatron&apos;s distributed optimizer does</source>
        <translation>写为 ZeRO 阶段 %1，与 Megatron 的分布式优化器一样切分优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="157"/>
        <source>DeepSpeed offloads the optimizer states to this device from ZeRO stage %1 only</source>
        <translation>DeepSpeed 只在 ZeRO 阶段 %1 及以上才把优化器状态卸载到该设备</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="168"/>
        <source>DeepSpeed offloads parameters under ZeRO stage 3 only</source>
        <translation>DeepSpeed 只在 ZeRO 阶段 3 下卸载参数</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="176"/>
        <source>DeepSpeed offloads gradients together with the optimizer states (offload_optimizer), never alone</source>
        <translation>DeepSpeed 只会把梯度与优化器状态一起卸载（offload_optimizer），从不单独卸载</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="183"/>
        <source>written as /local_nvme; set it to the NVMe mount of each node</source>
        <translation>写为 /local_nvme；请改为各节点的 NVMe 挂载点</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="197"/>
        <source>DeepSpeed offloads only checkpointed activations (cpu_checkpointing), and nothing is checkpointed</source>
        <translation>DeepSpeed 只卸载做了检查点的激活（cpu_checkpointing），而当前没有任何激活做检查点</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="204"/>
        <source>ds_config.json cannot turn recomputation on: the model code does (model.gradient_checkpointing_enable() in transformers, deepspeed.checkpointing.checkpoint in Megatron-DeepSpeed)</source>
        <translation>ds_config.json 无法开启重计算，须由模型代码开启（transformers 中为 model.gradient_checkpointing_enable()，Megatron-DeepSpeed 中为 deepspeed.checkpointing.checkpoint）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="208"/>
        <source>the model code decides which layers it checkpoints</source>
        <translation>对哪些层做检查点由模型代码决定</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="213"/>
        <source>DeepSpeed offloads checkpointed activations to CPU memory only</source>
        <translation>DeepSpeed 只把做了检查点的激活卸载到 CPU 内存</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="235"/>
        <source>the training script compiles the model (engine.compile()); ds_config.json does not say it</source>
        <translation>模型由训练脚本编译（engine.compile()）；ds_config.json 不记录这一点</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="240"/>
        <source>the model (%1) is built by the training script; ds_config.json does not describe it</source>
        <translation>模型（%1）由训练脚本构建；ds_config.json 不描述模型</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="244"/>
        <source>the sequence length is the data pipeline&apos;s (the tokenizer&apos;s max_length, packing)</source>
        <translation>序列长度由数据管线决定（分词器的 max_length、打包）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="246"/>
        <source>the model code sets it (Megatron-DeepSpeed: --%1)</source>
        <translation>由模型代码设置（Megatron-DeepSpeed：--%1）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="249"/>
        <source>the model code sets it (Megatron-DeepSpeed: --pipeline-model-parallel-size, or deepspeed.pipe.PipelineModule)</source>
        <translation>由模型代码设置（Megatron-DeepSpeed：--pipeline-model-parallel-size，或 deepspeed.pipe.PipelineModule）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="252"/>
        <source>DeepSpeed&apos;s pipeline engine has no interleaved schedule</source>
        <translation>DeepSpeed 的流水线引擎没有交错调度</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="255"/>
        <source>DeepSpeed&apos;s config has no context parallelism (Ulysses is set up in code)</source>
        <translation>DeepSpeed 的配置中没有上下文并行（Ulysses 在代码中设置）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="258"/>
        <source>DeepSpeed-MoE takes the expert-parallel size from the model code (ep_size)</source>
        <translation>DeepSpeed-MoE 从模型代码中读取专家并行规模（ep_size）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="261"/>
        <source>DeepSpeed-MoE splits experts by expert parallelism only, set in the model code</source>
        <translation>DeepSpeed-MoE 只按专家并行切分专家，在模型代码中设置</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="264"/>
        <source>the model code chooses the attention kernel (attn_implementation in transformers)</source>
        <translation>注意力内核由模型代码选择（transformers 中的 attn_implementation）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="266"/>
        <source>the model code chooses its kernels</source>
        <translation>内核由模型代码选择</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="268"/>
        <source>LoRA adapters are the model code&apos;s (peft); ds_config.json has none</source>
        <translation>LoRA 适配器属于模型代码（peft）；ds_config.json 中没有</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_deepspeed.cpp" line="272"/>
        <source>DeepSpeed&apos;s pipeline engine partitions layers itself (PipelineModule partition_method)</source>
        <translation>DeepSpeed 的流水线引擎自行划分各层（PipelineModule 的 partition_method）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="97"/>
        <source>the layers do not divide evenly into PP × VPP virtual stages, which --num-layers-per-virtual-pipeline-stage needs</source>
        <translation>层数无法均分到 PP × VPP 个虚拟阶段上，而 --num-layers-per-virtual-pipeline-stage 要求均分</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="149"/>
        <source>Megatron-LM&apos;s distributed optimizer shards over the data- and context-parallel ranks together</source>
        <translation>Megatron-LM 的分布式优化器同时在数据并行与上下文并行 rank 上切分</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="155"/>
        <source>written as --use-distributed-optimizer, Megatron-LM&apos;s sharding of the optimizer states (ZeRO-1)</source>
        <translation>写为 --use-distributed-optimizer，即 Megatron-LM 对优化器状态的切分（ZeRO-1）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="159"/>
        <source>written as --use-distributed-optimizer, which shards the optimizer states only; sharding gradients and weights as well is Megatron-FSDP (--use-megatron-fsdp)</source>
        <translation>写为 --use-distributed-optimizer，它只切分优化器状态；连同梯度与权重一起切分的是 Megatron-FSDP（--use-megatron-fsdp）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="163"/>
        <source>Megatron-LM shards with its own FSDP (--use-megatron-fsdp --data-parallel-sharding-strategy), not PyTorch&apos;s</source>
        <translation>Megatron-LM 用自己的 FSDP 切分（--use-megatron-fsdp --data-parallel-sharding-strategy），而非 PyTorch 的 FSDP</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="65"/>
        <source>an uneven split with virtual stages is a --pipeline-model-parallel-layout; write it by hand</source>
        <translation>带虚拟阶段的不均匀切分需写成 --pipeline-model-parallel-layout；请手工编写</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="200"/>
        <source>Megatron-LM gives the full-attention layers as every n-th; this count of sliding layers is not one of those, so every layer is written as sliding</source>
        <translation>Megatron-LM 以“每第 n 层”给出全注意力层；这个滑动窗口层数不属于此类，因此所有层都写成滑动窗口层</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="218"/>
        <source>Megatron-LM&apos;s arguments do not name the model; the first comment line does</source>
        <translation>Megatron-LM 的参数不包含模型名称；模型名称写在第一行注释中</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="227"/>
        <source>Megatron-LM takes the vocabulary from the tokenizer (--tokenizer-type, --tokenizer-model; with NullTokenizer, --vocab-size %1)</source>
        <translation>Megatron-LM 从分词器获取词表（--tokenizer-type、--tokenizer-model；使用 NullTokenizer 时为 --vocab-size %1）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="232"/>
        <source>Megatron-LM&apos;s layers have exactly two norms, before attention and before the MLP</source>
        <translation>Megatron-LM 的每层恰有两个归一化，分别在注意力与 MLP 之前</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="287"/>
        <source>written as --bf16: Megatron-LM keeps bf16 weights with fp32 master copies; fp32 weights under autocast is not one of its modes</source>
        <translation>写为 --bf16：Megatron-LM 保留 bf16 权重及其 fp32 主副本；autocast 下的 fp32 权重不是它支持的模式</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="294"/>
        <source>written as --bf16, which keeps fp32 master weights; --use-precision-aware-optimizer --exp-avg-dtype bf16 --exp-avg-sq-dtype bf16 keeps the Adam moments in bf16</source>
        <translation>写为 --bf16，会保留 fp32 主权重；加上 --use-precision-aware-optimizer --exp-avg-dtype bf16 --exp-avg-sq-dtype bf16 可让 Adam 动量以 bf16 保存</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="319"/>
        <source>not among Megatron-LM&apos;s optimizers (adam, sgd, lion, muon, soap)</source>
        <translation>不在 Megatron-LM 支持的优化器之列（adam、sgd、lion、muon、soap）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="381"/>
        <source>Megatron-LM has no per-op policy: written as selective, which recomputes the attention core and keeps the matmul outputs</source>
        <translation>Megatron-LM 没有逐算子策略：写为选择性重计算，即重算注意力核心、保留矩阵乘输出</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="405"/>
        <source>Megatron-LM fuses by default; --no-bias-swiglu-fusion, --no-bias-dropout-fusion, --no-masked-softmax-fusion and --no-rope-fusion turn its fusions off one by one</source>
        <translation>Megatron-LM 默认开启融合；--no-bias-swiglu-fusion、--no-bias-dropout-fusion、--no-masked-softmax-fusion 与 --no-rope-fusion 可逐项关闭</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="414"/>
        <source>Megatron-LM offloads the optimizer to CPU memory only (--optimizer-cpu-offload)</source>
        <translation>Megatron-LM 只把优化器卸载到 CPU 内存（--optimizer-cpu-offload）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="417"/>
        <source>Megatron-LM does not offload gradients</source>
        <translation>Megatron-LM 不卸载梯度</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="419"/>
        <source>Megatron-LM does not offload parameters</source>
        <translation>Megatron-LM 不卸载参数</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="421"/>
        <source>Megatron-LM&apos;s --fine-grained-activation-offloading moves chosen modules&apos; activations, not the whole layer&apos;s; set it by hand</source>
        <translation>Megatron-LM 的 --fine-grained-activation-offloading 只移动所选模块的激活，而非整层的激活；请手动设置</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="424"/>
        <source>Megatron-LM has no LoRA (NeMo and Megatron-Bridge add it)</source>
        <translation>Megatron-LM 没有 LoRA（NeMo 与 Megatron-Bridge 提供）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_megatron.cpp" line="438"/>
        <source>Megatron-LM fuses its loss with its own kernel (--cross-entropy-loss-fusion), not with torch.compile</source>
        <translation>Megatron-LM 用自己的内核融合损失（--cross-entropy-loss-fusion），而非 torch.compile</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="46"/>
        <source>no torchtitan model flavor (llama3, qwen3, deepseek_v3) has %1&apos;s dimensions; register one and set [model] name and flavor</source>
        <translation>torchtitan 没有与 %1 尺寸相同的模型 flavor（llama3、qwen3、deepseek_v3）；请注册一个，并设置 [model] 的 name 与 flavor</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="56"/>
        <source>torchtitan&apos;s models have no dropout</source>
        <translation>torchtitan 的模型没有 dropout</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="71"/>
        <source>torchtitan&apos;s datasets fill every sequence to seq_len</source>
        <translation>torchtitan 的数据集会把每条序列填满到 seq_len</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="79"/>
        <source>torchtitan trains in bf16 or fp32, not fp16: written as bf16 mixed precision</source>
        <translation>torchtitan 以 bf16 或 fp32 训练，不支持 fp16：写为 bf16 混合精度</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="83"/>
        <source>with sharded weights torchtitan&apos;s FSDP computes with bf16 copies of fp32 shards (bf16 mixed precision), not autocast</source>
        <translation>权重切分时，torchtitan 的 FSDP 用 fp32 分片的 bf16 副本计算（bf16 混合精度），而非 autocast</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="87"/>
        <source>without sharded weights torchtitan applies mixed precision through torch.autocast under plain data parallelism (fp32 weights, bf16-amp), and not at all beside tensor or pipeline parallelism</source>
        <translation>权重不切分时，torchtitan 在纯数据并行下通过 torch.autocast 实现混合精度（fp32 权重，bf16-amp），与张量并行或流水线并行同用时则完全不用混合精度</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="103"/>
        <source>torchtitan offloads parameters, gradients and optimizer states together (enable_cpu_offload = true)</source>
        <translation>torchtitan 把参数、梯度与优化器状态一起卸载（enable_cpu_offload = true）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="105"/>
        <source>torchtitan offloads to CPU memory only</source>
        <translation>torchtitan 只卸载到 CPU 内存</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="122"/>
        <source>torchtitan&apos;s FSDP always shards over dp_shard × cp</source>
        <translation>torchtitan 的 FSDP 总是在 dp_shard × cp 上切分</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="124"/>
        <source>torchtitan&apos;s FSDP shards the optimizer states with the weights</source>
        <translation>torchtitan 的 FSDP 随权重一起切分优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="133"/>
        <source>torchtitan&apos;s tensor parallelism always runs the norms sequence-parallel</source>
        <translation>torchtitan 的张量并行总是以序列并行方式运行归一化</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="143"/>
        <source>torch.distributed.pipelining has no %1 schedule; written as 1F1B</source>
        <translation>torch.distributed.pipelining 没有 %1 调度；按 1F1B 写出</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="158"/>
        <source>the layers do not divide evenly into PP × VPP stages</source>
        <translation>层数无法均分到 PP × VPP 个阶段上</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="173"/>
        <source>torchtitan splits experts by 1 or by TP, and by TP only without expert parallelism</source>
        <translation>torchtitan 对专家只按 1 或 TP 切分，且只有不开专家并行时才按 TP 切分</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="178"/>
        <source>an uneven split is module_fqns_per_model_part in [parallelism]; set it by hand</source>
        <translation>不均匀的划分要用 [parallelism] 中的 module_fqns_per_model_part；请手动设置</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="200"/>
        <source>written as torchtitan&apos;s per-op policy (op), which keeps more than recomputing only the attention core</source>
        <translation>写为 torchtitan 的逐算子策略（op），保留的激活比只重算注意力核心更多</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="204"/>
        <source>written as full: torchtitan recomputes every layer, or every n-th layer whole (selective_ac_option = &quot;n&quot;), not groups of layers</source>
        <translation>写为全量：torchtitan 重算每一层，或每隔 n 层重算整层（selective_ac_option = &quot;n&quot;），不支持按层组重算</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="223"/>
        <source>torchtitan&apos;s attention is scaled_dot_product_attention (or FlexAttention); eager attention is not an option</source>
        <translation>torchtitan 的注意力是 scaled_dot_product_attention（或 FlexAttention）；不能选用 eager 注意力</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="226"/>
        <source>torchtitan does not offload activations</source>
        <translation>torchtitan 不卸载激活</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="228"/>
        <source>torchtitan pre-trains and fine-tunes whole models; it has no LoRA</source>
        <translation>torchtitan 对整个模型做预训练与微调；它没有 LoRA</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtitan.cpp" line="242"/>
        <source>torchtitan builds Adam or AdamW: written as AdamW</source>
        <translation>torchtitan 只构建 Adam 或 AdamW：写为 AdamW</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="48"/>
        <source>torchtune&apos;s builders have no dropout but LoRA&apos;s</source>
        <translation>torchtune 的构建器除 LoRA 的 dropout 外没有 dropout</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="51"/>
        <source>torchtune has no QLoRA builder for this model: written as LoRA (%1), with a 16-bit base</source>
        <translation>torchtune 没有该模型的 QLoRA 构建器：写为 LoRA（%1），基座权重为 16 位</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="56"/>
        <source>no torchtune model builder has %1&apos;s dimensions; set model._component_ to one that has</source>
        <translation>torchtune 没有与 %1 尺寸相同的模型构建器；请把 model._component_ 设为尺寸相符的构建器</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="64"/>
        <source>torchtune&apos;s LoRA comes with the model builder (lora_… or qlora_…), which model._component_ names</source>
        <translation>torchtune 的 LoRA 随模型构建器提供（lora_… 或 qlora_…），由 model._component_ 指定</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="81"/>
        <source>torchtune&apos;s NF4 weights always quantise their scales again</source>
        <translation>torchtune 的 NF4 权重总会对其缩放因子再量化一次</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="97"/>
        <source>written as dataset.packed=False: the mean padded length follows from the data, not from a setting</source>
        <translation>写为 dataset.packed=False：平均填充长度取决于数据，而非某项设置</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="100"/>
        <source>torchtune&apos;s recipes have no float8 training setting</source>
        <translation>torchtune 的 recipe 没有 float8 训练设置</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="106"/>
        <source>written as dtype=bf16: torchtune trains in pure bf16 (no fp32 master weights) or in fp32</source>
        <translation>写为 dtype=bf16：torchtune 以纯 bf16（无 fp32 主权重）或 fp32 训练</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="125"/>
        <source>set optimizer._component_ to an optimizer class of your own</source>
        <translation>请把 optimizer._component_ 设为你自己的优化器类</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="142"/>
        <source>written without fused or foreach, which only torch.optim.AdamW is given here: the optimizer picks its own</source>
        <translation>写入时不带 fused 或 foreach（这里只对 torch.optim.AdamW 给出）：由优化器自行选择</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="150"/>
        <source>this optimizer takes no fused argument; add ~optimizer.fused when the base config sets it</source>
        <translation>该优化器不接受 fused 参数；基础配置设置了它时，请加上 ~optimizer.fused</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="178"/>
        <source>the single-device recipes checkpoint whole layers only: written as full recomputation</source>
        <translation>单卡 recipe 只对整层做检查点：写为全量重计算</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="182"/>
        <source>torchtune has no attention-core-only policy: written as its per-op policy (ac_option=op), which recomputes more and keeps less</source>
        <translation>torchtune 没有只重算注意力核心的策略：写为其逐算子策略（ac_option=op），重算更多、保留更少</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="187"/>
        <source>written as enable_activation_checkpointing=True, which recomputes every layer</source>
        <translation>写为 enable_activation_checkpointing=True，会重算每一层</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="197"/>
        <source>torchtune offloads checkpointed activations to CPU memory only</source>
        <translation>torchtune 只把做了检查点的激活卸载到 CPU 内存</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="205"/>
        <source>torchtune compiles the layers and the loss together: written as compile=%1</source>
        <translation>torchtune 把各层与损失一起编译：写为 compile=%1</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="212"/>
        <source>torchtune&apos;s attention is scaled_dot_product_attention; eager attention is not an option</source>
        <translation>torchtune 的注意力是 scaled_dot_product_attention；不能选用 eager 注意力</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="231"/>
        <source>torchtune&apos;s fsdp_cpu_offload moves parameters, gradients and optimizer states to CPU memory together</source>
        <translation>torchtune 的 fsdp_cpu_offload 把参数、梯度与优化器状态一起移到 CPU 内存</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="234"/>
        <source>the single-device recipes do not offload</source>
        <translation>单卡 recipe 不做卸载</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="254"/>
        <source>torchtune&apos;s FSDP always shards over dp_shard × cp</source>
        <translation>torchtune 的 FSDP 总是在 dp_shard × cp 上切分</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="260"/>
        <source>torchtune&apos;s tensor-parallel plans always run the norms sequence-parallel</source>
        <translation>torchtune 的张量并行方案总是以序列并行方式运行归一化</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="275"/>
        <source>torchtune has no builder of the teacher %1: name it in teacher_model</source>
        <translation>torchtune 没有教师 %1 的 builder：请在 teacher_model 中写明</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="292"/>
        <source>torchtune offloads the teacher with the student&apos;s fsdp_cpu_offload, not on its own</source>
        <translation>torchtune 随学生的 fsdp_cpu_offload 一并卸载教师，不能单独卸载</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="296"/>
        <source>torchtune&apos;s distillation recipes train LoRA adapters of the student; a full fine-tune of it needs a recipe of your own</source>
        <translation>torchtune 的蒸馏 recipe 训练学生的 LoRA 适配器；学生全参微调需要自己的 recipe</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="313"/>
        <source>torchtune has no pipeline parallelism</source>
        <translation>torchtune 没有流水线并行</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="314"/>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="315"/>
        <source>torchtune has no expert parallelism</source>
        <translation>torchtune 没有专家并行</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_torchtune.cpp" line="317"/>
        <source>torchtune&apos;s FSDP shards the optimizer states with the weights</source>
        <translation>torchtune 的 FSDP 随权重一起切分优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/exports/field_coverage.cpp" line="224"/>
        <source>an environment variable, not a setting of %1; launch with %2=%3</source>
        <translation>这是环境变量，不是 %1 的设置；启动时请设置 %2=%3</translation>
    </message>
    <message>
        <location filename="../../model/exports/field_coverage.cpp" line="228"/>
        <location filename="../../model/exports/field_coverage.cpp" line="243"/>
        <source>%1 has no setting for %2</source>
        <translation>%1 没有对应“%2”的设置</translation>
    </message>
    <message>
        <location filename="../../model/exports/field_coverage.cpp" line="236"/>
        <source>the GPU, the host and MemLedger&apos;s assumptions about them describe the machine, not the job; %1 has no settings for them</source>
        <translation>GPU、主机以及 MemLedger 对它们的假设描述的是机器而非作业；%1 没有对应的设置</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="56"/>
        <source>written as one node of %1 GPUs: the job does not fill whole nodes</source>
        <translation>写成一个有 %1 张 GPU 的节点：作业占不满整数个节点</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="61"/>
        <source>written as Ulysses sequence parallelism, verl&apos;s way of splitting a sequence over GPUs</source>
        <translation>写成 Ulysses 序列并行，这是 verl 把一条序列切到多张 GPU 上的方式</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="66"/>
        <source>verl&apos;s FSDP actor has no tensor or pipeline parallelism (its Megatron back end has)</source>
        <translation>verl 的 FSDP actor 没有张量并行和流水线并行（它的 Megatron 后端才有）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="74"/>
        <source>verl&apos;s FSDP actor shards fully and reshards after forward</source>
        <translation>verl 的 FSDP actor 完全切分，并在前向后重新切分</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="79"/>
        <source>verl&apos;s actor keeps fp32 shards and computes in bf16</source>
        <translation>verl 的 actor 保存 fp32 分片，用 bf16 计算</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="95"/>
        <source>verl splits the sequence into a prompt and a response: written as half each</source>
        <translation>verl 把序列分成提示和回复两部分：各写成一半</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="113"/>
        <source>verl derives the accumulation from ppo_mini_batch_size: written as %1 sequences a step</source>
        <translation>verl 由 ppo_mini_batch_size 推出累积步数：写成每步 %1 条序列</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="55"/>
        <source>accelerate starts the processes: launch with --num_processes %1</source>
        <translation>进程由 accelerate 启动：用 --num_processes %1 启动</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="58"/>
        <source>sharding and offload are accelerate&apos;s (a DeepSpeed or FSDP config passed to accelerate launch)</source>
        <translation>分片与卸载属于 accelerate 的配置（传给 accelerate launch 的 DeepSpeed 或 FSDP 配置）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="64"/>
        <source>the Trainer runs data parallelism; TRL has no pipeline, context or expert parallelism</source>
        <translation>Trainer 运行数据并行；TRL 没有流水线、上下文或专家并行</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="81"/>
        <source>16-bit weights with an fp32 master copy are DeepSpeed&apos;s or FSDP&apos;s: written as bf16 autocast</source>
        <translation>16 位权重加 fp32 主副本属于 DeepSpeed 或 FSDP：写成 bf16 autocast</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="94"/>
        <source>DPOTrainer runs a chosen and a rejected sequence per example: %1 sequences are no whole number of pairs; written as %2 examples</source>
        <translation>DPOTrainer 每个样本运行一条 chosen 和一条 rejected 序列：%1 条序列不是整数对；写为 %2 个样本</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="102"/>
        <source>the Trainer takes the accumulation steps: written as %1</source>
        <translation>Trainer 接受的是梯度累积步数：写成 %1</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="141"/>
        <source>TrainingArguments names no such optimizer: written as adamw_torch</source>
        <translation>TrainingArguments 没有这种优化器：写成 adamw_torch</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="150"/>
        <source>bitsandbytes pages only its AdamW and Lion</source>
        <translation>bitsandbytes 只对其 AdamW 和 Lion 分页</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="152"/>
        <source>the optim name fixes the step&apos;s kernel</source>
        <translation>optim 名称决定了 step 的内核</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="155"/>
        <source>the low-bit states keep their library&apos;s block size</source>
        <translation>低位宽状态保持其库的分块大小</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="171"/>
        <location filename="../../model/exports/config_export_verl.cpp" line="126"/>
        <source>Hugging Face&apos;s gradient checkpointing recomputes whole layers: written as full recomputation</source>
        <translation>Hugging Face 的梯度检查点重算整层：写成完全重算</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="179"/>
        <source>left to transformers&apos; own layers: eager element-wise kernels</source>
        <translation>交给 transformers 自己的层：eager 逐元素内核</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="211"/>
        <source>GRPO splits the sequence into a prompt and a completion: written as half each</source>
        <translation>GRPO 把序列分成提示与补全：各写成一半</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="226"/>
        <source>TRL sends the weights parameter by parameter, without a bucket</source>
        <translation>TRL 逐个参数发送权重，不用分桶</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="228"/>
        <source>TRL&apos;s colocate mode generates with vLLM: written as vLLM, whose budget is a share of the whole device, not of what is free</source>
        <translation>TRL 的 colocate 模式用 vLLM 生成：写为 vLLM，其预算按整卡显存的比例计算，而非空闲显存的比例</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="232"/>
        <source>TRL&apos;s engine sleeps at level 2, dropping its weights too</source>
        <translation>TRL 的引擎以 2 级休眠，同时丢弃其权重</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="235"/>
        <source>TRL starts vLLM inside each training process</source>
        <translation>TRL 在每个训练进程内启动 vLLM</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="244"/>
        <source>GRPOTrainer sizes it as per_device_train_batch_size × vllm_tensor_parallel_size × steps_per_generation</source>
        <translation>GRPOTrainer 按 per_device_train_batch_size × vllm_tensor_parallel_size × steps_per_generation 确定其大小</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="248"/>
        <source>TRL fixes max_num_batched_tokens at 4096</source>
        <translation>TRL 把 max_num_batched_tokens 固定为 4096</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="253"/>
        <source>TRL&apos;s engine keeps vLLM&apos;s KV-cache dtype and block size</source>
        <translation>TRL 的引擎保持 vLLM 的 KV 缓存精度和块大小</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="264"/>
        <source>use_liger_kernel (the fused kernels) also makes TRL&apos;s DPO and GRPO trainers compute Liger&apos;s fused loss, which never materialises the logits: less than the ledger counts</source>
        <translation>use_liger_kernel（融合内核）还会让 TRL 的 DPO 和 GRPO 训练器计算 Liger 的融合损失，它从不物化 logits：比账本计入的少</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="268"/>
        <source>SFTTrainer computes transformers&apos; cross-entropy on fp32 logits</source>
        <translation>SFTTrainer 在 fp32 logits 上计算 transformers 的交叉熵</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="269"/>
        <source>TRL&apos;s DPO and GRPO trainers take the labels&apos; log-probabilities with selective_log_softmax</source>
        <translation>TRL 的 DPO 和 GRPO 训练器用 selective_log_softmax 取标签的对数概率</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="291"/>
        <source>TRL keeps the reference on the GPU unless DeepSpeed offloads it</source>
        <translation>除非 DeepSpeed 卸载，TRL 把参考模型留在 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="296"/>
        <source>GRPO and DPO train no critic (TRL&apos;s PPOTrainer takes a value model of its own)</source>
        <translation>GRPO 和 DPO 不训练 critic（TRL 的 PPOTrainer 使用自己的价值模型）</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="302"/>
        <source>TRL keeps the trainer&apos;s states on the GPU while it generates</source>
        <translation>TRL 在生成时把训练器的状态留在 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_trl.cpp" line="316"/>
        <source>TRL loads the model named by model_name_or_path: replace MODEL_PATH with %1&apos;s Hugging Face id or folder</source>
        <translation>TRL 加载 model_name_or_path 指定的模型：把 MODEL_PATH 换成 %1 的 Hugging Face id 或目录</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="138"/>
        <source>verl computes the update&apos;s log-probabilities with flash-attn&apos;s cross-entropy, which keeps what a compiled loss keeps</source>
        <translation>verl 用 flash-attn 的交叉熵计算更新时的对数概率，保存的内容与编译后的损失相同</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="143"/>
        <source>verl&apos;s actor steps with AdamW</source>
        <translation>verl 的 actor 用 AdamW 更新</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="145"/>
        <source>verl&apos;s AdamW runs torch&apos;s default (foreach) step</source>
        <translation>verl 的 AdamW 使用 torch 默认的 foreach 更新步</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="147"/>
        <source>verl&apos;s models run flash-attention 2</source>
        <translation>verl 的模型使用 flash-attention 2</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="149"/>
        <source>verl&apos;s fused kernels compute the log-probabilities, not the layers&apos; element-wise steps</source>
        <translation>verl 的融合内核用于计算对数概率，而不是各层的逐元素运算</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="166"/>
        <source>verl always generates with an engine on the training GPUs: written as vLLM at its defaults</source>
        <translation>verl 总是用训练 GPU 上的引擎生成：写成默认设置的 vLLM</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="185"/>
        <source>verl does not pass SGLang a chunked-prefill size: it takes its own default for the GPU</source>
        <translation>verl 不向 SGLang 传递分块预填充大小：SGLang 按 GPU 取自己的默认值</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="191"/>
        <source>verl passes its own default (256 sequences, 8,192 tokens) rather than vLLM&apos;s</source>
        <translation>verl 传入自己的默认值（256 条序列、8,192 个词元），而不是 vLLM 的</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="199"/>
        <source>verl&apos;s rollout config has no KV-cache dtype: pass vLLM&apos;s kv_cache_dtype through its engine arguments</source>
        <translation>verl 的 rollout 配置没有 KV cache 数据类型：请通过引擎参数传入 vLLM 的 kv_cache_dtype</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="203"/>
        <source>verl leaves SGLang&apos;s page size at 1</source>
        <translation>verl 让 SGLang 的页大小保持为 1</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="206"/>
        <source>verl leaves vLLM&apos;s block size at 16</source>
        <translation>verl 让 vLLM 的块大小保持 16</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="210"/>
        <source>verl always sends the weights through a bucket: left at its 2,048 MB</source>
        <translation>verl 总是通过分桶发送权重：保持其默认的 2,048 MB</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="215"/>
        <source>verl&apos;s engine sleeps at level 2, dropping its weights too</source>
        <translation>verl 的引擎以 2 级休眠，连权重也释放</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="221"/>
        <source>verl starts its engine in processes of its own</source>
        <translation>verl 在独立进程中启动推理引擎</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="239"/>
        <source>verl&apos;s FSDP worker keeps the reference in host memory</source>
        <translation>verl 的 FSDP worker 把参考模型放在主机内存</translation>
    </message>
    <message>
        <location filename="../../model/exports/config_export_verl.cpp" line="251"/>
        <source>verl reads the model from actor_rollout_ref.model.path: set MODEL_PATH to %1&apos;s Hugging Face id or folder</source>
        <translation>verl 从 actor_rollout_ref.model.path 读取模型：把 MODEL_PATH 设为 %1 的 Hugging Face id 或目录</translation>
    </message>
</context>
<context>
    <name>Field</name>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="292"/>
        <source>the framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="359"/>
        <source>the model&apos;s name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="362"/>
        <source>the block style</source>
        <translation>块结构</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="365"/>
        <source>the number of layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="368"/>
        <source>the hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="371"/>
        <source>the number of attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="374"/>
        <source>the number of KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="377"/>
        <source>the head dimension</source>
        <translation>每头维度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="380"/>
        <source>the FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="389"/>
        <source>the MLP kind</source>
        <translation>MLP 类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="392"/>
        <source>the normalisation</source>
        <translation>归一化方式</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="395"/>
        <source>the norms per layer</source>
        <translation>每层归一化数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="398"/>
        <source>norms on Q and K</source>
        <translation>Q 与 K 上的归一化</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="383"/>
        <source>the vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="413"/>
        <source>tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="416"/>
        <source>biases on every linear</source>
        <translation>所有线性层的偏置</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="419"/>
        <source>biases on Q, K and V</source>
        <translation>Q、K、V 的偏置</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="410"/>
        <source>the position encoding</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="386"/>
        <source>the maximum positions</source>
        <translation>最大位置数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="422"/>
        <source>dropout</source>
        <translation>dropout 概率</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="425"/>
        <source>the number of experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="428"/>
        <source>top-k</source>
        <translation>每个 token 激活的专家数（top-k）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="431"/>
        <source>the number of shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="434"/>
        <source>the expert FFN size</source>
        <translation>专家 FFN 维度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="437"/>
        <source>the number of dense layers</source>
        <translation>稠密层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="466"/>
        <source>the sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="479"/>
        <source>the mean padded sequence length</source>
        <translation>平均填充序列长度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="469"/>
        <source>the micro-batch size</source>
        <translation>微批次大小</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="472"/>
        <source>gradient accumulation</source>
        <translation>梯度累积步数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="295"/>
        <source>the precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="298"/>
        <source>the optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="309"/>
        <source>how the optimizer step runs</source>
        <translation>优化器步的执行方式</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="321"/>
        <source>the loss implementation</source>
        <translation>损失函数的实现</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="324"/>
        <source>the loss chunk count</source>
        <translation>loss 分块数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="315"/>
        <source>the optimizer stepped in backward</source>
        <translation>在反向中执行的优化器步</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="312"/>
        <source>a paged optimizer</source>
        <translation>分页优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="330"/>
        <source>float8 linears</source>
        <translation>float8 线性层</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="333"/>
        <source>the float8 all-gather of FSDP</source>
        <translation>FSDP 的 float8 all-gather</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="318"/>
        <source>gradients freed between steps</source>
        <translation>步间释放梯度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="327"/>
        <source>the loss compiled with torch.compile</source>
        <translation>用 torch.compile 编译的损失</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="484"/>
        <source>data parallelism</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="487"/>
        <source>tensor parallelism</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="490"/>
        <source>pipeline parallelism</source>
        <translation>流水线并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="493"/>
        <source>virtual pipeline stages</source>
        <translation>虚拟流水线阶段数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="532"/>
        <source>sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="499"/>
        <source>context parallelism</source>
        <translation>上下文并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="305"/>
        <source>the low-rank optimizer&apos;s rank</source>
        <translation>低秩优化器的秩</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="336"/>
        <source>the Transformer Engine recipe</source>
        <translation>Transformer Engine 配方</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="339"/>
        <source>quantized primary weights</source>
        <translation>量化主权重</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="342"/>
        <source>the precision-aware optimizer</source>
        <translation>精度感知优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="345"/>
        <source>the master weights&apos; dtype</source>
        <translation>主权重的数据类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="348"/>
        <source>the main gradients&apos; dtype</source>
        <translation>主梯度的数据类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="351"/>
        <source>Adam&apos;s first moment dtype</source>
        <translation>Adam 一阶矩的数据类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="354"/>
        <source>Adam&apos;s second moment dtype</source>
        <translation>Adam 二阶矩的数据类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="401"/>
        <source>attention sinks</source>
        <translation>注意力 sink</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="404"/>
        <source>the sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="407"/>
        <source>the sliding-window layers</source>
        <translation>滑动窗口层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="440"/>
        <source>the MoE layer step</source>
        <translation>MoE 层步长</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="443"/>
        <source>experts on the first layer of every step</source>
        <translation>每个步长的第一层放专家</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="446"/>
        <source>the number of multi-token prediction layers</source>
        <translation>多 token 预测层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="449"/>
        <source>the KV latent rank</source>
        <translation>KV 潜变量秩</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="452"/>
        <source>the query latent rank</source>
        <translation>查询潜变量秩</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="455"/>
        <source>the query/key width without position</source>
        <translation>不含位置的查询/键宽度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="458"/>
        <source>the query/key rotary width</source>
        <translation>查询/键的旋转位置宽度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="461"/>
        <source>the value head width</source>
        <translation>值头宽度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="475"/>
        <source>the global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="496"/>
        <source>the pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="502"/>
        <source>expert parallelism</source>
        <translation>专家并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="505"/>
        <source>expert tensor parallelism</source>
        <translation>专家张量并行</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="508"/>
        <source>the MoE token dispatcher</source>
        <translation>MoE token 分发器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="511"/>
        <source>the expert capacity factor</source>
        <translation>专家容量因子</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="514"/>
        <source>padding expert inputs to capacity</source>
        <translation>将专家输入填充到容量</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="517"/>
        <source>the routing imbalance</source>
        <translation>路由不均衡度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="520"/>
        <source>the router&apos;s load-balancing loss</source>
        <translation>路由器的负载均衡损失</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="523"/>
        <source>the router&apos;s z-loss</source>
        <translation>路由器的 z-loss</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="526"/>
        <source>the experts&apos; grouped GEMM</source>
        <translation>专家的分组 GEMM</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="529"/>
        <source>fp32 router logits</source>
        <translation>fp32 路由 logits</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="535"/>
        <source>the TP communication overlap</source>
        <translation>TP 通信重叠</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="538"/>
        <source>the ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="541"/>
        <source>the FSDP sharding strategy</source>
        <translation>FSDP 切分策略</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="544"/>
        <source>the hybrid-shard group size</source>
        <translation>混合分片组大小</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="547"/>
        <source>the ranks FSDP shards over</source>
        <translation>FSDP 切分所跨的 rank</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="550"/>
        <source>FSDP resharding after forward</source>
        <translation>FSDP 前向后重新切分</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="553"/>
        <source>Megatron&apos;s distributed optimizer</source>
        <translation>Megatron 的分布式优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="556"/>
        <source>the distributed optimizer&apos;s instances</source>
        <translation>分布式优化器的实例数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="561"/>
        <source>activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="564"/>
        <source>the recompute layer count</source>
        <translation>重计算层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="567"/>
        <source>the modules selective recomputation drops</source>
        <translation>选择性重计算丢弃的模块</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="570"/>
        <source>the attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="573"/>
        <source>the element-wise kernels</source>
        <translation>逐元素内核</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="576"/>
        <source>the LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="579"/>
        <source>QLoRA</source>
        <translation>QLoRA（4 位量化基座的 LoRA）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="582"/>
        <source>double quantisation</source>
        <translation>双重量化</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="585"/>
        <source>LoRA on attention only</source>
        <translation>仅注意力层 LoRA</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="588"/>
        <source>the transformer implementation</source>
        <translation>Transformer 实现</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="591"/>
        <source>the cuBLAS workspace (CUBLAS_WORKSPACE_CONFIG)</source>
        <translation>cuBLAS 工作区（CUBLAS_WORKSPACE_CONFIG）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="599"/>
        <source>where the optimizer states live</source>
        <translation>优化器状态的存放位置</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="602"/>
        <source>where the gradients live</source>
        <translation>梯度的存放位置</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="605"/>
        <source>where the parameters live</source>
        <translation>参数的存放位置</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="608"/>
        <source>where the saved activations live</source>
        <translation>保存的激活的存放位置</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="594"/>
        <source>the caching allocator&apos;s settings (PYTORCH_CUDA_ALLOC_CONF)</source>
        <translation>缓存分配器设置（PYTORCH_CUDA_ALLOC_CONF）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="301"/>
        <source>the optimizer&apos;s block size</source>
        <translation>优化器的块大小</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="613"/>
        <source>the rollout engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="616"/>
        <source>the rollout engine&apos;s gpu_memory_utilization</source>
        <translation>推理引擎的 gpu_memory_utilization</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="619"/>
        <source>the rollout engine&apos;s tensor parallelism</source>
        <translation>推理引擎的张量并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="622"/>
        <source>the KV cache&apos;s dtype</source>
        <translation>KV cache 的数据类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="625"/>
        <source>the KV cache&apos;s block size</source>
        <translation>KV cache 的块大小</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="628"/>
        <source>the rollout engine&apos;s sleep level</source>
        <translation>推理引擎的休眠级别</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="631"/>
        <source>the rollout engine in a process of its own</source>
        <translation>推理引擎使用独立进程</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="634"/>
        <source>the rollout engine&apos;s max_num_seqs</source>
        <translation>推理引擎的 max_num_seqs</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="637"/>
        <source>the rollout engine&apos;s max_num_batched_tokens</source>
        <translation>推理引擎的 max_num_batched_tokens</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="640"/>
        <source>the prompt&apos;s length within each sequence</source>
        <translation>每条序列中提示的长度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="643"/>
        <source>the weight sync&apos;s bucket (MiB)</source>
        <translation>权重同步的分桶（MiB）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="646"/>
        <source>what the trainer offloads while the engine generates</source>
        <translation>引擎生成时训练端卸载的内容</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="649"/>
        <source>the reference model</source>
        <translation>参考模型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="652"/>
        <source>the reference model offloaded to host memory</source>
        <translation>参考模型 offload 到主机内存</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="655"/>
        <source>the critic</source>
        <translation>critic</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="658"/>
        <source>the distillation loss</source>
        <translation>蒸馏损失</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="661"/>
        <source>the teacher offloaded to host memory</source>
        <translation>卸载到主机内存的教师</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="664"/>
        <source>the log-prob micro-batch size</source>
        <translation>log-prob 的 micro-batch 大小</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="669"/>
        <source>the GPU&apos;s name</source>
        <translation>GPU 名称</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="672"/>
        <source>GPU memory in bytes</source>
        <translation>GPU 显存（字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="678"/>
        <source>the NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="696"/>
        <source>HBM bandwidth in bytes/s</source>
        <translation>HBM 带宽（字节/秒）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="699"/>
        <source>the BF16 peak in FLOP/s</source>
        <translation>BF16 峰值算力（FLOP/s）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="702"/>
        <source>the FP8 peak in FLOP/s</source>
        <translation>FP8 峰值（FLOP/s）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="705"/>
        <source>the FP4 peak in FLOP/s</source>
        <translation>FP4 峰值（FLOP/s）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="708"/>
        <source>the CUDA compute capability</source>
        <translation>CUDA 计算能力</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="711"/>
        <source>the FP32 peak in FLOP/s</source>
        <translation>FP32 峰值算力（FLOP/s）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="714"/>
        <source>the PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="717"/>
        <source>the PCIe lanes</source>
        <translation>PCIe 通道数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="720"/>
        <source>NVLink bandwidth in bytes/s</source>
        <translation>NVLink 带宽（字节/秒）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="723"/>
        <source>inter-node bandwidth in bytes/s</source>
        <translation>节点间带宽（字节/秒）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="675"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="681"/>
        <source>host RAM in bytes</source>
        <translation>主机内存（字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="726"/>
        <source>NVMe bandwidth in bytes/s</source>
        <translation>NVMe 带宽（字节/秒）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="684"/>
        <source>NVMe capacity in bytes</source>
        <translation>NVMe 容量（字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="687"/>
        <source>the CUDA context in bytes</source>
        <translation>CUDA 上下文（字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="690"/>
        <source>NCCL buffers in bytes</source>
        <translation>NCCL 缓冲区（字节）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="693"/>
        <source>the fragmentation reserve</source>
        <translation>碎片预留比例</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="731"/>
        <source>the compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="734"/>
        <source>the low-precision efficiency</source>
        <translation>低精度效率</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="737"/>
        <source>the communication efficiency</source>
        <translation>通信效率</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="740"/>
        <source>the prefetch depth</source>
        <translation>预取深度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="743"/>
        <source>overlapped transfers</source>
        <translation>传输与计算重叠</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="746"/>
        <source>pinned host memory</source>
        <translation>锁页主机内存</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="752"/>
        <source>CPU-Adam parameters per second per thread</source>
        <translation>CPU-Adam 每线程每秒处理参数数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="749"/>
        <source>the CPU optimizer threads</source>
        <translation>CPU 优化器线程数</translation>
    </message>
    <message>
        <location filename="../../model/exports/field_coverage.cpp" line="244"/>
        <source>a distillation teacher</source>
        <translation>蒸馏教师</translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <location filename="../../widgets/session/form/field_help.cpp" line="20"/>
        <source>The model preset: its architecture fills the Architecture group. Pick Custom or edit the architecture to model your own. Typical: Llama 3.1 8B / 70B, Qwen2.5, Mistral 7B.</source>
        <translation>模型预设：其架构会填入“架构”分组。选“自定义”或修改架构即可建模自己的模型。常见：Llama 3.1 8B / 70B、Qwen2.5、Mistral 7B。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/field_help.cpp" line="22"/>
        <source>Other sizes of the same model family: slide to see how memory grows with the parameter count, everything else kept.</source>
        <translation>同一模型家族的其他规模：拖动即可看到显存如何随参数量增长，其余设置保持不变。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/field_help.cpp" line="24"/>
        <source>The GPU preset: its memory, bandwidths and peak FLOPS fill the Hardware group. Typical: A100 80 GB, H100 SXM 80 GB, RTX 4090 24 GB.</source>
        <translation>GPU 预设：其显存、带宽与峰值算力会填入“硬件”分组。常见：A100 80 GB、H100 SXM 80 GB、RTX 4090 24 GB。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/field_help.cpp" line="26"/>
        <source>A knowledge-distillation job&apos;s teacher, as torchtune&apos;s knowledge_distillation recipes run it: a frozen model of the student&apos;s tokenizer whose forward follows the student&apos;s on every micro-batch. It adds its weights (sharded like the student&apos;s under FSDP), its forward&apos;s working set and its logits, and the divergence&apos;s fp32 probabilities over the vocabulary, kept until backward. None: no teacher. Typical: a model two to eight times the student&apos;s size, of its family.</source>
        <translation>知识蒸馏任务的教师，按 torchtune 的 knowledge_distillation recipe 运行：与学生同一分词器的冻结模型，每个微批次在学生前向之后做一次前向。它增加自身权重（在 FSDP 下像学生一样分片）、前向工作集与 logits，以及散度在整个词表上的 fp32 概率，保留到反向。无：没有教师。常见：同一系列、为学生 2 到 8 倍大小的模型。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/field_help.cpp" line="28"/>
        <source>How many layers each pipeline stage holds, comma-separated (e.g. 21,20,20,19); empty splits evenly. Uneven splits balance the embedding and the loss on the first and last stage.</source>
        <translation>每个流水线阶段承载的层数，用逗号分隔（如 21,20,20,19）；留空则平均切分。不均匀切分可平衡首末阶段上的嵌入层与损失。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="294"/>
        <source>The training stack whose conventions apply (buffers, sharding names, defaults). Changing it resets the framework&apos;s defaults below. Typical: Megatron-LM for large pre-training, DeepSpeed or FSDP for fine-tuning.</source>
        <translation>采用哪个训练框架的惯例（缓冲区、切分方式、默认值）。更改后会重置下方的框架默认值。常见：大规模预训练用 Megatron-LM，微调用 DeepSpeed 或 FSDP。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="297"/>
        <source>How weights, gradients and optimizer states are stored. BF16 mixed keeps FP32 master weights: 16 bytes per parameter with Adam; pure BF16 saves the master copy at some accuracy risk. Typical: BF16 mixed.</source>
        <translation>权重、梯度与优化器状态的存储精度。BF16 混合精度保留 FP32 主权重：配合 Adam 每参数 16 字节；纯 BF16 省去主权重副本，但有精度风险。常见：BF16 混合精度。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="307"/>
        <source>The rows each attention and MLP matrix&apos;s gradient is projected to before Adam&apos;s moments are kept: an m × n matrix keeps 2·rank·max(m, n) moments and its projector. The Hugging Face Trainer passes 128 unless optim_args sets rank; APOLLO-Mini uses 1. Typical: 128 to 512.</source>
        <translation>每个注意力与 MLP 矩阵的梯度在保存 Adam 动量之前被投影到的行数：m × n 矩阵保存 2·rank·max(m, n) 个动量元素及其投影矩阵。Hugging Face Trainer 默认传 128，除非 optim_args 设置了 rank；APOLLO-Mini 用 1。常见：128 到 512。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="311"/>
        <source>How the optimizer step runs. foreach (PyTorch&apos;s default) allocates temporary copies of a whole group of tensors at the step, fused and per-tensor loops need almost none. Typical: foreach or fused.</source>
        <translation>优化器步的实现方式。foreach（PyTorch 默认）在更新时为整组张量分配临时副本，fused 与逐张量循环几乎不需要。常见：foreach 或 fused。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="314"/>
        <source>bitsandbytes&apos; paged optimizer: states live in unified memory and page out to the CPU under pressure, trading step time for fewer OOMs. Typical with QLoRA.</source>
        <translation>bitsandbytes 的分页优化器：状态放在统一内存中，显存紧张时换出到 CPU，以步时换取更少的 OOM。QLoRA 中常用。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="317"/>
        <source>Steps each parameter as soon as its gradient is ready, so the full set of gradients is never held at once (torchtune optimizer_in_bwd). Saves about one gradient copy; no gradient accumulation.</source>
        <translation>每个参数的梯度一就绪立即更新，因此不会同时保留全部梯度（torchtune 的 optimizer_in_bwd）。约省一份梯度；不能做梯度累积。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="320"/>
        <source>zero_grad(set_to_none=True) frees the gradients between steps instead of zeroing them, so they do not occupy memory during the forward pass. PyTorch&apos;s default since 2.0.</source>
        <translation>zero_grad(set_to_none=True) 在两步之间释放梯度而不是清零，因此前向时梯度不占显存。PyTorch 2.0 起默认开启。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="323"/>
        <source>How the cross-entropy over the vocabulary is computed. Unfused keeps FP32 logits of batch × sequence × vocabulary, often gigabytes; fused and chunked losses keep a fraction. Typical: fused in Megatron, chunked in torchtune.</source>
        <translation>词表上的交叉熵如何计算。非融合实现保留 batch × 序列 × 词表的 FP32 logits，常达数 GB；融合与分块实现只保留其一小部分。常见：Megatron 用融合，torchtune 用分块。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="329"/>
        <source>The loss compiled with torch.compile (torchtune compile, torchtitan compile components &quot;loss&quot;): it keeps the 16-bit logits and a log-sum-exp per token instead of FP32 log-probabilities, about half the loss&apos;s memory, and recomputes the softmax in backward. The blocks&apos; own fusion is the kernels setting.</source>
        <translation>用 torch.compile 编译的损失（torchtune 的 compile，torchtitan compile 的 components 含 &quot;loss&quot;）：保留 16 位 logits 和每个 token 的 log-sum-exp，而不是 FP32 对数概率，约为损失内存的一半，并在反向中重算 softmax。各层自身的融合由“逐元素内核”设置决定。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="332"/>
        <source>torchao&apos;s float8 linears on the transformer blocks (torchtitan&apos;s float8 converter): matmuls run in FP8 for speed; the 16-bit tensors saved for backward stay, and the FP8 casts of the running matmul are added. Typical on H100 pre-training.</source>
        <translation>torchao 在 Transformer 块上使用 float8 线性层（torchtitan 的 float8 转换器）：矩阵乘以 FP8 运行以提速；为反向保存的 16 位张量不变，另加当前矩阵乘的 FP8 转换副本。常见于 H100 预训练。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="335"/>
        <source>With float8 linears, FSDP all-gathers their weights in FP8, one byte per parameter instead of two: halves the gathered unit and its traffic (enable_fsdp_float8_all_gather).</source>
        <translation>启用 float8 线性层时，FSDP 以 FP8 all-gather 其权重，每个参数 1 字节而非 2 字节：聚合单元及其通信量减半（enable_fsdp_float8_all_gather）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="326"/>
        <source>Chunks of the chunked loss (torchtune num_output_chunks): more chunks, smaller logits peak, slightly more kernel launches. Typical: 8.</source>
        <translation>分块损失的块数（torchtune 的 num_output_chunks）：块越多 logits 峰值越小，内核启动略多。常见：8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="300"/>
        <source>The optimizer and so the states it keeps per parameter: AdamW 8 bytes (two FP32 moments), 8-bit AdamW about 2 bytes, torchao&apos;s 4-bit AdamW about 1, SGD with momentum 4, Lion 4, Muon 4 on the hidden matrices (and AdamW on embeddings, head and norms), Megatron&apos;s SOAP 8 plus its Kronecker factors (24 or more for a square matrix), GaLore and APOLLO Adam&apos;s moments of a low-rank projection of the attention and MLP gradients, Adam-mini one moment plus one second moment per head or row, Adafactor far less. Typical: AdamW.</source>
        <translation>优化器，决定每个参数保存的状态：AdamW 8 字节（两个 FP32 动量），8 位 AdamW 约 2 字节，torchao 的 4 位 AdamW 约 1 字节，带动量的 SGD 4，Lion 4，Muon 在隐藏矩阵上 4（嵌入、输出头与归一化用 AdamW），Megatron 的 SOAP 8 再加其 Kronecker 因子（方阵共 24 以上），GaLore 与 APOLLO 只保存注意力与 MLP 梯度低秩投影上的 Adam 动量，Adam-mini 每个参数一个动量、每个头或每行一个二阶矩，Adafactor 少得多。常见：AdamW。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="303"/>
        <source>Low-bit AdamW: elements per quantisation block of its states; each block keeps one fp32 scale, 4 bytes per state. 0 is the optimizer&apos;s own default: 256 for 8-bit AdamW (bitsandbytes, torchao), 128 for torchao&apos;s AdamW4bit; the Hugging Face Trainer passes 256 to both unless optim_args says otherwise. Shampoo: max_preconditioner_dim, the largest side of a preconditioned block (0: its default 1024); larger blocks precondition more finely and cost quadratically more per block.</source>
        <translation>低比特 AdamW：其状态每个量化块的元素数；每块保存一个 fp32 缩放因子，每个状态 4 字节。0 表示优化器自己的默认值：8 位 AdamW（bitsandbytes、torchao）为 256，torchao 的 AdamW4bit 为 128；除非 optim_args 另有指定，Hugging Face Trainer 对两者都传 256。Shampoo：max_preconditioner_dim，预条件块的最大边长（0：其默认 1024）；块越大，预条件越精细，每块的开销按平方增长。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="338"/>
        <source>Transformer Engine&apos;s low-precision recipe for the blocks&apos; linears (Megatron-LM&apos;s --fp8-recipe, --fp4-format): each linear saves a quantized copy of its input for backward (1 byte per element in FP8, about 0.56 in NVFP4, instead of 2) and caches its weight quantized beside the 16-bit one (2 bytes per weight before Blackwell for per-tensor FP8, 1 on Blackwell; about 2.06 MXFP8, 1.13 NVFP4). MXFP8 and NVFP4 need a Blackwell GPU. Typical: tensorwise or blockwise on H100, MXFP8 on B200.</source>
        <translation>Transformer Engine 对各层线性层使用的低精度配方（Megatron-LM 的 --fp8-recipe、--fp4-format）：每个线性层为反向保存其输入的量化副本（FP8 每元素 1 字节，NVFP4 约 0.56，而非 2），并在 16 位权重旁缓存量化后的权重（按张量 FP8 在 Blackwell 之前每个权重 2 字节，Blackwell 上 1 字节；MXFP8 约 2.06，NVFP4 约 1.13）。MXFP8 与 NVFP4 需要 Blackwell GPU。常见：H100 上用 tensorwise 或 blockwise，B200 上用 MXFP8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="341"/>
        <source>Stores the blocks&apos; linear weights quantized, with no 16-bit copy and no cache beside them (Megatron-LM&apos;s --fp8-param-gather or --fp4-param-gather, Transformer Engine&apos;s quantized_model_init): the data-parallel all-gather sends them quantized too. The fp32 master weights stay in the optimizer.</source>
        <translation>以量化形式存储各层线性层的权重，不再保留 16 位副本，也不另设缓存（Megatron-LM 的 --fp8-param-gather 或 --fp4-param-gather，Transformer Engine 的 quantized_model_init）：数据并行的 all-gather 也以量化形式发送。fp32 主权重仍保存在优化器中。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="344"/>
        <source>Megatron-LM&apos;s --use-precision-aware-optimizer: Transformer Engine&apos;s FusedAdam keeps the master weights and Adam&apos;s moments in the dtypes set below, and of an fp32 master weight it stores only the 16 bits its bf16 parameter lacks (6 + 10/d bytes per parameter instead of 6 + 12/d with the distributed optimizer over d ranks). Needs AdamW and the distributed optimizer.</source>
        <translation>Megatron-LM 的 --use-precision-aware-optimizer：Transformer Engine 的 FusedAdam 以下方设定的数据类型保存主权重和 Adam 的矩；对 fp32 主权重，只保存其 bf16 参数所缺的 16 位（分布式优化器在 d 个 rank 上切分时，每参数 6 + 10/d 字节，而非 6 + 12/d）。需要 AdamW 和分布式优化器。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="347"/>
        <source>The dtype of the optimizer&apos;s master weights under the precision-aware optimizer (--main-params-dtype): fp32 (stored as 16-bit remainders beside bf16 parameters) or fp16 (2 bytes and an fp32 scale per tensor).</source>
        <translation>精度感知优化器下主权重的数据类型（--main-params-dtype）：fp32（在 bf16 参数旁以 16 位余数保存）或 fp16（2 字节，每个张量一个 fp32 缩放因子）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="350"/>
        <source>The dtype of Megatron&apos;s main-gradient buffer (--main-grads-dtype under the precision-aware optimizer; --grad-reduce-in-bf16 in a bf16 job): fp32, or bf16, which halves the buffer and accumulates the micro-batches&apos; gradients in bf16.</source>
        <translation>Megatron 主梯度缓冲区的类型（精度感知优化器下为 --main-grads-dtype；bf16 作业中为 --grad-reduce-in-bf16）：fp32，或 bf16——缓冲区减半，各 micro-batch 的梯度以 bf16 累加。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="353"/>
        <source>The dtype Adam&apos;s first moment is stored in under the precision-aware optimizer (--exp-avg-dtype): fp32, bf16, fp16 or fp8; the update itself is computed in fp32.</source>
        <translation>精度感知优化器下 Adam 一阶矩的存储数据类型（--exp-avg-dtype）：fp32、bf16、fp16 或 fp8；更新本身以 fp32 计算。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="356"/>
        <source>The dtype Adam&apos;s second moment is stored in under the precision-aware optimizer (--exp-avg-sq-dtype): fp32, bf16, fp16 or fp8.</source>
        <translation>精度感知优化器下 Adam 二阶矩的存储数据类型（--exp-avg-sq-dtype）：fp32、bf16、fp16 或 fp8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="361"/>
        <source>The model&apos;s name as shown in the headline and saved in the file. Only a label.</source>
        <translation>模型名称，显示在标题栏并保存到文件中。仅是标签。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="364"/>
        <source>The transformer block style; choosing it sets the conventions of the fields below (MLP, norm, positions, biases). GPT/Megatron or Llama.</source>
        <translation>Transformer 块的风格；选择后会设置下方字段的惯例（MLP、归一化、位置编码、偏置）。GPT/Megatron 或 Llama。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="367"/>
        <source>Transformer layers. Weights and activations grow linearly with it. Typical: 32 (7–8B), 80 (70B), 126 (405B).</source>
        <translation>Transformer 层数。权重与激活随之线性增长。常见：32（7–8B）、80（70B）、126（405B）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="370"/>
        <source>The model width h. Weights grow with h², activations with h. Typical: 4096 (7–8B), 8192 (70B).</source>
        <translation>模型宽度 h。权重随 h² 增长，激活随 h 增长。常见：4096（7–8B）、8192（70B）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="373"/>
        <source>Query attention heads a. Eager attention stores a × s² scores per layer and sequence. Typical: 32 (7–8B), 64 (70B).</source>
        <translation>查询注意力头数 a。非融合注意力每层每条序列存储 a × s² 个分数。常见：32（7–8B）、64（70B）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="376"/>
        <source>Key/value heads: fewer than the query heads is grouped-query attention, which shrinks the K/V weights and activations. Typical: 8.</source>
        <translation>键/值头数：少于查询头即为分组查询注意力（GQA），可缩小 K/V 的权重与激活。常见：8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="379"/>
        <source>Width of one attention head; 0 takes hidden / heads. Set it only for models that decouple them (Gemma).</source>
        <translation>单个注意力头的宽度；0 表示取 hidden / heads。仅当模型将二者解耦时设置（如 Gemma）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="382"/>
        <source>The MLP&apos;s inner width. With SwiGLU there are three matrices of h × ffn per layer. Typical: 14336 (Llama 3 8B), 28672 (70B).</source>
        <translation>MLP 的中间宽度。使用 SwiGLU 时每层有三个 h × ffn 矩阵。常见：14336（Llama 3 8B）、28672（70B）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="385"/>
        <source>Vocabulary size: the embedding and output weights (h × vocab each) and the logits of the loss grow with it. Typical: 32000 to 152064.</source>
        <translation>词表大小：嵌入与输出权重（各 h × vocab）以及损失的 logits 随之增长。常见：32000 到 152064。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="388"/>
        <source>The longest sequence the model was built for; learned position embeddings hold this many rows.</source>
        <translation>模型设计支持的最长序列；可学习位置嵌入有这么多行。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="391"/>
        <source>The MLP kind: GELU (two matrices), SwiGLU (three, gated) or gpt-oss&apos;s quick GeGLU (SwiGLU&apos;s three matrices; its clamped gate keeps more intermediates under eager PyTorch). Changes weights and the MLP&apos;s activations.</source>
        <translation>MLP 类型：GELU（两个矩阵）、SwiGLU（三个，门控）或 gpt-oss 的 quick GeGLU（与 SwiGLU 相同的三个矩阵；其截断的门控在 eager PyTorch 下保留更多中间张量）。影响权重和 MLP 的激活。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="394"/>
        <source>LayerNorm (weight and bias) or RMSNorm (weight only). A small share of the weights, but its inputs are saved activations.</source>
        <translation>LayerNorm（权重和偏置）或 RMSNorm（只有权重）。占权重很少，但其输入会作为激活保存。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="397"/>
        <source>Norms per layer: 2 in most models, 4 in Gemma 2 (before and after each sublayer). Each saves its input for the backward pass.</source>
        <translation>每层的归一化个数：多数模型为 2，Gemma 2 为 4（每个子层前后各一）。每个都要为反向保存输入。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="400"/>
        <source>Normalises queries and keys before attention (Qwen3, Gemma 3): a little more weights and saved activations.</source>
        <translation>在注意力前对 Q 和 K 做归一化（Qwen3、Gemma 3）：权重与保存的激活略增。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="403"/>
        <source>A learnable logit per head that joins every softmax (gpt-oss; Megatron&apos;s --softmax-type learnable): one weight per head and layer.</source>
        <translation>每个头一个可学习的 logit，参与每次 softmax（gpt-oss；Megatron 的 --softmax-type learnable）：每头每层一个权重。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="406"/>
        <source>Tokens a sliding-window layer attends to (gpt-oss 128, Gemma 3 1024, Mistral 4096). Flash kernels save what full attention saves; the window shortens those layers&apos; attention products in the step time. 0: every layer attends to the whole sequence.</source>
        <translation>滑动窗口层关注的 token 数（gpt-oss 128，Gemma 3 1024，Mistral 4096）。Flash 内核保存的张量与全注意力相同；窗口缩短这些层在步时间中的注意力乘积。0：每层都关注整个序列。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="409"/>
        <source>How many of the layers use the sliding window; the rest attend to the whole sequence. gpt-oss alternates them: half of its layers.</source>
        <translation>使用滑动窗口的层数；其余层关注整个序列。gpt-oss 交替使用：一半的层。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="412"/>
        <source>Rotary position embeddings (no weights) or learned absolute ones (max positions × h weights).</source>
        <translation>旋转位置编码（无权重）或可学习的绝对位置编码（max positions × h 个权重）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="415"/>
        <source>The output layer reuses the input embedding: saves h × vocab weights, with their gradients and optimizer states.</source>
        <translation>输出层复用输入嵌入：省去 h × vocab 个权重及其梯度和优化器状态。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="418"/>
        <source>Biases on the linear layers (GPT-2 style). A tiny share of the weights.</source>
        <translation>线性层带偏置（GPT-2 风格）。占权重极少。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="421"/>
        <source>Biases on the Q/K/V projections only (Qwen2). A tiny share of the weights.</source>
        <translation>仅在 Q/K/V 投影上带偏置（Qwen2）。占权重极少。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="424"/>
        <source>Dropout probability. Above 0 each dropout saves a one-byte mask per element for the backward pass. Typical for pre-training LLMs: 0.</source>
        <translation>Dropout 概率。大于 0 时每个 dropout 为反向每元素保存 1 字节掩码。大模型预训练常用：0。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="427"/>
        <source>Routed experts of a mixture-of-experts layer (0: dense). Weights grow with the experts; each token uses only top-k of them. Typical: 8 (Mixtral), 256 (DeepSeek-V3).</source>
        <translation>混合专家层的路由专家数（0 表示稠密模型）。权重随专家数增长；每个 token 只用其中 top-k 个。常见：8（Mixtral）、256（DeepSeek-V3）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="430"/>
        <source>Experts each token is routed to: the expert activations grow with it. Typical: 2 (Mixtral), 8 (DeepSeek-V3).</source>
        <translation>每个 token 路由到的专家数：专家激活随之增长。常见：2（Mixtral）、8（DeepSeek-V3）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="433"/>
        <source>Experts every token goes through in addition to the routed ones (DeepSeek). Typical: 0 or 1.</source>
        <translation>除路由专家外每个 token 都会经过的共享专家（DeepSeek）。常见：0 或 1。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="436"/>
        <source>The inner width of one expert&apos;s MLP. Typical: 14336 (Mixtral), 2048 (DeepSeek-V3).</source>
        <translation>单个专家 MLP 的中间宽度。常见：14336（Mixtral）、2048（DeepSeek-V3）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="439"/>
        <source>Leading layers that keep a dense MLP before the expert layers start (DeepSeek-V3: 3).</source>
        <translation>在专家层开始之前仍使用稠密 MLP 的前几层（DeepSeek-V3 为 3）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="442"/>
        <source>After the leading dense layers, the last layer of every N has experts and the others a dense MLP of the model&apos;s FFN width: transformers&apos; decoder_sparse_step and interleave_moe_layer_step, torchtitan&apos;s interleave_moe_layer_step (layer i when (i + 1) is a multiple of N). Llama 4 Maverick: 2; most MoE models: 1. Pipeline stages hold the MoE layers where they fall.</source>
        <translation>在开头的稠密层之后，每 N 层中的最后一层带专家，其余层为模型 FFN 宽度的稠密 MLP：即 transformers 的 decoder_sparse_step 和 interleave_moe_layer_step、torchtitan 的 interleave_moe_layer_step（当 (i + 1) 是 N 的倍数时第 i 层带专家）。Llama 4 Maverick：2；多数 MoE 模型：1。各流水线阶段按 MoE 层实际所在位置持有它们。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="445"/>
        <source>Which layer of every MoE layer step has experts: off, the last (transformers, torchtitan: layer i when (i + 1) is a multiple of N); on, the first (Megatron-LM&apos;s integer --moe-layer-freq N: layer i when i is a multiple of N). Matters only with a step above 1.</source>
        <translation>每个 MoE 层步长中哪一层有专家：关闭时为最后一层（transformers、torchtitan：(i + 1) 是 N 的倍数的第 i 层）；开启时为第一层（Megatron-LM 的整数 --moe-layer-freq N：i 是 N 的倍数的第 i 层）。仅当步长大于 1 时有意义。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="448"/>
        <source>Multi-token prediction (DeepSeek-V3, Megatron&apos;s --mtp-num-layers): each MTP layer is one more transformer layer with its own projection and norms on the last pipeline stage, and adds a second vocabulary-wide loss there. Typical: 0; DeepSeek-V3 trains with 1.</source>
        <translation>多 token 预测（DeepSeek-V3，Megatron 的 --mtp-num-layers）：每个 MTP 层是最后一个流水线阶段上多出的一个 Transformer 层，带自己的投影和归一化，并在那里再加一份覆盖整个词表的损失。常见值：0；DeepSeek-V3 训练时为 1。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="451"/>
        <source>Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values are projected down to a latent of this width and back up per head (kv_lora_rank). 0: ordinary attention. Typical: 512.</source>
        <translation>多头潜在注意力（DeepSeek-V2/V3、Kimi K2）：键和值先降维投影到此宽度的潜变量，再按头升维投影回来（kv_lora_rank）。0：普通注意力。典型值：512。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="454"/>
        <source>With latent attention, the width queries are projected down to before their per-head projection (q_lora_rank); 0 projects them from the hidden state directly (DeepSeek-V2-Lite). Typical: 1536.</source>
        <translation>使用潜在注意力时，查询在按头投影之前先降维到的宽度（q_lora_rank）；0 表示直接从隐藏状态投影（DeepSeek-V2-Lite）。典型值：1536。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="457"/>
        <source>With latent attention, the part of each head&apos;s query and key that carries no rotary position (qk_nope_head_dim). Typical: 128.</source>
        <translation>使用潜在注意力时，每个头的查询和键中不带旋转位置编码的部分（qk_nope_head_dim）。典型值：128。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="460"/>
        <source>With latent attention, the rotary part of each head&apos;s query and of the key all heads share (qk_rope_head_dim). Typical: 64.</source>
        <translation>使用潜在注意力时，每个头查询中的旋转位置部分，以及所有头共享的键的旋转部分（qk_rope_head_dim）。典型值：64。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="463"/>
        <source>With latent attention, the width of each head&apos;s value and of its share of the attention output (v_head_dim). Typical: 128.</source>
        <translation>使用潜在注意力时，每个头的值及其在注意力输出中所占部分的宽度（v_head_dim）。典型值：128。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="468"/>
        <source>Tokens per sequence s. Activations grow with s (and with s² for eager attention scores). Typical: 2048–8192; 32K and more with context parallelism.</source>
        <translation>每条序列的 token 数 s。激活随 s 增长（非融合注意力分数随 s² 增长）。常见：2048–8192；配合上下文并行可达 32K 以上。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="471"/>
        <source>Sequences per forward/backward pass on one GPU b. Activations grow linearly with it; the model states do not. Lower it first when activations overflow. Typical: 1–8.</source>
        <translation>单卡每次前向/反向处理的序列数 b。激活随之线性增长，模型状态不变。激活溢出时先减小它。常见：1–8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="474"/>
        <source>Micro-batches accumulated before each optimizer step: raises the global batch without more activation memory, and with pipelines shrinks the bubble. Typical: 1–64.</source>
        <translation>每次优化器更新前累积的微批数：增大全局批次而不增加激活显存，配合流水线还能缩小气泡。常见：1–64。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="478"/>
        <source>Sequences per optimizer step over all data-parallel GPUs (Megatron --global-batch-size, DeepSpeed train_batch_size). When set it is what stays: the gradient accumulation follows as global ÷ (micro-batch × DP), as the frameworks derive it, so changing the GPUs keeps the step the same. 0 takes the accumulation as given.</source>
        <translation>每个优化器步在所有数据并行 GPU 上处理的序列数（Megatron --global-batch-size、DeepSpeed train_batch_size）。设置后它保持不变：梯度累积按 全局 ÷（微批 × DP）推出，与各框架的推导一致，因此改变 GPU 数时每步的工作量不变。0 表示按给定的梯度累积。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="481"/>
        <source>Batches padded to their longest sample: the mean padded length sets the step time, while the peak still takes the longest batch (the sequence length). 0: every batch full, as when packed.</source>
        <translation>批次按其中最长样本填充：平均填充长度决定步时，而峰值仍取最长批次（序列长度）。0：每个批次都是满的，如打包（packed）时。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="486"/>
        <source>Data-parallel replicas: each holds a full copy unless ZeRO or FSDP shards it, and sharding divides the states by DP. Adds gradient all-reduce traffic. Typical: 8 to thousands.</source>
        <translation>数据并行副本数：除非用 ZeRO 或 FSDP 切分，每个副本都持有完整副本；切分后状态按 DP 均分。会增加梯度 all-reduce 通信。常见：8 到数千。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="489"/>
        <source>Tensor parallelism splits each layer&apos;s matrices over t GPUs: weights, gradients, states and most activations divide by t, at the cost of two all-reduces per layer on NVLink. Keep it within a node. Typical: 1, 2, 4, 8.</source>
        <translation>张量并行把每层矩阵切到 t 张卡上：权重、梯度、状态与大部分激活除以 t，代价是每层两次 all-reduce，需走 NVLink。应限制在单节点内。常见：1、2、4、8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="492"/>
        <source>Pipeline parallelism splits the layers into p stages: the states divide by p, but the first stage holds activations of up to p micro-batches in flight, and the bubble costs time. Typical: 1–16.</source>
        <translation>流水线并行把层切成 p 个阶段：状态除以 p，但首阶段要保留多达 p 个在途微批的激活，气泡也会耗时。常见：1–16。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="495"/>
        <source>Virtual stages per GPU (interleaved schedule): shrinks the bubble by v, but a stage keeps a little more activation memory and communicates more. Typical: 1–4.</source>
        <translation>每张卡的虚拟阶段数（交错调度）：气泡缩小为 1/v，但每阶段激活略多、通信更多。常见：1–4。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="498"/>
        <source>The order the pipeline runs its micro-batches in, which sets how many a rank holds activations of. 1F1B holds up to p on the first rank (interleaved with VPP &gt; 1); GPipe holds every micro-batch; ZB-H1 as 1F1B, with a smaller bubble; ZBV and DualPipeV place two stages a rank in a V (VPP 2), so the first rank also holds the output layer and the loss; DualPipe runs two pipelines in opposite directions: each rank holds two stages, so twice the parameters, and p + 1 micro-batches of one stage.</source>
        <translation>流水线执行各微批次的顺序，它决定一个 rank 同时保存多少个微批次的激活。1F1B 在第一个 rank 上最多保存 p 个（VPP &gt; 1 时为交错式）；GPipe 保存全部微批次；ZB-H1 与 1F1B 相同，但气泡更小；ZBV 与 DualPipeV 以 V 形在每个 rank 上放两个阶段（VPP 2），因此第一个 rank 还要放输出层和损失；DualPipe 让两条流水线反向运行：每个 rank 放两个阶段，参数翻倍，并保存一个阶段的 p + 1 个微批次。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="501"/>
        <source>Context parallelism splits each sequence over c GPUs: activations divide by c, for ring attention traffic. For long sequences (32K and more). Typical: 1, 2, 4, 8.</source>
        <translation>上下文并行把每条序列切到 c 张卡上：激活除以 c，代价是环形注意力通信。适合长序列（32K 以上）。常见：1、2、4、8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="504"/>
        <source>Expert parallelism spreads a MoE layer&apos;s experts over e GPUs: the expert weights divide by e, for all-to-all token traffic. Typical: 8–64 for large MoE models.</source>
        <translation>专家并行把 MoE 层的专家分布到 e 张卡上：专家权重除以 e，代价是 all-to-all 的 token 通信。大型 MoE 常用 8–64。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="507"/>
        <source>Tensor parallelism inside each expert (Megatron&apos;s --expert-tensor-parallel-size): an expert&apos;s weights divide by e·t_e, and its gradients and optimizer states shard over the experts&apos; own data parallelism, DP·CP·TP / (EP·ETP). 0 follows TP, Megatron&apos;s default. Typical: 1 for fine-grained experts.</source>
        <translation>每个专家内部的张量并行（Megatron 的 --expert-tensor-parallel-size）：专家权重除以 e·t_e，其梯度和优化器状态在专家自己的数据并行 DP·CP·TP / (EP·ETP) 上切分。0 表示与 TP 相同，即 Megatron 的默认值。常见值：细粒度专家取 1。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="510"/>
        <source>How routed tokens reach their experts (Megatron&apos;s --moe-token-dispatcher-type). All-to-all sends each rank only its experts&apos; tokens; all-gather (Megatron&apos;s default) gathers every token of the EP·ETP group into a kept buffer; DeepEP (flex) allocates its own fixed communication buffers once.</source>
        <translation>路由后的 token 如何到达其专家（Megatron 的 --moe-token-dispatcher-type）。All-to-all 只把各 rank 的专家所需的 token 发给它；all-gather（Megatron 默认）把 EP·ETP 组的全部 token 收集到一个常驻缓冲区；DeepEP（flex）一次性分配自己的固定通信缓冲区。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="513"/>
        <source>Megatron&apos;s --moe-expert-capacity-factor: each expert takes at most cf × its balanced share of a rank&apos;s tokens and drops the rest, which bounds the busiest rank&apos;s routed tokens by cf. 0 routes every token (dropless). Typical: 0; 1.0–1.25 with token dropping.</source>
        <translation>Megatron 的 --moe-expert-capacity-factor：每个专家最多接收某 rank token 均衡份额的 cf 倍，其余丢弃，因此最忙 rank 的路由 token 不超过 cf 倍。0 表示路由全部 token（不丢弃）。典型值：0；丢弃 token 时为 1.0–1.25。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="516"/>
        <source>Megatron&apos;s --moe-pad-expert-input-to-capacity: every expert gets exactly its capacity of rows, padded where routing sent fewer, so every rank holds cf × the balanced routed tokens whatever the routing. Needs a capacity factor.</source>
        <translation>Megatron 的 --moe-pad-expert-input-to-capacity：每个专家恰好得到其容量的行数，路由不足处补齐，因此无论路由如何，每个 rank 都持有均衡路由 token 的 cf 倍。需要设置容量因子。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="519"/>
        <source>Dropless routing sends a rank however many tokens pick its experts. The ledger is the busiest expert-parallel rank&apos;s, which receives this multiple of the balanced share of routed tokens; no rank can receive more than EP·min(k, E/EP)/k. 1.10 is the headroom Megatron-LM sizes its routed-expert buffers with by default; 1.00 is Megatron&apos;s forced balancing, a benchmark setting. Profile your run (--moe-per-layer-logging) and set what it shows.</source>
        <translation>不丢弃的路由会把选择某 rank 专家的 token 全部发给它。账本为最忙专家并行 rank 的账本，它收到均衡路由 token 份额的这一倍数；任何 rank 最多收到 EP·min(k, E/EP)/k 倍。1.10 是 Megatron-LM 默认为路由专家缓冲区预留的余量；1.00 是 Megatron 的强制均衡（基准测试设置）。请对你的训练做剖析（--moe-per-layer-logging），按结果设置。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="522"/>
        <source>Megatron-LM&apos;s load-balancing loss (--moe-router-load-balancing-type aux_loss, seq_aux_loss or global_aux_loss with --moe-aux-loss-coeff above 0): the router computes a second softmax of its logits for it and keeps those fp32 scores of every token and expert until backward, in every MoE layer. Off: Megatron&apos;s default coefficient 0, or aux-loss-free balancing by expert bias (DeepSeek-V3). Under the other frameworks, transformers&apos; models with output_router_logits: every MoE layer returns its logits and the loss, after the cross-entropy, builds an int64 one-hot mask of each token&apos;s k experts over all layers (12·k·E bytes a token and layer with its fp32 copy).</source>
        <translation>Megatron-LM 的负载均衡损失（--moe-router-load-balancing-type aux_loss、seq_aux_loss 或 global_aux_loss，且 --moe-aux-loss-coeff 大于 0）：路由器为此再对其 logits 做一次 softmax，并把每个 token、每个专家的 fp32 分数保留到反向，每个 MoE 层都如此。关闭：Megatron 的默认系数 0，或用专家偏置做无辅助损失的均衡（DeepSeek-V3）。在其他框架下，即带 output_router_logits 的 transformers 模型：每个 MoE 层返回其 logits，损失在交叉熵之后对所有层构建每个 token 的 k 个专家的 int64 one-hot 掩码（连同其 fp32 副本，每个 token 每层 12·k·E 字节）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="525"/>
        <source>Megatron-LM&apos;s router z-loss (--moe-z-loss-coeff): the log-sum-exp of each token&apos;s router logits keeps those logits until backward, in every MoE layer. Typical coefficient 1e-3; off by default.</source>
        <translation>Megatron-LM 的路由 z-loss（--moe-z-loss-coeff）：对每个 token 路由 logits 的 log-sum-exp 会在每个 MoE 层保留这些 logits 直到反向。常见系数 1e-3；默认关闭。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="528"/>
        <source>Megatron-LM&apos;s --moe-grouped-gemm: a rank&apos;s experts run as one Transformer Engine grouped linear, whose GEMMs spread over four cuBLAS streams, each with its own workspace (4 × 32 MiB from Hopper on) kept from the first step.</source>
        <translation>Megatron-LM 的 --moe-grouped-gemm：一个 rank 上的专家作为一个 Transformer Engine 分组线性层运行，其 GEMM 分布在四条 cuBLAS 流上，每条流各有一个工作区（Hopper 起为 4 × 32 MiB），从第一步起一直保留。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="531"/>
        <source>Megatron-LM&apos;s --moe-router-dtype fp32: the router&apos;s gating GEMM writes fp32 logits (it still saves its 16-bit input), so what the z-loss keeps of them is 4 bytes an element instead of 2. Recommended with many experts.</source>
        <translation>Megatron-LM 的 --moe-router-dtype fp32：路由门控 GEMM 输出 fp32 logits（仍只保存 16 位输入），因此 z-loss 保留的 logits 每个元素 4 字节而不是 2 字节。专家很多时推荐。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="534"/>
        <source>Sequence parallelism (with TP) also splits the norms&apos; and dropouts&apos; activations by t, which TP alone replicates. Nearly free; on whenever TP &gt; 1 in Megatron.</source>
        <translation>序列并行（配合 TP）把归一化与 dropout 的激活也除以 t，而单用 TP 时它们是复制的。几乎无代价；Megatron 中 TP &gt; 1 时都应开启。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="537"/>
        <source>Megatron-LM&apos;s --tp-comm-overlap: Transformer Engine&apos;s Userbuffers overlap the sequence-parallel all-gathers and reduce-scatters with the GEMMs, which hides them from the step time. Twelve buffers of sequence × micro-batch × hidden, one per GEMM kind, registered outside PyTorch&apos;s allocator: 24 bytes per token and hidden unit in bf16, 16 with an FP8 recipe (its all-gathers in one byte).</source>
        <translation>Megatron-LM 的 --tp-comm-overlap：Transformer Engine 的 Userbuffers 让序列并行的 all-gather 与 reduce-scatter 与 GEMM 重叠，从而不计入步耗时。共十二个缓冲区，形状为 序列 × micro-batch × hidden，每种 GEMM 一个，注册在 PyTorch 分配器之外：bf16 下每个 token 每个隐藏单元 24 字节，使用 FP8 配方时为 16（其 all-gather 缓冲区为单字节）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="540"/>
        <source>ZeRO stage: 1 shards the optimizer states over DP, 2 also the gradients, 3 also the weights (gathered layer by layer, more traffic). 0 is plain data parallelism. Typical: 1 or 2; 3 when the weights do not fit.</source>
        <translation>ZeRO 阶段：1 在 DP 间切分优化器状态，2 再切分梯度，3 连权重也切分（逐层收集，通信更多）。0 即普通数据并行。常见：1 或 2；权重放不下时用 3。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="543"/>
        <source>PyTorch FSDP&apos;s sharding: full shard is like ZeRO-3, shard gradients and optimizer like ZeRO-2, hybrid shard shards within a group and replicates across groups.</source>
        <translation>PyTorch FSDP 的切分策略：完全切分相当于 ZeRO-3，切分梯度与优化器相当于 ZeRO-2，混合切分在组内切分、组间复制。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="546"/>
        <source>GPUs a hybrid shard spreads the states over (0: one node). Larger groups save more memory but gather over slower links.</source>
        <translation>混合切分在多少张卡上切分状态（0 表示一个节点）。组越大越省显存，但要跨更慢的链路收集。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="549"/>
        <source>The ranks the states are sharded over: the data-parallel ranks, or those times the context-parallel ranks, as torchtitan&apos;s and torchtune&apos;s dp_shard × cp mesh does. With CP 8, dp-cp divides the states by 8 more.</source>
        <translation>状态在哪些 rank 上分片：数据并行 rank，或再乘以上下文并行 rank，如 torchtitan 和 torchtune 的 dp_shard × cp 网格。CP 为 8 时，dp-cp 会把状态再除以 8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="552"/>
        <source>FSDP2 frees each unit&apos;s gathered parameters after its forward and gathers them again for backward. Off keeps them, in 16 bits, from forward to backward: less traffic, but the whole stage&apos;s 16-bit weights stay in memory. torchtitan turns it off under pipeline parallelism.</source>
        <translation>FSDP2 在每个单元前向后释放聚合的参数，反向时再次聚合。关闭则以 16 位从前向保留到反向：通信更少，但整个阶段的 16 位权重常驻显存。torchtitan 在流水线并行下关闭它。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="555"/>
        <source>Megatron&apos;s distributed optimizer shards the FP32 master weights and optimizer states over DP, like ZeRO-1. Saves about 12 bytes per parameter × (1 − 1/DP).</source>
        <translation>Megatron 的分布式优化器在 DP 间切分 FP32 主权重与优化器状态，相当于 ZeRO-1。每参数约省 12 字节 ×（1 − 1/DP）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="558"/>
        <source>Megatron&apos;s --num-distributed-optimizer-instances: the distributed optimizer runs as this many instances, each sharding the master weights and optimizer states over DP·CP / instances ranks, so each rank holds instances times more of them; the instances then all-reduce their gradients. The step time counts the gradient reduction as one group. Typical: 1.</source>
        <translation>Megatron 的 --num-distributed-optimizer-instances：分布式优化器以这么多个实例运行，每个实例把主权重和优化器状态切分到 DP·CP / 实例数 个 rank 上，因此每个 rank 持有的份额是原来的实例数倍；各实例之后对梯度做 all-reduce。步时把梯度归约按一个组计算。常用值：1。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="563"/>
        <source>Activation recomputation: selective drops the attention core (the s² part) for a few percent more compute; full keeps only each layer&apos;s input and recomputes the layer in the backward pass, one extra forward (about +33 % compute). Typical: selective, full when activations still overflow.</source>
        <translation>激活重计算：选择性只丢弃注意力核心（s² 项），多花几个百分点算力；全量只保留每层输入并在反向时重算整层，多一次前向（约 +33% 计算）。常见：选择性，激活仍溢出时用全量。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="566"/>
        <source>Layers per group (uniform) or per stage (block) that are recomputed; the rest keep their activations. A dial between no and full recomputation.</source>
        <translation>均匀模式下每组、块模式下每阶段重算的层数；其余层保留激活。介于不重算与全量重算之间的调节钮。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="569"/>
        <source>With selective recomputation, the parts of each layer dropped in forward and recomputed in backward, as Megatron&apos;s --recompute-modules names them: core_attn (the default), mla_up_proj, layernorm, mlp, moe, moe_act, shared_experts; separated by spaces. DeepSeek-V3 recipes use mla_up_proj mlp moe_act layernorm.</source>
        <translation>选择性重计算时，每层在前向中丢弃、在反向中重算的部分，沿用 Megatron 的 --recompute-modules 名称：core_attn（默认）、mla_up_proj、layernorm、mlp、moe、moe_act、shared_experts，以空格分隔。DeepSeek-V3 的配方用 mla_up_proj mlp moe_act layernorm。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="572"/>
        <source>FlashAttention never stores the a × s² attention scores; eager attention does, which dominates activations at long sequences. Typical: FlashAttention.</source>
        <translation>FlashAttention 从不存储 a × s² 的注意力分数；非融合注意力会存，长序列下它主导激活。常见：FlashAttention。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="575"/>
        <source>Fused kernels (norms, activation functions) keep fewer intermediate tensors for the backward pass than eager PyTorch ops.</source>
        <translation>融合内核（归一化、激活函数）为反向保存的中间张量少于 PyTorch 的非融合算子。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="578"/>
        <source>LoRA adapter rank r (0: full fine-tuning). Only the adapters train, so gradients and optimizer states shrink to a few percent. Typical: 8–64.</source>
        <translation>LoRA 适配器的秩 r（0 表示全参微调）。只训练适配器，梯度与优化器状态缩小到百分之几。常见：8–64。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="581"/>
        <source>QLoRA stores the frozen base weights in 4-bit NF4: about 0.5 bytes per parameter instead of 2, for some dequantisation time.</source>
        <translation>QLoRA 以 4 位 NF4 存储冻结的基座权重：每参数约 0.5 字节而非 2 字节，代价是一些反量化时间。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="584"/>
        <source>Also quantises QLoRA&apos;s per-block scales: saves about 0.37 bits per parameter.</source>
        <translation>把 QLoRA 的分块缩放因子也量化：每参数约省 0.37 位。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="587"/>
        <source>Adapters on the attention projections only, not the MLP: fewer trainable parameters and adapter activations.</source>
        <translation>只在注意力投影上加适配器，不加在 MLP 上：可训练参数与适配器激活更少。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="590"/>
        <source>Megatron-LM&apos;s --transformer-impl: Transformer Engine&apos;s layers (the default, needed by the FP8 and FP4 recipes and the TP communication overlap), or Megatron Core&apos;s own (local), whose linears are PyTorch&apos;s GEMMs and whose attention is unfused. Transformer Engine keeps its own cuBLAS workspace.</source>
        <translation>Megatron-LM 的 --transformer-impl：Transformer Engine 的层（默认；FP8/FP4 配方和 TP 通信重叠都需要它），或 Megatron Core 自带的层（local），其线性层走 PyTorch 的 GEMM，注意力不融合。Transformer Engine 另有自己的 cuBLAS 工作区。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="593"/>
        <source>The environment variable that sizes PyTorch&apos;s cuBLAS workspace, one per handle and stream that runs a GEMM: each :SIZE:COUNT adds SIZE KiB × COUNT, e.g. :4096:8 (32 MiB, what Megatron-LM&apos;s tests set) or :16:8 (128 KiB, for deterministic runs). Empty: PyTorch&apos;s default, 32 MiB from Hopper on, 8 MiB + 128 KiB before.</source>
        <translation>决定 PyTorch cuBLAS 工作区大小的环境变量；每个运行 GEMM 的句柄与流各有一个：每个 :SIZE:COUNT 增加 SIZE KiB × COUNT，例如 :4096:8（32 MiB，Megatron-LM 测试所设）或 :16:8（128 KiB，用于确定性运行）。留空：PyTorch 默认值，Hopper 起 32 MiB，之前为 8 MiB + 128 KiB。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="596"/>
        <source>PyTorch&apos;s PYTORCH_CUDA_ALLOC_CONF, e.g. expandable_segments:True, which the allocator simulation uses to estimate fragmentation. Empty: PyTorch&apos;s defaults.</source>
        <translation>PyTorch 的 PYTORCH_CUDA_ALLOC_CONF，例如 expandable_segments:True，分配器模拟据此估算碎片。留空则用 PyTorch 默认值。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="601"/>
        <source>Keeps the optimizer states (and the step) in CPU RAM or on NVMe (ZeRO-Offload): frees about 12 bytes per parameter on the GPU, for PCIe traffic and a CPU optimizer step every iteration.</source>
        <translation>把优化器状态（及更新计算）放到 CPU 内存或 NVMe（ZeRO-Offload）：每参数在 GPU 上约省 12 字节，代价是每步的 PCIe 传输与 CPU 上的优化器计算。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="604"/>
        <source>Moves the gradients to CPU RAM or NVMe as they are produced: frees their GPU memory, for PCIe traffic in the backward pass.</source>
        <translation>梯度一产生就移到 CPU 内存或 NVMe：释放其显存，代价是反向期间的 PCIe 传输。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="607"/>
        <source>Keeps the weights in CPU RAM or on NVMe and fetches them layer by layer (ZeRO-Infinity, needs ZeRO-3): the largest saving and the largest PCIe cost.</source>
        <translation>把权重放在 CPU 内存或 NVMe，逐层取回（ZeRO-Infinity，需 ZeRO-3）：省得最多，PCIe 代价也最大。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="610"/>
        <source>Moves the saved activations to CPU RAM during the forward pass and back for the backward pass: frees activation memory when PCIe can hide the copies.</source>
        <translation>前向时把保存的激活移到 CPU 内存，反向时再取回：当 PCIe 能掩盖拷贝时可释放激活显存。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="615"/>
        <source>An RL post-training job (GRPO, PPO) generates its rollouts with an inference engine on the same GPUs as the trainer (verl, TRL&apos;s colocate mode, OpenRLHF&apos;s colocate_all). The ledger then adds the engine&apos;s weights, KV cache and process, and a rollout instant where the engine is awake beside the trainer&apos;s resident states. vLLM&apos;s budget is gpu_memory_utilization of the device&apos;s total memory; SGLang&apos;s (mem_fraction_static, which verl sets from gpu_memory_utilization) is that fraction of the memory free when it starts, after the trainer&apos;s resident weights. None: a training job alone.</source>
        <translation>RL 后训练任务（GRPO、PPO）在与训练相同的 GPU 上用推理引擎生成 rollout（verl、TRL 的 colocate 模式、OpenRLHF 的 colocate_all）。账本随之加入引擎的权重、KV 缓存和进程，以及一个 rollout 时刻：引擎醒着，与训练端常驻的状态并存。vLLM 的预算是整卡显存的 gpu_memory_utilization；SGLang 的预算（mem_fraction_static，verl 取自 gpu_memory_utilization）是它启动时空闲显存（已扣除训练端常驻权重）的这一比例。无：仅训练任务。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="618"/>
        <source>vLLM&apos;s gpu_memory_utilization: the fraction of the GPU&apos;s whole memory the engine takes for its weights, profiled activations and KV cache, which it sizes to fill the rest. It is not a share of what the trainer leaves. vLLM&apos;s default 0.9; verl 0.5, TRL 0.3, OpenRLHF 0.95. For SGLang it is mem_fraction_static: the fraction of the memory free when the engine starts that its weights and KV cache take.</source>
        <translation>vLLM 的 gpu_memory_utilization：引擎为权重、剖析得到的激活和 KV 缓存占用的整卡显存比例，KV 缓存填满剩余部分。它不是训练端剩余显存的比例。vLLM 默认 0.9；verl 0.5，TRL 0.3，OpenRLHF 0.95。对 SGLang 而言它是 mem_fraction_static：引擎启动时空闲显存中由其权重和 KV 缓存占用的比例。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="627"/>
        <source>Tokens per KV-cache page. vLLM&apos;s default 16, SGLang&apos;s page_size 1; the cache holds whole pages only.</source>
        <translation>每个 KV 缓存页的 token 数。vLLM 默认 16，SGLang 的 page_size 为 1；缓存只容纳整页。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="636"/>
        <source>Sequences the engine generates at once. With the training sequence length it gives the KV cache the batch wants; when the cache holds fewer tokens, vLLM preempts and recomputes sequences (slower, not out of memory). 0: vLLM&apos;s default, 1024 on GPUs of 70 GiB or more other than the A100, else 256; verl sets 256. SGLang&apos;s max_running_requests, which also sizes its request table; 0: its default from the cache&apos;s size.</source>
        <translation>引擎同时生成的序列数。与训练序列长度一起给出这批序列所需的 KV 缓存；缓存不足时 vLLM 会抢占并重算序列（变慢，而不是显存不足）。0：vLLM 的默认值，70 GiB 及以上且非 A100 的 GPU 为 1024，否则为 256；verl 设为 256。对 SGLang 而言是 max_running_requests，它也决定请求表的大小；0：按缓存大小取其默认值。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="639"/>
        <source>Tokens in one engine step: the size of vLLM&apos;s profile run, whose activation peak it keeps out of the KV cache. 0: vLLM&apos;s default, 16384 on GPUs of 70 GiB or more other than the A100, else 8192; verl sets 8192, TRL 4096. SGLang&apos;s chunked_prefill_size, whose activations it keeps no reserve for; 0: its default for the GPU&apos;s memory (8192 from 60 GiB, 16384 from 160 GiB).</source>
        <translation>引擎一步处理的 token 数：vLLM 剖析运行的规模，其激活峰值不计入 KV 缓存。0：vLLM 的默认值，70 GiB 及以上且非 A100 的 GPU 为 16384，否则为 8192；verl 设为 8192，TRL 为 4096。对 SGLang 而言是 chunked_prefill_size，它不为这些激活预留空间；0：按 GPU 显存取其默认值（60 GiB 起为 8192，160 GiB 起为 16384）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="621"/>
        <source>The engine&apos;s own tensor parallelism: its weights and KV heads divide by it (latent attention&apos;s cache does not). verl&apos;s default 2, TRL&apos;s 1.</source>
        <translation>引擎自己的张量并行度：权重和 KV 头按它切分（潜在注意力的缓存不切分）。verl 默认 2，TRL 默认 1。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="624"/>
        <source>vLLM&apos;s --kv-cache-dtype: auto keeps the model&apos;s dtype; fp8 stores one byte per element and fits twice the tokens in the same pages.</source>
        <translation>vLLM 的 --kv-cache-dtype：auto 沿用模型精度；fp8 每个元素一字节，同样的页能放下两倍 token。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="630"/>
        <source>Sleep mode between rollouts: 0 never sleeps, so the engine&apos;s weights and KV cache stay through training; 1 copies its weights to pinned host memory and drops the cache; 2 drops both (verl&apos;s hybrid engine always sleeps at 2, TRL&apos;s vllm_enable_sleep_mode too, OpenRLHF&apos;s --vllm_enable_sleep at 1).</source>
        <translation>两次 rollout 之间的休眠模式：0 不休眠，引擎的权重和 KV cache 在训练期间一直占着；1 把权重复制到锁页主机内存并丢弃缓存；2 两者都丢弃（verl 的 hybrid 引擎总是 2 级，TRL 的 vllm_enable_sleep_mode 也是，OpenRLHF 的 --vllm_enable_sleep 是 1 级）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="633"/>
        <source>verl and OpenRLHF run the engine in processes of their own: a second CUDA context on every GPU, which sleep does not free. TRL&apos;s colocate mode runs it inside the trainer&apos;s process.</source>
        <translation>verl 和 OpenRLHF 在独立进程中运行引擎：每张 GPU 上多一个 CUDA 上下文，休眠不会释放它。TRL 的 colocate 模式在训练进程内运行引擎。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="642"/>
        <source>Tokens of each sequence that are the prompt: prefilled at once, while the rest is decoded token by token. It sets the timeline&apos;s generation time, not memory: the KV cache holds whole sequences. TRL&apos;s max_prompt_length, verl&apos;s data.max_prompt_length, OpenRLHF&apos;s prompt_max_len. 0: not given, and the timeline decodes every token.</source>
        <translation>每条序列中属于提示的词元数：提示一次性预填充，其余逐个词元解码。它决定时间线上的生成时间，不影响显存：KV 缓存容纳整条序列。对应 TRL 的 max_prompt_length、verl 的 data.max_prompt_length、OpenRLHF 的 prompt_max_len。0：未给出，时间线把每个词元都按解码计算。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="645"/>
        <source>The buffer the trainer fills with the updated parameters and hands to the rollout engine through CUDA IPC, bucket by bucket (verl&apos;s update_weights_bucket_megabytes, 2048 by default); vLLM clones a bucket&apos;s tensors out of it before loading them. 0: parameter by parameter, as TRL and OpenRLHF send them.</source>
        <translation>训练端用更新后的参数填充、并通过 CUDA IPC 逐桶交给推理引擎的缓冲区（verl 的 update_weights_bucket_megabytes，默认 2048）；vLLM 在加载前会把一个桶中的张量克隆出来。0：逐个参数发送，TRL 和 OpenRLHF 即如此。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="648"/>
        <source>What the trainer moves to host memory after each update and back before the next, so the rollout and the log-prob passes do not meet it: its optimizer states and kept gradients (verl&apos;s optimizer_offload; OpenRLHF&apos;s --ds.enable_sleep, with DeepSpeed&apos;s fp32 master weights), or those and its parameters, which come back for the log-prob passes (verl&apos;s param_offload). They go to the host ledger, and the timeline moves them over PCIe.</source>
        <translation>训练端在每次更新后移到主机内存、下次更新前再搬回的内容，这样 rollout 和 log-prob 计算就不会与它们同时在 GPU 上：优化器状态和保留的梯度（verl 的 optimizer_offload；OpenRLHF 的 --ds.enable_sleep，连同 DeepSpeed 的 fp32 主权重），或者再加上参数，参数会在 log-prob 计算时搬回（verl 的 param_offload）。它们计入主机账本，时间线上经 PCIe 搬运。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="651"/>
        <source>The frozen model KL-regularised RL (GRPO or PPO with a KL term: TRL&apos;s beta &gt; 0, verl&apos;s use_kl_loss) and DPO score sequences with: a copy of the policy in the dtype it computes in, sharded like the policy&apos;s parameters under ZeRO-3 or FSDP and whole on every GPU otherwise (TRL and OpenRLHF prepare it for inference at stage 0). Under LoRA the reference is the policy&apos;s own base with its adapters disabled: no second copy. None: no reference (TRL&apos;s default beta 0, precomputed reference log-probabilities).</source>
        <translation>带 KL 正则的 RL（带 KL 项的 GRPO 或 PPO：TRL 的 beta &gt; 0、verl 的 use_kl_loss）和 DPO 用来给序列打分的冻结模型：策略模型的一个副本，精度与其计算精度相同；在 ZeRO-3 或 FSDP 下与策略参数一样切分，否则每张卡一份完整副本（TRL 和 OpenRLHF 以 stage 0 为推理准备它）。LoRA 下参考模型就是关闭适配器的策略基座：没有第二份副本。无：没有参考模型（TRL 默认 beta 0，或预先算好的参考 log-prob）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="654"/>
        <source>Keeps the reference&apos;s weights in host memory and streams them to the GPU unit by unit while it scores a batch: its weights leave the GPU ledger for the host&apos;s. verl&apos;s FSDP reference is always offloaded so; OpenRLHF&apos;s --ref.offload.</source>
        <translation>把参考模型权重放在主机内存，打分时逐个单元传到 GPU：权重从 GPU 账本移到主机账本。verl 的 FSDP 参考模型始终如此 offload；OpenRLHF 用 --ref.offload。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="657"/>
        <source>PPO with GAE trains a critic beside the policy: its network with a scalar value head in place of the output layer, sharded, stored and optimised as the policy is (verl&apos;s CriticWorker). Its weights and optimizer states are on every GPU at every instant. None: GRPO and other critic-free algorithms.</source>
        <translation>使用 GAE 的 PPO 会在策略模型旁训练一个 critic：即把输出层换成标量价值头的策略网络，其切分、存储和优化方式与策略模型相同（verl 的 CriticWorker）。它的权重和优化器状态在每个时刻都位于每张 GPU 上。无：GRPO 等不需要 critic 的算法。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="660"/>
        <source>The divergence between the student&apos;s and the teacher&apos;s token distributions, as torchtune&apos;s kd_loss computes it: each keeps fp32 probabilities over the whole vocabulary for every token until backward, forward KL 9 bytes per logit (the teacher&apos;s probabilities, the student&apos;s log-probabilities, a mask), reverse KL 13, symmetric 22. Typical: forward KL (every torchtune recipe).</source>
        <translation>学生与教师 token 分布之间的散度，按 torchtune 的 kd_loss 计算：对每个 token 在整个词表上保留 fp32 概率直到反向，前向 KL 每个 logit 9 字节（教师概率、学生对数概率、一个掩码），反向 KL 13，对称 22。常见：前向 KL（torchtune 的所有 recipe）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="663"/>
        <source>Keeps the teacher&apos;s weights in host memory and streams them to the GPU unit by unit for its forward (torchtune&apos;s fsdp_cpu_offload, which offloads the student&apos;s parameters too): its weights leave the GPU ledger for the host&apos;s, and every micro-batch moves them over PCIe.</source>
        <translation>把教师权重放在主机内存，前向时逐单元传到 GPU（torchtune 的 fsdp_cpu_offload，也会卸载学生的参数）：其权重从 GPU 账本移到主机账本，每个微批次都经 PCIe 搬运。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="666"/>
        <source>Sequences per forward of the log-probability passes (the reference&apos;s, and an RL job&apos;s old policy&apos;s), whose logits over the whole vocabulary are their largest tensors. verl&apos;s log_prob_micro_batch_size_per_gpu; TRL scores per_device_train_batch_size sequences at a time. 0: the micro-batch.</source>
        <translation>log-prob 计算（参考模型的，以及 RL 任务旧策略的）每次前向的序列数；覆盖整个词表的 logits 是其中最大的张量。对应 verl 的 log_prob_micro_batch_size_per_gpu；TRL 每次打分 per_device_train_batch_size 条序列。0：等于 micro-batch。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="671"/>
        <source>The GPU&apos;s name as shown in the headline. Only a label.</source>
        <translation>GPU 名称，显示在标题栏中。仅是标签。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="674"/>
        <source>Memory of one GPU, the capacity every stage is measured against. Typical: 24, 40, 80, 141, 192 GiB.</source>
        <translation>单卡显存，每个阶段都与这一容量比较。常见：24、40、80、141、192 GiB。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="677"/>
        <source>GPUs in one node, joined by NVLink: tensor parallelism beyond it crosses the slower network. Typical: 8.</source>
        <translation>单节点内由 NVLink 相连的 GPU 数：超出它的张量并行要走较慢的网络。常见：8。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="680"/>
        <source>GPUs one NVLink domain joins across nodes: collectives within it run at NVLink speed (GB200 and GB300 NVL72: 72). 0: the node is the domain.</source>
        <translation>跨节点的一个 NVLink 域连接的 GPU 数：域内的集合通信以 NVLink 速度进行（GB200 与 GB300 NVL72：72）。0：以节点为域。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="683"/>
        <source>CPU RAM of one node: the room for offloaded states. Typical: 512 GiB–2 TiB.</source>
        <translation>单节点的 CPU 内存：卸载状态可用的空间。常见：512 GiB–2 TiB。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="686"/>
        <source>NVMe storage of one node: the room for states offloaded to NVMe.</source>
        <translation>单节点的 NVMe 存储：卸载到 NVMe 的状态可用的空间。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="689"/>
        <source>Memory the CUDA context and kernels take before the first tensor. Typical: 0.3–1 GiB.</source>
        <translation>在第一个张量之前 CUDA 上下文与内核占用的显存。常见：0.3–1 GiB。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="692"/>
        <source>Memory NCCL&apos;s communication buffers take on each GPU. Typical: 0.1–1 GiB; more with many communicators.</source>
        <translation>NCCL 通信缓冲区在每张卡上占用的显存。常见：0.1–1 GiB；通信组多时更多。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="695"/>
        <source>Memory lost to the caching allocator&apos;s fragmentation, as a share of the peak, when the allocator is not simulated. Typical: 5–15 %; less with expandable segments.</source>
        <translation>未模拟分配器时，缓存分配器碎片损失的显存占峰值的比例。常见：5–15%；启用 expandable segments 时更少。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="698"/>
        <source>GPU memory bandwidth, for the step time of memory-bound kernels. Typical: 2–8 TB/s.</source>
        <translation>显存带宽，用于访存受限内核的步时估算。常见：2–8 TB/s。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="701"/>
        <source>Dense BF16 peak throughput of one GPU, the basis of compute time and MFU. Typical: 312 (A100), 989 (H100) TFLOPS.</source>
        <translation>单卡 BF16 稠密峰值算力，计算时间与 MFU 的基准。常见：312（A100）、989（H100）TFLOPS。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="704"/>
        <source>Dense FP8 peak throughput of one GPU: the rate of the linears Transformer Engine&apos;s FP8 recipes or torchao&apos;s float8 quantize. Typical: 1979 (H100), 4500 (B200) TFLOPS; 0 on GPUs without FP8 tensor cores (A100), whose quantized linears are timed at the BF16 peak.</source>
        <translation>单卡稠密 FP8 峰值吞吐：Transformer Engine 的 FP8 配方或 torchao 的 float8 量化的线性层按此速率计时。典型值：1979（H100）、4500（B200）TFLOPS；没有 FP8 张量核心的 GPU（A100）为 0，其量化线性层按 BF16 峰值计时。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="707"/>
        <source>Dense FP4 peak throughput of one GPU: the rate of the linears under the NVFP4 recipe. Typical: 9000 (B200) TFLOPS; 0 before Blackwell.</source>
        <translation>单卡稠密 FP4 峰值吞吐：NVFP4 配方下线性层的速率。典型值：9000（B200）TFLOPS；Blackwell 之前为 0。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="710"/>
        <source>The GPU&apos;s CUDA compute capability, from its preset: 8.0 A100, 8.9 L40S and RTX 4090, 9.0 H100 and H200, 10.0 B200 and GB200, 10.3 B300, 12.0 RTX 5090. What Transformer Engine keeps depends on it: before Blackwell a per-tensor FP8 weight keeps a transpose too. 0: unknown (AMD; a transpose is assumed).</source>
        <translation>GPU 的 CUDA 计算能力，取自其预设：A100 为 8.0，L40S 与 RTX 4090 为 8.9，H100 与 H200 为 9.0，B200 与 GB200 为 10.0，B300 为 10.3，RTX 5090 为 12.0。Transformer Engine 保留哪些数据取决于它：Blackwell 之前，按张量 FP8 权重还要保留一份转置。0：未知（AMD；按保留转置计）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="713"/>
        <source>FP32 peak throughput of one GPU, for FP32 training. Typical: 19.5 (A100), 67 (H100) TFLOPS.</source>
        <translation>单卡 FP32 峰值算力，用于 FP32 训练。常见：19.5（A100）、67（H100）TFLOPS。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="716"/>
        <source>PCIe generation between GPU and CPU: its bandwidth limits offload. Typical: 4 or 5.</source>
        <translation>GPU 与 CPU 间的 PCIe 代数：其带宽限制卸载速度。常见：4 或 5。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="719"/>
        <source>PCIe lanes of one GPU. Typical: 16.</source>
        <translation>单卡的 PCIe 通道数。常见：16。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="722"/>
        <source>NVLink bandwidth of one GPU within a node, for TP and in-node collectives. Typical: 600 (A100), 900 (H100) GB/s.</source>
        <translation>节点内单卡的 NVLink 带宽，用于 TP 与节点内集合通信。常见：600（A100）、900（H100）GB/s。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="725"/>
        <source>Network bandwidth of one GPU between nodes, for DP, PP and collectives that leave the node. Typical: 25–50 GB/s (200–400 Gb/s InfiniBand).</source>
        <translation>跨节点时单卡的网络带宽，用于 DP、PP 及跨节点的集合通信。常见：25–50 GB/s（200–400 Gb/s InfiniBand）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="728"/>
        <source>NVMe bandwidth of one node, for states offloaded to NVMe. Typical: 3–25 GB/s.</source>
        <translation>单节点的 NVMe 带宽，用于卸载到 NVMe 的状态。常见：3–25 GB/s。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="733"/>
        <source>Share of the BF16 (or FP32) peak the matmul and attention kernels reach over a step: an assumption that scales their compute time; element-wise kernels are timed from the bytes they move. Published runs reach about 42 % with PyTorch&apos;s own kernels (torchtitan) and about 62 % with Megatron-LM and Transformer Engine (docs/validation-steptime.md).</source>
        <translation>矩阵乘与注意力内核在一步中达到的 BF16（或 FP32）峰值比例：这一假设缩放它们的计算时间；逐元素内核按其搬运的字节计时。公开的运行中，PyTorch 自带内核（torchtitan）约达 42 %，Megatron-LM 配合 Transformer Engine 约达 62 %（docs/validation-steptime.md）。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="736"/>
        <source>Share of the FP8 or FP4 peak the quantized linears&apos; GEMMs reach. Lower than the BF16 share: the fastest FP8 matmul measured on an H100 reaches 70.9 % of its peak against 80.3 % in BF16, so the default is the compute efficiency&apos;s 45 % × 0.709 / 0.803. Typical: 35–45 %.</source>
        <translation>量化线性层的 GEMM 达到的 FP8 或 FP4 峰值比例。低于 BF16 的比例：在 H100 上实测最快的 FP8 矩阵乘达到其峰值的 70.9 %，BF16 为 80.3 %，因此默认值为计算效率 45 % × 0.709 / 0.803。典型值：35–45 %。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="739"/>
        <source>Share of the link bandwidth collectives reach: an assumption that scales every communication time. Typical: 60–80 %.</source>
        <translation>集合通信能达到的链路带宽比例：一项假设，按比例缩放所有通信时间。常见：60–80%。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="742"/>
        <source>Layers fetched ahead of use (ZeRO-3, FSDP, parameter offload): deeper hides more transfer time but holds more gathered weights. Typical: 1–2.</source>
        <translation>提前取回的层数（ZeRO-3、FSDP、参数卸载）：越深越能掩盖传输时间，但要保留更多已收集的权重。常见：1–2。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="745"/>
        <source>Whether transfers and collectives run alongside compute. Off serialises them: an upper bound on the step time.</source>
        <translation>传输与集合通信是否与计算并行。关闭则串行执行：给出步时的上界。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="748"/>
        <source>Page-locked host buffers for offload: PCIe runs at full speed, at the cost of host RAM that cannot be swapped.</source>
        <translation>为卸载使用锁页主机内存：PCIe 全速传输，代价是占用不可换出的主机内存。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="751"/>
        <source>CPU threads that run an offloaded optimizer step per GPU. Typical: the cores per GPU, 8–16.</source>
        <translation>每张卡上运行卸载优化器更新的 CPU 线程数。常见：每卡分到的核数，8–16。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="754"/>
        <source>Parameters one CPU thread updates per second with DeepSpeed&apos;s CPU Adam: sets the offloaded optimizer step time. Typical: 50–150 M params/s.</source>
        <translation>使用 DeepSpeed CPU Adam 时单个 CPU 线程每秒更新的参数数：决定卸载优化器更新的耗时。常见：50–150 M 参数/秒。</translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message numerus="yes">
        <location filename="../../app/window/gui_main.cpp" line="106"/>
        <source>--scene %1: the scenario has %n scene(s)</source>
        <translation>
            <numerusform>--scene %1：该场景文件有 %n 个演示页</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/window/gui_options.cpp" line="52"/>
        <source>--size is &apos;%1&apos;; expected WIDTHxHEIGHT, e.g. 1600x1000</source>
        <translation>--size 为“%1”；应为 宽x高，例如 1600x1000</translation>
    </message>
    <message>
        <location filename="../../app/window/gui_options.cpp" line="68"/>
        <source>--scene needs --present (e.g. --present --scene 2)</source>
        <translation>--scene 需要与 --present 一起使用（例如 --present --scene 2）</translation>
    </message>
    <message>
        <location filename="../../app/window/gui_options.cpp" line="70"/>
        <source>--scene is &apos;%1&apos;; expected a scene number counted from 1</source>
        <translation>--scene 为“%1”；应为从 1 开始的场景编号</translation>
    </message>
    <message>
        <location filename="../../app/window/gui_options.cpp" line="88"/>
        <source>more than one file to open (&apos;%1&apos; and &apos;%2&apos;)</source>
        <translation>要打开的文件不止一个（“%1”和“%2”）</translation>
    </message>
    <message>
        <location filename="../../app/window/gui_options.cpp" line="110"/>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <location filename="../../app/window/gui_options.cpp" line="115"/>
        <source>unknown option %1 (see &apos;memledger --help&apos;)</source>
        <translation>未知选项 %1（参见“memledger --help”）</translation>
    </message>
    <message>
        <location filename="../../app/window/gui_options.cpp" line="125"/>
        <source>--tour is &apos;%1&apos;; expected a stop counted from 1</source>
        <translation>--tour 为“%1”；应为从 1 开始的导览站点</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="19"/>
        <source>Mixed-precision Adam</source>
        <translation>混合精度 Adam</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="25"/>
        <source>16Ψ + activations</source>
        <translation>16Ψ + 激活</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="36"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="37"/>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="38"/>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="39"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="46"/>
        <source>No recomputation</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="47"/>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="48"/>
        <source>Full</source>
        <translation>全量</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="56"/>
        <source>Reserved segment</source>
        <translation>已保留的段</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="57"/>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="58"/>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="57"/>
        <source>hole</source>
        <translation>空洞</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="60"/>
        <source>Next request</source>
        <translation>下一次申请</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="60"/>
        <source>fits in no hole</source>
        <translation>放不进任何空洞</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="69"/>
        <source>The four elements of GPU memory</source>
        <translation>显存四要素</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="70"/>
        <source>&lt;p&gt;Training memory is &lt;b&gt;weights + gradients + optimizer states + activations&lt;/b&gt;, plus temporaries, the CUDA context and fragmentation.&lt;/p&gt;&lt;p&gt;With mixed-precision Adam the first three cost 16 bytes per parameter Ψ: 2 for the BF16 weights, 2 for the gradients, 12 for the FP32 master copy and Adam&apos;s two moments. A 7B model needs 112 GB for them alone, before a single activation. Activations grow with batch and sequence, and are the only element that can be recomputed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;训练显存 = &lt;b&gt;权重 + 梯度 + 优化器状态 + 激活&lt;/b&gt;，另加临时缓冲、CUDA 上下文与碎片。&lt;/p&gt;&lt;p&gt;使用混合精度 Adam 时，前三项每个参数 Ψ 共 16 字节：BF16 权重 2 字节，梯度 2 字节，FP32 主权重与 Adam 的两个动量共 12 字节。7B 模型仅这三项就需要 112 GB，还没算一个激活。激活随 batch 与序列长度增长，是唯一可以重算的要素。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="77"/>
        <source>ZeRO stages</source>
        <translation>ZeRO 各阶段</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="78"/>
        <source>&lt;p&gt;Data parallelism keeps every state on every GPU. &lt;b&gt;ZeRO&lt;/b&gt; shards them over the N data-parallel ranks: stage 1 the optimizer states, stage 2 also the gradients, stage 3 also the weights, gathered layer by layer for about 1.5× the communication.&lt;/p&gt;&lt;p&gt;Per GPU with N = 8: 16Ψ → 5.5Ψ → 3.75Ψ → 2Ψ. FSDP&apos;s full shard is ZeRO-3; Megatron&apos;s distributed optimizer is ZeRO-1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;数据并行在每张卡上保留全部状态。&lt;b&gt;ZeRO&lt;/b&gt; 把它们切分到 N 个数据并行进程上：阶段 1 切分优化器状态，阶段 2 再切分梯度，阶段 3 连权重也切分，按层收集，通信量约为 1.5 倍。&lt;/p&gt;&lt;p&gt;N = 8 时每卡：16Ψ → 5.5Ψ → 3.75Ψ → 2Ψ。FSDP 的完全切分即 ZeRO-3；Megatron 的分布式优化器即 ZeRO-1。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="84"/>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="85"/>
        <source>&lt;p&gt;Activations can be regenerated: drop them in the forward pass, compute them again in the backward pass. Per layer, in bytes (Korthikanti et al.):&lt;/p&gt;&lt;p&gt;&lt;b&gt;No recomputation&lt;/b&gt;, eager attention: s·b·h·(34 + 5·a·s/h). &lt;b&gt;Selective&lt;/b&gt; drops the attention scores: 34·s·b·h, for a few percent more compute. &lt;b&gt;Full&lt;/b&gt; keeps only the layer&apos;s input: 2·s·b·h, for one more forward pass (about +33 % compute). Try selective first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;激活可以再生：前向时丢弃，反向时重新计算。每层字节数（Korthikanti 等）：&lt;/p&gt;&lt;p&gt;&lt;b&gt;不重计算&lt;/b&gt;、非融合注意力：s·b·h·(34 + 5·a·s/h)。&lt;b&gt;选择性&lt;/b&gt;丢弃注意力分数：34·s·b·h，多花几个百分点算力。&lt;b&gt;全量&lt;/b&gt;只保留层输入：2·s·b·h，多一次前向（约 +33% 计算）。先试选择性。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="91"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="92"/>
        <source>&lt;p&gt;Offload trades PCIe time for GPU memory: first the optimizer states (12Ψ) with their update, which then runs on the CPU; then the gradients; the weights last (ZeRO-Infinity); NVMe when host RAM runs out.&lt;/p&gt;&lt;p&gt;PCIe 4.0 ×16 moves about 32 GB/s: 112 GB of states take 3.5 s one way, so offload pays only when the step is long enough to hide the transfers. The timeline shows whether they are hidden.&lt;/p&gt;</source>
        <translation>&lt;p&gt;卸载用 PCIe 时间换显存：先卸载优化器状态（12Ψ）及其更新，更新改在 CPU 上执行；然后是梯度；最后才是权重（ZeRO-Infinity）；主机内存不够时再用 NVMe。&lt;/p&gt;&lt;p&gt;PCIe 4.0 ×16 约 32 GB/s：112 GB 状态单程要 3.5 秒，所以只有当一步足够长、能掩盖传输时卸载才划算。时间线会显示传输是否被掩盖。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="97"/>
        <source>GPU memory
~3 TB/s</source>
        <translation>GPU 显存
~3 TB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="97"/>
        <source>PCIe 4.0 ×16
~32 GB/s</source>
        <translation>PCIe 4.0 ×16
~32 GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="97"/>
        <source>CPU RAM
optimizer step</source>
        <translation>CPU 内存
优化器更新</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="98"/>
        <source>NVMe
3–25 GB/s</source>
        <translation>NVMe
3–25 GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="101"/>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="102"/>
        <source>&lt;p&gt;PyTorch&apos;s caching allocator keeps freed blocks reserved for reuse. When tensors of many sizes come and go, the free space splits into holes too small for the next request: the memory is reserved but unusable, and a job can run out of memory with gigabytes free.&lt;/p&gt;&lt;p&gt;Remedies: &lt;code&gt;expandable_segments:True&lt;/code&gt;, fixed or bucketed shapes, and no &lt;code&gt;empty_cache()&lt;/code&gt; in the loop. The Allocator tab replays a step through a simulation of the allocator.&lt;/p&gt;</source>
        <translation>&lt;p&gt;PyTorch 的缓存分配器会把释放的块保留下来以便复用。当各种大小的张量反复申请与释放时，空闲空间被切成放不下下一次申请的空洞：显存已保留却无法使用，作业可能在还有数 GB 空闲时 OOM。&lt;/p&gt;&lt;p&gt;对策：&lt;code&gt;expandable_segments:True&lt;/code&gt;、固定或分桶的形状，以及不要在循环里调用 &lt;code&gt;empty_cache()&lt;/code&gt;。“分配器”标签页用分配器的模拟重放一步训练。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="109"/>
        <source>The triage order</source>
        <translation>排障顺序</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="110"/>
        <source>&lt;p&gt;When a job runs out of memory, ask first &lt;i&gt;when&lt;/i&gt;: in the forward pass (activations), in the backward pass or the optimizer step (states), or now and then (fragmentation). Then the decisive experiment: &lt;b&gt;set the micro-batch to 1&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Still out of memory: the states are the problem — LoRA or QLoRA if the task allows, an 8-bit optimizer, ZeRO or FSDP sharding, more parallelism, offload. It fits: the activations are — recomputation, FlashAttention, shorter sequences, context parallelism; then gradient accumulation restores the batch. BF16 and FlashAttention are nearly free: turn them on first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;作业 OOM 时，先问&lt;i&gt;何时&lt;/i&gt;：前向时（激活）、反向或优化器更新时（状态），还是偶发（碎片）。然后做决定性实验：&lt;b&gt;把微批设为 1&lt;/b&gt;。&lt;/p&gt;&lt;p&gt;仍然 OOM：问题在状态——任务允许就用 LoRA 或 QLoRA，8 位优化器，ZeRO 或 FSDP 切分，更多并行，卸载。装得下：问题在激活——重计算、FlashAttention、更短的序列、上下文并行；再用梯度累积恢复批次大小。BF16 与 FlashAttention 几乎免费：最先打开。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="117"/>
        <source>BF16 and FlashAttention on</source>
        <translation>打开 BF16 与 FlashAttention</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="117"/>
        <source>Micro-batch 1:
still out of memory?</source>
        <translation>微批设为 1：
仍然 OOM？</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="118"/>
        <source>Yes: shard, shrink or offload the states</source>
        <translation>是：切分、压缩或卸载状态</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="118"/>
        <source>No: recompute or split the activations</source>
        <translation>否：重计算或切分激活</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="119"/>
        <source>Gradient accumulation
restores the batch</source>
        <translation>梯度累积
恢复批次大小</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_pages.cpp" line="119"/>
        <source>Now and then:
fix fragmentation</source>
        <translation>偶发：
治理碎片</translation>
    </message>
</context>
<context>
    <name>HeatMap</name>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_layout.cpp" line="39"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_layout.cpp" line="46"/>
        <location filename="../../widgets/explore/fitmap/heatmap_layout.cpp" line="47"/>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="65"/>
        <source>how DeepSpeed starts, initialises and saves: not what the ledger counts</source>
        <translation>DeepSpeed 如何启动、初始化和保存：不是账本所统计的内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="84"/>
        <source>one process</source>
        <translation>单进程</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="85"/>
        <source>DDP: a full replica on every GPU</source>
        <translation>DDP：每张 GPU 上一份完整副本</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="88"/>
        <source>a backend MemLedger does not model (TPU, XLA, CPU, Megatron-LM through accelerate)</source>
        <translation>MemLedger 不建模的后端（TPU、XLA、CPU，以及经由 accelerate 的 Megatron-LM）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="97"/>
        <source>accelerate&apos;s num_processes counts every process on every machine; without TP or PP each is a data-parallel replica</source>
        <translation>accelerate 的 num_processes 统计的是所有机器上的全部进程；没有 TP 或 PP 时，每个进程都是一个数据并行副本</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="108"/>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="114"/>
        <source>16-bit compute with an fp32 master copy</source>
        <translation>16 位计算，外加一份 fp32 主副本</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="109"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="288"/>
        <source>autocast over an fp32 model</source>
        <translation>在 fp32 模型上使用 autocast</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="115"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="289"/>
        <source>fp16 autocast keeps the same bytes as bf16 autocast</source>
        <translation>fp16 autocast 占用的字节数与 bf16 autocast 相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="120"/>
        <source>FP8 matmuls are not modelled: counted as bf16 mixed precision</source>
        <translation>FP8 矩阵乘未建模：按 bf16 混合精度计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="133"/>
        <source>where and how the processes start: num_processes already counts them all</source>
        <translation>进程在何处、如何启动：num_processes 已经把它们全部计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="33"/>
        <source>DeepSpeed ds_config.json</source>
        <translation>DeepSpeed ds_config.json 配置</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="34"/>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM 参数</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="35"/>
        <source>torchtitan job config (.toml)</source>
        <translation>torchtitan 任务配置（.toml）</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="37"/>
        <source>torchtune recipe config (.yaml) or tune run overrides</source>
        <translation>torchtune 配方配置（.yaml）或 tune run 覆盖参数</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="39"/>
        <source>Hugging Face TrainingArguments</source>
        <translation>Hugging Face TrainingArguments 训练参数</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="40"/>
        <source>Hugging Face accelerate config</source>
        <translation>Hugging Face accelerate 配置</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="42"/>
        <source>Hugging Face model config.json</source>
        <translation>Hugging Face 模型 config.json</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="44"/>
        <source>verl trainer config (Hydra YAML, or main_ppo&apos;s overrides)</source>
        <translation>verl 训练配置（Hydra YAML，或 main_ppo 的覆盖参数）</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="46"/>
        <source>OpenRLHF train_ppo_ray command line (either spelling)</source>
        <translation>OpenRLHF train_ppo_ray 命令行（两种写法均可）</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="47"/>
        <source>MemLedger scenario</source>
        <translation>MemLedger 场景</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="48"/>
        <source>unknown format</source>
        <translation>未知格式</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="77"/>
        <source>transformers computes the load-balancing loss over every MoE layer&apos;s router logits in each forward</source>
        <translation>transformers 在每次前向中基于每个 MoE 层的路由 logits 计算负载均衡损失</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="145"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="163"/>
        <source>changes %1; %2</source>
        <translation>影响%1；%2</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="21"/>
        <source>&quot;auto&quot;: the Hugging Face Trainer fills it in from TrainingArguments; import those too (or give the flag), else the base scenario&apos;s value stays</source>
        <translation>&quot;auto&quot;：由 Hugging Face Trainer 根据 TrainingArguments 填写；请一并导入它们（或给出相应参数），否则保留基础场景的值</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="59"/>
        <source>DeepSpeed&apos;s default device is none</source>
        <translation>DeepSpeed 默认的设备是 none</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="76"/>
        <source>DeepSpeed offloads to pageable memory unless pin_memory is true</source>
        <translation>除非 pin_memory 为 true，DeepSpeed 卸载到可分页内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="87"/>
        <source>only this fraction of the optimizer states is offloaded; the ledger offloads all of them, so the GPU figure is too low</source>
        <translation>只有这一比例的优化器状态被卸载；账本把它们全部卸载，因此 GPU 上的数字偏低</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="90"/>
        <source>the whole optimizer state is offloaded, as the ledger assumes</source>
        <translation>整个优化器状态都被卸载，与账本的假设一致</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="95"/>
        <source>NVMe swap and CPU-optimizer tuning: host buffers and speed, not what the GPU holds</source>
        <translation>NVMe 交换与 CPU 优化器调优：影响主机缓冲区和速度，不影响 GPU 上保存的内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="109"/>
        <source>deprecated spelling of the offload blocks&apos; &quot;device&quot;: &quot;cpu&quot;</source>
        <translation>卸载块 &quot;device&quot;: &quot;cpu&quot; 的旧写法</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="125"/>
        <source>DeepSpeed leaves ZeRO off unless configured (DeepSpeedZeroConfig.stage = 0)</source>
        <translation>未配置时 DeepSpeed 不启用 ZeRO（DeepSpeedZeroConfig.stage = 0）</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="132"/>
        <source>deprecated boolean form: true is stage 1 (read_zero_config_deprecated)</source>
        <translation>已弃用的布尔写法：true 即阶段 1（read_zero_config_deprecated）</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="157"/>
        <source>DeepSpeedZeroConfig.stage defaults to 0</source>
        <translation>DeepSpeedZeroConfig.stage 默认为 0</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="167"/>
        <source>deprecated spelling of the offload blocks&apos; pin_memory</source>
        <translation>卸载块 pin_memory 的旧写法</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="171"/>
        <source>the ledger counts DeepSpeed&apos;s default reduce bucket of 5e8 elements; this size is not a scenario setting</source>
        <translation>账本按 DeepSpeed 默认的 5e8 个元素的 reduce 桶计数；这一大小不是场景设置</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="178"/>
        <source>communication and optimizer-step buffer sizes: not sized separately in the ledger</source>
        <translation>通信缓冲区和优化器步缓冲区的大小：账本中不单独计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="186"/>
        <source>ZeRO-3 prefetch and persistence thresholds: the ledger counts the gathered layers by its own rule, not by these sizes</source>
        <translation>ZeRO-3 预取与常驻阈值：账本按自己的规则统计被收集的层，而不是按这些大小</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="191"/>
        <source>gathers the weights when saving: after the training step</source>
        <translation>保存模型时收集权重：发生在训练步之后</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="198"/>
        <source>communication and bookkeeping switches: how DeepSpeed moves the states, not which it keeps</source>
        <translation>通信与簿记开关：决定 DeepSpeed 如何搬运状态，而不是保留哪些状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="202"/>
        <source>overlapped reduction keeps more buckets in flight (DeepSpeed&apos;s ZeRO docs: up to 4.5 × the bucket sizes); the ledger counts one reduce bucket</source>
        <translation>重叠归约会让更多桶同时在途（DeepSpeed ZeRO 文档：最多为桶大小的 4.5 倍）；账本只计一个归约桶</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="208"/>
        <source>gradients copied into one contiguous buffer as they are produced: changes how the allocator&apos;s blocks split; not modelled</source>
        <translation>梯度一产生就复制进一块连续缓冲区：改变分配器内存块的切分方式；未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="216"/>
        <source>ZeRO++ quantised communication: not modelled; the ledger counts 16-bit transfers</source>
        <translation>ZeRO++ 量化通信：未建模；账本按 16 位传输计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="267"/>
        <source>loss scaling and overflow checks: scalars, no memory of their own</source>
        <translation>损失缩放与溢出检查：只是标量，本身不占内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="271"/>
        <source>16-bit master weights, gradients or optimizer states: not modelled; the ledger keeps the fp32 master copy and states of mixed precision</source>
        <translation>16 位主权重、梯度或优化器状态：未建模；账本保留混合精度下的 fp32 主副本和状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="293"/>
        <source>older spelling of bf16, still read by DeepSpeed (BFLOAT16_OLD)</source>
        <translation>bf16 的旧写法，DeepSpeed 仍然读取（BFLOAT16_OLD）</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="305"/>
        <source>neither fp16 nor bf16 is enabled, so DeepSpeed trains in fp32 (FP16_ENABLED_DEFAULT, BFLOAT16_ENABLED_DEFAULT = False)</source>
        <translation>fp16 和 bf16 都未启用，因此 DeepSpeed 以 fp32 训练（FP16_ENABLED_DEFAULT、BFLOAT16_ENABLED_DEFAULT = False）</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="358"/>
        <source>DeepSpeed sets gradient_accumulation_steps to 1 when the config leaves it out</source>
        <translation>配置未给出 gradient_accumulation_steps 时，DeepSpeed 将其设为 1</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="379"/>
        <source>train_batch_size / (micro-batch × accumulation): the data-parallel GPUs</source>
        <translation>train_batch_size / (微批次 × 累积步数)：即数据并行 GPU 数</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="386"/>
        <source>sequences per optimizer step; split into micro-batch × accumulation × data-parallel GPUs once the GPUs are known</source>
        <translation>每个优化器步的序列数；在 GPU 数已知后拆分为微批次 × 累积步数 × 数据并行 GPU 数</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="403"/>
        <source>DeepSpeed moves the checkpointed layer inputs to host memory: modelled as activation offload to the CPU</source>
        <translation>DeepSpeed 把检查点层的输入移到主机内存：按激活卸载到 CPU 建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="409"/>
        <source>checkpoints stay on the GPU</source>
        <translation>检查点保留在 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="413"/>
        <source>configures deepspeed.checkpointing for models that call it; whether layers are recomputed is the model code&apos;s choice (gradient_checkpointing, --recompute), so memory.recompute is left to the other inputs</source>
        <translation>为调用 deepspeed.checkpointing 的模型配置它；是否重计算各层由模型代码决定（gradient_checkpointing、--recompute），因此 memory.recompute 交由其他输入决定</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="436"/>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="224"/>
        <source>read to tell SGD with momentum from plain SGD</source>
        <translation>读取它以区分带动量的 SGD 和普通 SGD</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="440"/>
        <source>AMSGrad keeps a third state per parameter, which the ledger does not count</source>
        <translation>AMSGrad 为每个参数保留第三份状态，账本不计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="448"/>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="706"/>
        <source>optimizer hyper-parameters: no effect on memory</source>
        <translation>优化器超参数：对内存无影响</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="458"/>
        <source>keeps the same two fp32 moments per parameter as AdamW</source>
        <translation>与 AdamW 一样，每个参数保留两份 fp32 矩</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="461"/>
        <source>two moments per parameter like AdamW; its compression buffers are not counted</source>
        <translation>与 AdamW 一样每个参数两份矩；其压缩缓冲区不计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="469"/>
        <source>one state per parameter, as SGD with momentum keeps</source>
        <translation>每个参数一份状态，与带动量的 SGD 相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="492"/>
        <source>DeepSpeed&apos;s engine keeps the model states</source>
        <translation>DeepSpeed 引擎保存模型状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="501"/>
        <source>learning-rate schedule: no effect on memory</source>
        <translation>学习率调度：对内存无影响</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="503"/>
        <source>gradient scaling and clipping: no memory of their own</source>
        <translation>梯度缩放与裁剪：本身不占内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="507"/>
        <source>logging and monitoring</source>
        <translation>日志与监控</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="509"/>
        <source>lets DeepSpeed accept the optimizer; no effect on memory</source>
        <translation>让 DeepSpeed 接受该优化器；对内存无影响</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="510"/>
        <source>NVMe asynchronous I/O tuning: speed, not memory</source>
        <translation>NVMe 异步 I/O 调优：影响速度，不影响内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="513"/>
        <source>checkpoint writing, data loading and collective data types: no persistent GPU memory</source>
        <translation>检查点写入、数据加载和集合通信数据类型：不占用持久的 GPU 内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="28"/>
        <source>hybrid sharding that keeps the parameters gathered between forward and backward: counted as hybrid sharding, which frees them</source>
        <translation>在前向与反向之间保持参数处于收集状态的混合分片：按会释放参数的混合分片计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="61"/>
        <source>FSDP CPU offload: parameters and gradients on the host, the optimizer steps there</source>
        <translation>FSDP CPU 卸载：参数和梯度在主机上，优化器也在主机上执行</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="91"/>
        <source>empty: no FSDP</source>
        <translation>为空：不使用 FSDP</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="95"/>
        <source>the Trainer wraps the model in PyTorch FSDP</source>
        <translation>Trainer 用 PyTorch FSDP 包装模型</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="103"/>
        <source>wraps each decoder layer as an FSDP unit, as the ledger assumes</source>
        <translation>把每个解码器层包装为一个 FSDP 单元，与账本的假设一致</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="140"/>
        <source>parameters stay on the GPU</source>
        <translation>参数保留在 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="145"/>
        <source>FSDP&apos;s activation checkpointing wraps every decoder layer</source>
        <translation>FSDP 的激活检查点包装每个解码器层</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="150"/>
        <source>parameters freed after the forward pass: full sharding</source>
        <translation>前向之后释放参数：完全分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="154"/>
        <source>parameters kept gathered from forward to backward, as shard-grad-op does</source>
        <translation>参数从前向到反向一直保持收集状态，与 shard-grad-op 相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="162"/>
        <source>how FSDP wraps, prefetches, loads and saves: the ledger gathers one layer at a time and prefetches the next, whatever these say</source>
        <translation>FSDP 如何包装、预取、加载和保存：无论这些设置如何，账本都一次收集一层并预取下一层</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="20"/>
        <source>bitsandbytes pages these states through unified memory: on the GPU, outside PyTorch&apos;s allocator</source>
        <translation>bitsandbytes 通过统一内存分页这些状态：它们在 GPU 上，但不经过 PyTorch 的分配器</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="169"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="171"/>
        <source>its 8-bit state counted at 32 bits</source>
        <translation>其 8 位状态按 32 位计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="174"/>
        <source>torch.optim.SGD without momentum unless optim_args sets it</source>
        <translation>torch.optim.SGD，除非 optim_args 设置了动量，否则不带动量</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="176"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="178"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="180"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="182"/>
        <source>one state per parameter, as SGD with momentum</source>
        <translation>每个参数一份状态，与带动量的 SGD 相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="206"/>
        <source>%1 runs each pair&apos;s chosen and rejected completions in one batch: %2 sequences a forward</source>
        <translation>%1 把每对样本的 chosen 与 rejected 补全放进同一批：每次前向 %2 条序列</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="219"/>
        <source>deprecated spelling of per_device_train_batch_size</source>
        <translation>per_device_train_batch_size 的旧写法</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="230"/>
        <source>ignored: per_device_train_batch_size is set</source>
        <translation>已忽略：已设置 per_device_train_batch_size</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="233"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="245"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="312"/>
        <source>TrainingArguments&apos; default</source>
        <translation>TrainingArguments 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="278"/>
        <source>DeepSpeed or FSDP computes in 16 bits and keeps an fp32 master copy</source>
        <translation>DeepSpeed 或 FSDP 以 16 位计算，并保留一份 fp32 主副本</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="282"/>
        <source>the model is loaded in 16 bits, so its weights, gradients and AdamW states are 16-bit; a launcher that shards it (accelerate with DeepSpeed or FSDP) keeps an fp32 master copy instead</source>
        <translation>模型以 16 位加载，因此其权重、梯度和 AdamW 状态都是 16 位；对其分片的启动器（使用 DeepSpeed 或 FSDP 的 accelerate）则会改为保留 fp32 主副本</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="292"/>
        <source>neither bf16 nor fp16: the Trainer trains in fp32</source>
        <translation>既非 bf16 也非 fp16：Trainer 以 fp32 训练</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="296"/>
        <source>the dtype the model is loaded in; not 16-bit, so precision comes from bf16/fp16</source>
        <translation>模型加载时的 dtype；不是 16 位，因此精度取决于 bf16/fp16</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="301"/>
        <source>evaluation precision, Apex levels and TF32 matmuls: no change to what training stores</source>
        <translation>评估精度、Apex 级别和 TF32 矩阵乘：不改变训练保存的内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="310"/>
        <source>the model checkpoints every decoder layer</source>
        <translation>模型对每个解码器层做检查点</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="314"/>
        <source>how PyTorch recomputes (use_reentrant), not what is kept</source>
        <translation>PyTorch 如何重计算（use_reentrant），而不是保留什么</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="348"/>
        <source>LLaMA-Factory uses %1 first</source>
        <translation>LLaMA-Factory 优先使用 %1</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="354"/>
        <source>LLaMA-Factory&apos;s optimizer switch</source>
        <translation>LLaMA-Factory 的优化器开关</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="360"/>
        <source>overridden by %1: true</source>
        <translation>被 %1: true 覆盖</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="367"/>
        <source>LLaMA-Factory&apos;s default rank</source>
        <translation>LLaMA-Factory 的默认秩</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="385"/>
        <source>every linear layer but the output layer is projected</source>
        <translation>除输出层外的每个线性层都做投影</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="389"/>
        <source>MemLedger projects every linear layer of the blocks, as all does, and keeps Adam&apos;s moments for the rest</source>
        <translation>MemLedger 像 all 一样对各块中的每个线性层做投影，其余参数保存完整的 Adam 动量</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="395"/>
        <source>the SVD projector is counted as the random one, rank × min(m, n)</source>
        <translation>SVD 投影矩阵按随机投影矩阵计算：rank × min(m, n)</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="413"/>
        <source>deprecated switch for optim adafactor</source>
        <translation>optim adafactor 的已弃用开关</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="416"/>
        <source>overridden by adafactor: true</source>
        <translation>被 adafactor: true 覆盖</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="421"/>
        <source>the optimizer is read from optim</source>
        <translation>优化器从 optim 读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="425"/>
        <source>TrainingArguments&apos; default is adamw_torch (adamw_torch_fused with PyTorch 2.8+)</source>
        <translation>TrainingArguments 的默认值是 adamw_torch（PyTorch 2.8+ 上为 adamw_torch_fused）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="466"/>
        <source>the sequence length is read from %1</source>
        <translation>序列长度从 %1 读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="472"/>
        <source>LLaMA-Factory&apos;s sequence length</source>
        <translation>LLaMA-Factory 的序列长度</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="490"/>
        <source>a sequence is its prompt and its completion at their longest</source>
        <translation>一条序列是最长的提示加最长的补全</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="496"/>
        <source>how sequences are cut and packed; the ledger counts sequences of the length above</source>
        <translation>序列如何截断和打包；账本按上述长度的序列计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="715"/>
        <source>TRL&apos;s reward, reference-model and weight-gathering settings: reward models, the reference&apos;s refresh from the policy and ZeRO-3&apos;s gather for generation are not counted yet</source>
        <translation>TRL 的奖励、参考模型和权重聚合设置：奖励模型、参考模型从策略的刷新以及 ZeRO-3 为生成做的聚合尚未计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_object.cpp" line="96"/>
        <source>the model MemLedger has no preset for: give --model, or --hf-config with its config.json</source>
        <translation>MemLedger 没有预设的模型：请给出 --model，或用 --hf-config 给出其 config.json</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="87"/>
        <source>no block_size in it: the Trainer&apos;s 256 is used</source>
        <translation>其中没有 block_size：使用 Trainer 的 256</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="89"/>
        <source>the Trainer gives torchao&apos;s low-bit AdamW block_size 256 unless optim_args sets it</source>
        <translation>除非 optim_args 指定，Trainer 给 torchao 低位宽 AdamW 的 block_size 为 256</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="108"/>
        <source>the Trainer&apos;s rank for GaLore and APOLLO unless optim_args sets it</source>
        <translation>Trainer 为 GaLore 与 APOLLO 使用的默认秩（optim_args 未设置 rank 时）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="112"/>
        <source>layer-wise: each parameter steps from its gradient hook and its gradient is freed</source>
        <translation>逐层：每个参数在其梯度钩子中更新，随后释放其梯度</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="141"/>
        <source>every nn.Linear of the attention and MLP blocks is projected</source>
        <translation>注意力与 MLP 块中的每个 nn.Linear 都做投影</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="145"/>
        <source>MemLedger projects every nn.Linear of the attention and MLP blocks, as [attn, mlp] selects, and keeps Adam&apos;s moments for every other parameter</source>
        <translation>MemLedger 按 [attn, mlp] 的选择对注意力与 MLP 块中的每个 nn.Linear 做投影，其余参数保存完整的 Adam 动量</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="514"/>
        <source>PyTorch&apos;s SDPA runs a flash or memory-efficient kernel on a GPU: no s × s scores kept</source>
        <translation>PyTorch 的 SDPA 在 GPU 上运行 flash 或省内存的内核：不保留 s × s 分数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="518"/>
        <source>an attention implementation MemLedger does not know</source>
        <translation>MemLedger 不认识的注意力实现</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="524"/>
        <source>Liger&apos;s fused RMSNorm, SwiGLU and RoPE; its chunked cross-entropy is not modelled</source>
        <translation>Liger 的融合 RMSNorm、SwiGLU 和 RoPE；其分块交叉熵未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="344"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="527"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="534"/>
        <source>no tensor parallelism</source>
        <translation>无张量并行</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="557"/>
        <source>a full fine-tune</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="561"/>
        <source>freezing layers is not modelled</source>
        <translation>冻结层未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="563"/>
        <source>read with the LoRA rank</source>
        <translation>与 LoRA 秩一起读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="571"/>
        <source>a LoRA rank with no use_peft or finetuning_type: the script&apos;s own adapters, counted as LoRA on the modules below</source>
        <translation>有 LoRA 秩但没有 use_peft 或 finetuning_type：脚本自带的适配器，按下列模块上的 LoRA 计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="580"/>
        <source>LoRA is off (use_peft false or a full fine-tune)</source>
        <translation>LoRA 关闭（use_peft 为 false，或全量微调）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="591"/>
        <source>a 4-bit frozen base: QLoRA</source>
        <translation>4 位冻结基座：QLoRA</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="595"/>
        <source>a 4-bit base without LoRA is not modelled</source>
        <translation>没有 LoRA 的 4 位基座未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="596"/>
        <source>no 4-bit base (an 8-bit base is not modelled)</source>
        <translation>没有 4 位基座（8 位基座未建模）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="628"/>
        <source>the engine puts adapters on q, k, v and o; these modules are a part of that</source>
        <translation>引擎把适配器放在 q、k、v 和 o 上；这些模块是其中的一部分</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="631"/>
        <source>the engine puts adapters on every linear of the block; these modules are a part of that</source>
        <translation>引擎把适配器放在块的每个线性层上；这些模块是其中的一部分</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="638"/>
        <source>adapter scaling, dropout and names: no memory the ledger counts</source>
        <translation>适配器的缩放系数、dropout 和名称：不占账本统计的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="648"/>
        <source>logging and output: no memory of the training step</source>
        <translation>日志与输出：不占训练步的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="655"/>
        <source>checkpoints and the Hub: no memory of the training step</source>
        <translation>检查点与 Hub：不占训练步的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="663"/>
        <source>evaluation: not the training step the ledger measures</source>
        <translation>评估：不属于账本测量的训练步</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="399"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="669"/>
        <source>learning-rate schedule and optimizer hyper-parameters: no effect on memory</source>
        <translation>学习率调度与优化器超参数：对内存无影响</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="674"/>
        <source>data loading: host memory, not the GPU</source>
        <translation>数据加载：占用主机内存，而非 GPU</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="680"/>
        <source>process setup, compilation and wrapping details: not what the ledger counts</source>
        <translation>进程设置、编译与包装细节：不是账本统计的内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="684"/>
        <source>the model compiled: what autograd saves changes with the fused graph; not modelled</source>
        <translation>模型经编译：autograd 保存的张量随融合后的计算图而变；未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="689"/>
        <source>empties PyTorch&apos;s allocator cache every N steps: changes what is reserved between steps; not modelled</source>
        <translation>每 N 步清空 PyTorch 分配器缓存：改变步与步之间的预留量；未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="697"/>
        <source>the training script&apos;s model and data arguments: no memory the ledger counts</source>
        <translation>训练脚本的模型与数据参数：不涉及账本计入的显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="702"/>
        <source>FP8 compute: not modelled; weights and activations are counted in 16 bits</source>
        <translation>FP8 计算：未建模；权重和激活按 16 位计</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="709"/>
        <source>TRL&apos;s sampling settings: how many completions and how they are drawn, not memory on a GPU; the sequence length above bounds them</source>
        <translation>TRL 的采样设置：生成多少条补全、如何采样，不占 GPU 显存；上面的序列长度限定了它们</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="721"/>
        <source>documentation or private state of the tool that wrote the file</source>
        <translation>写出该文件的工具的说明文字或内部状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="743"/>
        <source>DeepSpeed runs the job, but %1 was not found beside this file, so its ZeRO stage and offload are not read: import it as well</source>
        <translation>由 DeepSpeed 运行任务，但本文件旁没有找到 %1，因此未读取其 ZeRO 阶段和卸载设置：请一并导入它</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="789"/>
        <source>the Trainer on its own: DDP over an fp32 model</source>
        <translation>单独使用 Trainer：在 fp32 模型上做 DDP</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_report.cpp" line="36"/>
        <source>Read (%1):</source>
        <translation>精确读取（%1）：</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_report.cpp" line="37"/>
        <source>Defaulted (the framework&apos;s default) (%1):</source>
        <translation>采用框架默认值（%1）：</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_report.cpp" line="38"/>
        <source>Approximated (%1):</source>
        <translation>近似处理（%1）：</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_report.cpp" line="39"/>
        <source>Not modelled (%1):</source>
        <translation>已识别但未建模（%1）：</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_report.cpp" line="40"/>
        <source>Not understood (%1):</source>
        <translation>无法识别（%1）：</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_report.cpp" line="65"/>
        <source>Scenario:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_report.cpp" line="92"/>
        <source>Resolved once the GPUs are known: %1 = %2 sequences per step (micro-batch × accumulation × data-parallel GPUs)</source>
        <translation>待 GPU 数已知后再拆分：%1 = 每步 %2 条序列（微批次 × 累积步数 × 数据并行 GPU 数）</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script.cpp" line="194"/>
        <source>the script nests if, for, case and braces more than %1 deep; the rest is not read</source>
        <translation>脚本中 if、for、case 和花括号的嵌套超过 %1 层；其余部分未读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script.cpp" line="441"/>
        <source>sources %1, which was not read: its settings are missing</source>
        <translation>脚本 source 了 %1，但未读取该文件：其中的设置缺失</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script.cpp" line="445"/>
        <source>sources more than %1 files; %2 was not read</source>
        <translation>脚本 source 的文件超过 %1 个；未读取 %2</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script.cpp" line="451"/>
        <source>sources %1, and no %2 is beside the script: its settings are missing (import it too, or give them as flags)</source>
        <translation>脚本 source 了 %1，但脚本旁没有 %2：其中的设置缺失（请一并导入，或以参数给出）</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script.cpp" line="459"/>
        <source>read %1 beside the script, which it sources</source>
        <translation>已读取脚本旁被 source 的 %1</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script.cpp" line="607"/>
        <source>the script expands to more than %1 MB of words; the rest is not read</source>
        <translation>脚本展开后的单词超过 %1 MB；其余部分未读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script_words.cpp" line="253"/>
        <source>a heredoc (&lt;&lt;) without a delimiter word; the rest of the script is not read</source>
        <translation>heredoc（&lt;&lt;）缺少结束标记词；脚本的其余部分未读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script_words.cpp" line="281"/>
        <source>a quote, $( or ${ opened near &quot;%1&quot; is never closed; the rest of the script is not read</source>
        <translation>在 &quot;%1&quot; 附近打开的引号、$( 或 ${ 没有闭合；脚本的其余部分未读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/shell/launch_script_words.cpp" line="290"/>
        <source>the array %1( ... is never closed; the rest of the script is not read</source>
        <translation>数组 %1( ... 没有闭合；脚本的其余部分未读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="142"/>
        <source>Megatron-LM keeps an fp32 gradient buffer and fp32 master weights</source>
        <translation>Megatron-LM 保留一份 fp32 梯度缓冲区和 fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="166"/>
        <source>the script takes it from %1, which it never sets (the environment does); the base scenario&apos;s value stays</source>
        <translation>脚本从 %1 取值，但脚本中从未设置它（由环境设置）；保留基础场景的值</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="187"/>
        <source>from the script&apos;s ${NAME:-default}; the environment may set another value</source>
        <translation>来自脚本的 ${NAME:-default}；环境可能设置其他值</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="204"/>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="241"/>
        <source>Megatron&apos;s default</source>
        <translation>Megatron 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="217"/>
        <source>Megatron&apos;s default without %1 (%2)</source>
        <translation>不给出 %1 时 Megatron 的默认值（%2）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="235"/>
        <source>Megatron turns sequence parallelism off when TP is 1</source>
        <translation>TP 为 1 时 Megatron 会关闭序列并行</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="258"/>
        <source>applies only with --use-torch-fsdp2</source>
        <translation>仅在使用 --use-torch-fsdp2 时适用</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="268"/>
        <source>Megatron&apos;s sharded data parallelism: parameters, gradients and optimizer states sharded, as FSDP full sharding</source>
        <translation>Megatron 的分片数据并行：参数、梯度和优化器状态均被分片，等同于 FSDP 完全分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="272"/>
        <source>Megatron&apos;s sharded data parallelism (default optim_grads_params) (%1): parameters, gradients and optimizer states sharded, as FSDP full sharding</source>
        <translation>Megatron 的分片数据并行（默认 optim_grads_params）（%1）：参数、梯度和优化器状态均被分片，等同于 FSDP 完全分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="279"/>
        <source>Megatron&apos;s sharded data parallelism: gradients and optimizer states sharded, as FSDP shard-grad-op</source>
        <translation>Megatron 的分片数据并行：梯度和优化器状态被分片，等同于 FSDP shard-grad-op</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="284"/>
        <source>Megatron&apos;s sharded data parallelism: optimizer states sharded, as the distributed optimizer</source>
        <translation>Megatron 的分片数据并行：优化器状态被分片，等同于分布式优化器</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="298"/>
        <source>applies only with --use-megatron-fsdp, which is not given</source>
        <translation>仅在给出 --use-megatron-fsdp 时生效，而此处未给出</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="313"/>
        <source>where and how the processes start</source>
        <translation>进程在何处、如何启动</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="317"/>
        <source>GPUs per node: with --nnodes, the world size</source>
        <translation>每个节点的 GPU 数：与 --nnodes 一起决定总进程数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="320"/>
        <source>nodes: with --nproc_per_node, the world size</source>
        <translation>节点数：与 --nproc_per_node 一起决定总进程数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="340"/>
        <source>the launcher&apos;s %1 GPUs are not a multiple of TP × PP × CP = %2 (the script is set up for more nodes); the data-parallel size is not set</source>
        <translation>启动器的 %1 张 GPU 不是 TP × PP × CP = %2 的倍数（脚本是为更多节点准备的）；未设置数据并行规模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="350"/>
        <source>world size / (TP × PP × CP), as Megatron computes data_parallel_size (%1); the node count is the script&apos;s default, which the scheduler may change</source>
        <translation>总进程数 / (TP × PP × CP)，与 Megatron 计算 data_parallel_size 的方式相同（%1）；节点数是脚本的默认值，调度器可能会改变它</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="356"/>
        <source>world size / (TP × PP × CP), as Megatron computes data_parallel_size</source>
        <translation>总进程数 / (TP × PP × CP)，与 Megatron 计算 data_parallel_size 的方式相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="376"/>
        <source>without --micro-batch-size the accumulation cannot be derived</source>
        <translation>没有 --micro-batch-size，无法推出累积步数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="383"/>
        <source>accumulation = global batch / (micro-batch × data-parallel size); the data-parallel size is not in the file, so it is derived once the GPUs are known (--dp)</source>
        <translation>累积步数 = 全局批大小 / (微批次 × 数据并行规模)；文件中没有数据并行规模，因此在 GPU 数已知后（--dp）再推出</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="401"/>
        <source>global batch / (micro-batch × data-parallel size)</source>
        <translation>全局批大小 / (微批次 × 数据并行规模)</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="488"/>
        <source>read with --is-hybrid-model</source>
        <translation>随 --is-hybrid-model 一起读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="518"/>
        <source>a SwiGLU or RMSNorm block: a Llama block&apos;s saved tensors</source>
        <translation>SwiGLU 或 RMSNorm 块：按 Llama 块保存的张量计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="519"/>
        <source>no SwiGLU or RMSNorm: a GPT block&apos;s saved tensors</source>
        <translation>没有 SwiGLU 或 RMSNorm：按 GPT 块保存的张量计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="533"/>
        <source>Megatron&apos;s default with --swiglu: int(4h·2/3 / 64)·64</source>
        <translation>使用 --swiglu 时 Megatron 的默认值：int(4h·2/3 / 64)·64</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="534"/>
        <source>Megatron&apos;s default: 4 × hidden size</source>
        <translation>Megatron 的默认值：4 × 隐藏层维度</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="551"/>
        <source>the attention dropout (%1) differs; the scenario has one dropout probability</source>
        <translation>注意力 dropout（%1）与之不同；场景只有一个 dropout 概率</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="565"/>
        <source>read with --hidden-dropout into the one dropout setting</source>
        <translation>与 --hidden-dropout 一起读入唯一的 dropout 设置</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="568"/>
        <source>Megatron&apos;s default hidden and attention dropout</source>
        <translation>Megatron 默认的隐藏层与注意力 dropout</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="595"/>
        <source>without --window-size no layer slides</source>
        <translation>没有 --window-size 时没有层使用滑动窗口</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="614"/>
        <source>every layer slides without --window-attn-skip-freq</source>
        <translation>没有 --window-attn-skip-freq 时每层都使用滑动窗口</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="621"/>
        <source>every layer slides but each n-th, which attends to all</source>
        <translation>除每第 n 层（关注全部）外，每层都使用滑动窗口</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="624"/>
        <source>a layer pattern MemLedger does not read: the step time counts no layer as sliding</source>
        <translation>MemLedger 不读取的层模式：步时间不把任何层算作滑动窗口层</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="635"/>
        <source>a squared-ReLU MLP has GeLU&apos;s shape: two matrices and one activation</source>
        <translation>平方 ReLU MLP 与 GeLU 的形状相同：两个矩阵和一个激活</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="640"/>
        <source>Megatron&apos;s default activation is GeLU</source>
        <translation>Megatron 的默认激活函数是 GeLU</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="654"/>
        <source>Megatron&apos;s default normalization</source>
        <translation>Megatron 默认的归一化</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="667"/>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="679"/>
        <source>no learned position table, as with RoPE</source>
        <translation>没有可学习的位置表，与 RoPE 相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="676"/>
        <source>deprecated spelling of --position-embedding-type rope</source>
        <translation>--position-embedding-type rope 的已弃用写法</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="683"/>
        <source>Megatron&apos;s default is learned_absolute</source>
        <translation>Megatron 的默认值是 learned_absolute</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="687"/>
        <source>the position type is read from --position-embedding-type</source>
        <translation>位置类型从 --position-embedding-type 读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="690"/>
        <source>no learned position table: the position type is read from --position-embedding-type</source>
        <translation>没有可学习的位置表：位置类型从 --position-embedding-type 读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="705"/>
        <source>Megatron&apos;s default number of query groups with --group-query-attention</source>
        <translation>使用 --group-query-attention 时 Megatron 默认的查询组数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="713"/>
        <source>no grouped-query attention: every head has its own K and V</source>
        <translation>没有分组查询注意力：每个头都有自己的 K 和 V</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="716"/>
        <source>ignored by Megatron without --group-query-attention</source>
        <translation>没有 --group-query-attention 时 Megatron 会忽略它</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="721"/>
        <source>multi-head latent attention, with the ranks and head widths that follow</source>
        <translation>多头潜在注意力，秩和头宽度见下文各项</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="739"/>
        <source>the embedding&apos;s rows as given: Megatron pads no further</source>
        <translation>嵌入层行数按给定值：Megatron 不再填充</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="744"/>
        <source>--padded-vocab-size decides the vocabulary</source>
        <translation>词表大小由 --padded-vocab-size 决定</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="764"/>
        <source>not given: the tokenizer decides the vocabulary, which the file does not name by size; give --vocab</source>
        <translation>未给出：词表由分词器决定，而文件没有给出其大小；请给出 --vocab</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="778"/>
        <source>read with the vocabulary: not padded</source>
        <translation>随词表一起读取：不填充</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="786"/>
        <source>GPT-2 BPE&apos;s %1 tokens (%2), not padded</source>
        <translation>GPT-2 BPE 的 %1 个 token（%2），不填充</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="795"/>
        <source>pretrain_gpt.py&apos;s tokenizer when none is named (pretrain_gpt.py @ d98e8a64, args_defaults): GPT-2 BPE&apos;s %1 tokens (%2), padded to a multiple of %3 × TP = %4, as Megatron allocates it (%5)</source>
        <translation>未指定分词器时 pretrain_gpt.py 采用的分词器（pretrain_gpt.py @ d98e8a64，args_defaults）：GPT-2 BPE 的 %1 个 token（%2），按 Megatron 的分配方式补齐到 %3 × TP = %4 的倍数（%5）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="800"/>
        <source>GPT-2 BPE&apos;s %1 tokens (%2), padded to a multiple of %3 × TP = %4, as Megatron allocates it (%5)</source>
        <translation>GPT-2 BPE 词表的 %1 个词元（%2），按 Megatron 的分配方式补齐为 %3 × TP = %4 的倍数（%5）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="810"/>
        <source>padded to a multiple of %1 × TP = %2, as Megatron allocates it (%3)</source>
        <translation>按 Megatron 的分配方式填充到 %1 × TP = %2 的倍数（%3）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="830"/>
        <source>Megatron uses --ffn-hidden-size for the experts</source>
        <translation>Megatron 对专家使用 --ffn-hidden-size</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="841"/>
        <source>the shared experts&apos; FFN size %1 counted as %2 expert(s) of %3</source>
        <translation>共享专家的 FFN 维度 %1 按 %2 个 FFN 维度为 %3 的专家计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="868"/>
        <source>experts on the first layer of every %1 (%2: layer i when i % N == 0)</source>
        <translation>每 %1 层的第一层放专家（%2：i % N == 0 的第 i 层）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="876"/>
        <source>these MoE layers are neither leading dense layers nor one layer in every N: every layer counted as MoE</source>
        <translation>这些 MoE 层既不是开头的稠密层，也不是每 N 层一层：每层都按 MoE 计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="892"/>
        <source>Megatron&apos;s default token dispatcher</source>
        <translation>Megatron 的默认 token 分发器</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="902"/>
        <source>the flex dispatcher&apos;s default backend is DeepEP</source>
        <translation>flex 分发器的默认后端是 DeepEP</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="907"/>
        <source>counted as the all-to-all dispatcher&apos;s buffers</source>
        <translation>按 all-to-all 分发器的缓冲区计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="910"/>
        <source>HybridEP and NCCL-EP pre-size their receive buffers from --moe-expert-rank-capacity-factor: not modelled; the ledger counts the all-to-all dispatcher&apos;s buffers</source>
        <translation>HybridEP 和 NCCL-EP 按 --moe-expert-rank-capacity-factor 预分配接收缓冲区：未建模；账本按 all-to-all 分发器的缓冲区计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="927"/>
        <source>a negative factor means dropless routing</source>
        <translation>负的因子表示不丢弃 token 的路由</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="935"/>
        <source>forced balancing: every rank receives its balanced share</source>
        <translation>强制均衡：每个 rank 收到其均衡份额</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="957"/>
        <source>Sinkhorn routing balances without gradients and keeps the fp32 routing probabilities the ledger counts</source>
        <translation>Sinkhorn 路由在无梯度下做均衡，保留账本已计入的 fp32 路由概率</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="960"/>
        <source>read with --moe-aux-loss-coeff</source>
        <translation>随 --moe-aux-loss-coeff 读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="976"/>
        <source>a load-balancing loss: fp32 routing scores kept for backward in every MoE layer</source>
        <translation>负载均衡损失：每个 MoE 层为反向保留 fp32 路由分数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="978"/>
        <source>no load-balancing loss</source>
        <translation>没有负载均衡损失</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="981"/>
        <source>Megatron&apos;s default coefficient 0: no load-balancing loss</source>
        <translation>Megatron 默认系数为 0：没有负载均衡损失</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1000"/>
        <source>fp64 logits counted as fp32: half their bytes</source>
        <translation>fp64 logits 按 fp32 计：只计一半字节</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1012"/>
        <source>Transformer Engine&apos;s fused router kernels keep tensors of their own: counted as the unfused router&apos;s</source>
        <translation>Transformer Engine 的融合路由内核保留自己的张量：按未融合路由计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1033"/>
        <source>virtual stages = layers / PP / this; --num-layers is not given, so VPP is not set</source>
        <translation>虚拟阶段数 = 层数 / PP / 此值；未给出 --num-layers，因此未设置 VPP</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1048"/>
        <source>virtual stages = layers / PP / layers per virtual stage = %1 / %2 / %3 (%4)</source>
        <translation>虚拟阶段数 = 层数 / PP / 每个虚拟阶段的层数 = %1 / %2 / %3（%4）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1088"/>
        <source>the layout&apos;s stages ÷ PP</source>
        <translation>布局的阶段数 ÷ PP</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1093"/>
        <source>decoder layers per rank, stage i on rank i mod PP; the MTP layers the layout puts on rank %1 are counted on the last rank with the loss</source>
        <translation>每个 rank 的解码层数，阶段 i 在 rank i mod PP 上；布局放在 rank %1 上的 MTP 层按最后一个 rank（与损失同处）计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1098"/>
        <source>decoder layers per rank, stage i on rank i mod PP</source>
        <translation>每个 rank 的解码层数，阶段 i 在 rank i mod PP 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1109"/>
        <source>one pipeline stage: no split to make</source>
        <translation>只有一个流水线阶段：无需切分</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1110"/>
        <source>the layers per stage need --num-layers</source>
        <translation>每个阶段的层数需要 --num-layers</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1133"/>
        <source>the given first and last stages, the other layers split evenly</source>
        <translation>首尾阶段按给定层数，其余层均匀切分</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1152"/>
        <source>(layers + embedding + loss) ÷ PP per rank, one fewer on the first and last; there the first (last) of the rank&apos;s %1 virtual stages holds the fewer layers, but the ledger spreads the micro-batches in flight evenly over the rank&apos;s layers (%2): low on the last rank, whose warm-up runs only its first virtual stage, high on the first</source>
        <translation>每个 rank 为 (层数 + 嵌入 + loss) ÷ PP，首尾 rank 各少一层；在那里，该 rank 的 %1 个虚拟阶段中第一个（最后一个）持有较少的层，但账本把在途微批次均匀摊到该 rank 的各层上（%2）：在最后一个 rank 上偏低（其预热只运行第一个虚拟阶段），在第一个 rank 上偏高</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1160"/>
        <source>(layers + embedding + loss) ÷ PP per rank, one fewer on the first and last</source>
        <translation>每个 rank (层数 + 嵌入 + 损失) ÷ PP 层，首尾 rank 各少一层</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1190"/>
        <source>without --bf16 or --fp16 Megatron trains in fp32</source>
        <translation>没有 --bf16 或 --fp16 时 Megatron 以 fp32 训练</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1209"/>
        <source>checkpoints split over the TP ranks: not modelled, so the checkpoint figure is high by the TP degree</source>
        <translation>检查点分散到各 TP rank 上：未建模，因此检查点的数字偏高 TP 倍</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1227"/>
        <source>uniform groups of one layer: every layer recomputed; the 2021 spelling of --recompute-granularity full with --recompute-method</source>
        <translation>每组一层的 uniform 分组：每一层都重计算；这是 --recompute-granularity full 加 --recompute-method 的 2021 年写法</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1231"/>
        <source>uniform groups of one layer: every layer recomputed</source>
        <translation>每组一层的 uniform 分组：每一层都重计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1232"/>
        <source>the 2021 spelling of --recompute-granularity full with --recompute-method</source>
        <translation>--recompute-granularity full 加 --recompute-method 的 2021 年写法</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1244"/>
        <source>one layer per checkpointed group</source>
        <translation>每个检查点组一层</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1251"/>
        <source>full granularity without --recompute-method recomputes every layer (newer Megatron asks for the method)</source>
        <translation>不带 --recompute-method 的 full 粒度会重计算每一层（较新的 Megatron 要求给出方法）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1274"/>
        <source>the deprecated spelling of &quot;moe&quot; among --recompute-modules</source>
        <translation>即 --recompute-modules 中的 &quot;moe&quot; 的旧写法</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1279"/>
        <source>Megatron&apos;s default: the attention core</source>
        <translation>Megatron 的默认值：注意力核心</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1296"/>
        <source>read only with --recompute-granularity selective: full recomputation recomputes every module</source>
        <translation>仅在 --recompute-granularity selective 时读取：完全重计算会重算所有模块</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1306"/>
        <source>--recompute-activations is --recompute-granularity selective</source>
        <translation>--recompute-activations 即 --recompute-granularity selective</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1313"/>
        <source>a removed flag (newer Megatron exits on it); older Megatron checkpointed every layer</source>
        <translation>已移除的参数（较新的 Megatron 遇到它会退出）；较旧的 Megatron 会对每一层做检查点</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1319"/>
        <source>Megatron recomputes nothing unless asked</source>
        <translation>除非明确要求，Megatron 不做任何重计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1323"/>
        <source>applies only with --recompute-granularity selective</source>
        <translation>仅在 --recompute-granularity selective 时生效</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1339"/>
        <source>the inference-optimized layers counted as Transformer Engine&apos;s, whose GEMMs they run</source>
        <translation>推理优化的层按 Transformer Engine 的层计算（它们运行的就是其 GEMM）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1348"/>
        <source>the local implementation&apos;s core attention is DotProductAttention, which materialises the s × s scores</source>
        <translation>local 实现的核心注意力是 DotProductAttention，会实际生成 s × s 的分数矩阵</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1353"/>
        <source>Megatron Core&apos;s own layers: PyTorch&apos;s GEMMs, no Transformer Engine workspace</source>
        <translation>Megatron Core 自带的层：PyTorch 的 GEMM，没有 Transformer Engine 工作区</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1358"/>
        <source>picks Transformer Engine&apos;s attention, which --transformer-impl local does not use</source>
        <translation>选择的是 Transformer Engine 的注意力实现，而 --transformer-impl local 不使用它</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1369"/>
        <source>Transformer Engine&apos;s fused attention keeps no s × s scores, like FlashAttention</source>
        <translation>Transformer Engine 的融合注意力与 FlashAttention 一样不保留 s × s 分数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1373"/>
        <source>attention that materialises the s × s scores</source>
        <translation>会物化 s × s 分数的注意力</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1381"/>
        <source>the kernel is read from --attention-backend</source>
        <translation>内核从 --attention-backend 读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1387"/>
        <source>the default backend is auto: Transformer Engine picks a fused kernel with no s × s scores</source>
        <translation>默认后端为 auto：Transformer Engine 会选择不保留 s × s 分数的融合内核</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1400"/>
        <source>Megatron&apos;s adam decouples weight decay: AdamW</source>
        <translation>Megatron 的 adam 使用解耦权重衰减：即 AdamW</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1404"/>
        <source>Megatron&apos;s SGD keeps momentum (--sgd-momentum 0.9 by default)</source>
        <translation>Megatron 的 SGD 带动量（默认 --sgd-momentum 0.9）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1422"/>
        <source>Megatron&apos;s default optimizer is adam (AdamW)</source>
        <translation>Megatron 的默认优化器是 adam（AdamW）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1429"/>
        <source>only this fraction of the optimizer states is offloaded; the ledger offloads all of them</source>
        <translation>只有这一比例的优化器状态被卸载；账本把它们全部卸载</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1444"/>
        <source>the gradient buffer accumulates and reduces in bf16</source>
        <translation>梯度缓冲区以 bf16 累加并归约</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1489"/>
        <source>a custom FP4 recipe: its tensors are not known; the ledger counts 16-bit linears</source>
        <translation>自定义 FP4 配方：其张量未知；账本按 16 位线性层计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1496"/>
        <source>FP4 runs Transformer Engine&apos;s NVFP4BlockScaling</source>
        <translation>FP4 使用 Transformer Engine 的 NVFP4BlockScaling</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1504"/>
        <source>a custom FP8 recipe: its tensors are not known; the ledger counts 16-bit linears</source>
        <translation>自定义 FP8 配方：其张量未知；账本按 16 位线性层计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1520"/>
        <source>with --fp8-format Megatron&apos;s default recipe is delayed scaling</source>
        <translation>给出 --fp8-format 时，Megatron 的默认配方为延迟缩放（delayed）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1531"/>
        <source>Megatron turns FP8 parameters off under torch FSDP2 (Transformer Engine 2): the weights stay 16-bit</source>
        <translation>在 torch FSDP2 下（Transformer Engine 2）Megatron 会关闭 FP8 参数：权重保持 16 位</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1541"/>
        <source>MXFP8 parameters all-gathered without --reuse-grad-buf-for-mxfp8-param-ag: Megatron warns of a separate gather buffer, not counted, so the estimate is low</source>
        <translation>MXFP8 参数在未加 --reuse-grad-buf-for-mxfp8-param-ag 时进行 all-gather：Megatron 会警告另需一块收集缓冲区，账本未计入，因此估计偏低</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1554"/>
        <source>the layer-wise distributed optimizer shards whole parameters over the data-parallel ranks, unevenly; the ledger divides the states evenly</source>
        <translation>逐层分布式优化器把整个参数分给各数据并行 rank，分配不均；账本按均分计算状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1570"/>
        <source>Lion for the parameters Muon leaves out keeps one state, not AdamW&apos;s two: the ledger counts two</source>
        <translation>Muon 不处理的参数若用 Lion，只保存一个状态而非 AdamW 的两个：账本按两个计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1576"/>
        <source>Newton–Schulz on each TP shard: the ledger counts the whole matrix gathered on every rank (duplicated mode)</source>
        <translation>在每个 TP 分片上做 Newton–Schulz：账本按每个 rank 收集整个矩阵（duplicated 模式）计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1587"/>
        <source>a setting of the experts: the model has none (--num-experts)</source>
        <translation>专家的设置：该模型没有专家（--num-experts）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1662"/>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1727"/>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="710"/>
        <source>where the arguments were found</source>
        <translation>找到参数的位置</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1710"/>
        <source>false: the flag is left off</source>
        <translation>false：不加该参数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1725"/>
        <source>the test harness&apos;s own settings</source>
        <translation>测试框架自身的设置</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="28"/>
        <source>logging and profiling: no memory of the training step</source>
        <translation>日志与性能分析：不占训练步的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="39"/>
        <source>checkpoint saving and loading: no memory of the training step</source>
        <translation>检查点保存与加载：不占训练步的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="51"/>
        <source>data, tokenizer and evaluation: no memory the ledger counts (the vocabulary comes from --vocab-size)</source>
        <translation>数据、分词器与评估：不占账本统计的内存（词表大小来自 --vocab-size）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="68"/>
        <source>learning-rate schedule, weight decay, clipping and initialisation: no effect on memory</source>
        <translation>学习率调度、权重衰减、裁剪与初始化：对内存无影响</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="76"/>
        <source>communication overlap, kernel fusions and implementation choices: speed, not the states the ledger counts</source>
        <translation>通信重叠、内核融合与实现选择：影响速度，不影响账本统计的状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="99"/>
        <source>empties PyTorch&apos;s allocator cache between steps: changes reserved memory, not what the ledger counts</source>
        <translation>在各步之间清空 PyTorch 分配器缓存：改变的是已预留内存，不是账本统计的内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="105"/>
        <source>numerics of the layers (epsilon, rotary base and scaling, normalisation details): same tensors, same bytes</source>
        <translation>各层的数值细节（epsilon、旋转位置编码的基数与缩放、归一化细节）：张量相同，字节数相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="113"/>
        <source>MoE routing&apos;s choices (top-k, groups, score function, expert bias): the ledger counts the experts&apos; weights, the routed tokens and the router&apos;s kept tensors</source>
        <translation>MoE 路由的选择（top-k、分组、打分函数、专家偏置）：账本计入专家权重、被路由的 token 以及路由器保留的张量</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="119"/>
        <source>MoE routing map padded for FP8 or quantized expert GEMMs: not modelled; up to (alignment − 1) rows per expert more than the ledger&apos;s routed rows</source>
        <translation>为 FP8 或量化专家 GEMM 填充的 MoE 路由表：未建模；每个专家最多比账本的路由行多（对齐数 − 1）行</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="126"/>
        <source>MoE token dispatch tuning (DeepEP&apos;s SM count, per-rank capacities of HybridEP and NCCL-EP, token drop policy, dispatcher fusions): not modelled; the ledger sizes the dispatcher&apos;s buffers at its defaults</source>
        <translation>MoE token 分发调优（DeepEP 的 SM 数、HybridEP 与 NCCL-EP 的每 rank 容量、token 丢弃策略、分发器融合）：未建模；账本按默认值计算分发器缓冲区</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="135"/>
        <source>Newton–Schulz&apos;s matmul precision: the ledger counts Megatron&apos;s default, bf16 iterates of an fp32 update; high keeps them in fp32</source>
        <translation>Newton–Schulz 的矩阵乘精度：账本按 Megatron 默认值计算，即 fp32 更新的 bf16 迭代；high 则保持 fp32</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="141"/>
        <source>Muon&apos;s numerics (momentum, Nesterov, scaling, Newton–Schulz steps and coefficients, QKV split, syrk kernels): no effect on the states it keeps</source>
        <translation>Muon 的数值设置（动量、Nesterov、缩放、Newton–Schulz 步数与系数、QKV 拆分、syrk 内核）：不影响其保存的状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="146"/>
        <source>SOAP&apos;s numerics (the factors&apos; beta, KL-Shampoo): no effect on the states it keeps</source>
        <translation>SOAP 的数值设置（因子的 beta、KL-Shampoo）：不影响其保存的状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="149"/>
        <source>the weight of the multi-token prediction loss: no effect on memory</source>
        <translation>多 token 预测损失的权重：不影响显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="152"/>
        <source>multi-token prediction variants (one layer repeated, detached heads, hidden-state mixing): not modelled; the ledger counts every MTP layer with its own weights</source>
        <translation>多 token 预测的变体（重复使用同一层、分离的预测头、隐状态混合）：未建模；账本按每个 MTP 层都有自己的权重计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="158"/>
        <source>multi-latent attention&apos;s ranks and head sizes without --multi-latent-attention: Megatron ignores them</source>
        <translation>未给出 --multi-latent-attention 时的潜在注意力秩和头尺寸：Megatron 会忽略它们</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="163"/>
        <source>the FP8 recipe&apos;s scaling (margin, interval, amax history and its reduction): a few kilobytes of state a layer, below what the ledger shows</source>
        <translation>FP8 配方的缩放设置（margin、interval、amax 历史及其归约）：每层仅几 KB 状态，低于账本显示的精度</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="168"/>
        <source>attention in FP8 (the dot product, or the whole multi-head attention): not modelled; the ledger keeps attention&apos;s tensors in 16 bits, so the estimate is high</source>
        <translation>FP8 注意力（点积，或整个多头注意力）：未建模；账本按 16 位计注意力张量，因此估计偏高</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="174"/>
        <source>other FP8 and FP4 settings (16-bit weight gradients, the output layer in MXFP8, custom quantizers): not modelled; the ledger runs the blocks&apos; linears in the recipe and nothing else</source>
        <translation>其他 FP8 与 FP4 设置（16 位权重梯度、MXFP8 输出层、自定义量化器）：未建模；账本只让各层线性层按配方运行</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="181"/>
        <source>layers kept in bf16 under the recipe: not modelled; the ledger runs every layer in it, so those layers&apos; saved inputs count low and their weight caches high</source>
        <translation>在配方下保留为 bf16 的层：未建模；账本让每一层都按配方运行，因此这些层保存的输入计得偏低，其权重缓存计得偏高</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="188"/>
        <source>the embedding&apos;s weight gradients deferred to the pipeline flush: the output layer&apos;s inputs of those micro-batches stay alive; not modelled, so the estimate is low</source>
        <translation>嵌入层的权重梯度推迟到流水线冲刷时计算：这些微批次的输出层输入一直存活；未建模，因此估算偏低</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="195"/>
        <source>a fused cross-entropy kernel (Megatron&apos;s or Transformer Engine&apos;s): not modelled; the ledger counts VocabParallelCrossEntropy&apos;s fp32 softmax, which a fused kernel may keep less of</source>
        <translation>融合的交叉熵内核（Megatron 或 Transformer Engine 的）：未建模；账本按 VocabParallelCrossEntropy 的 fp32 softmax 计，融合内核可能保存得更少</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="202"/>
        <source>the TP communication overlap&apos;s configuration (its file, per-GEMM switches, bootstrap): the ledger counts Transformer Engine&apos;s default twelve Userbuffers; another configuration may hold others</source>
        <translation>TP 通信重叠的配置（配置文件、逐 GEMM 开关、引导方式）：账本按 Transformer Engine 默认的十二个 Userbuffers 计；其他配置可能持有不同的缓冲区</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="209"/>
        <source>how many micro-batches of a virtual stage run before the next: changes how many are in flight under interleaving; not modelled</source>
        <translation>每个虚拟阶段连续运行多少个微批次：改变交错调度下同时在途的微批次数；未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="216"/>
        <source>point-to-point overlap in the pipeline&apos;s warm-up and flush: a further activation in flight; not modelled, so the estimate is a little low</source>
        <translation>流水线预热与冲刷阶段的点对点通信重叠：多一份在途激活；未建模，因此估算略低</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="223"/>
        <source>activations or weights offloaded to the CPU: not modelled, so the estimate is high</source>
        <translation>激活或权重卸载到 CPU：未建模，因此估算偏高</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="233"/>
        <source>CUDA graphs: their static input and output buffers and private memory pools are not modelled, so the estimate is low</source>
        <translation>CUDA Graph：其静态输入输出缓冲区与私有内存池未建模，因此估算偏低</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="240"/>
        <source>Megatron-FSDP&apos;s double buffer of gathered weights, or its outer sharding across data-parallel replicas: not modelled</source>
        <translation>Megatron-FSDP 对收集后权重的双缓冲，或其跨数据并行副本的外层切分：未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="249"/>
        <source>gradients accumulated and all-reduced in fp32: the fp32 main_grad buffer the ledger counts for bf16</source>
        <translation>梯度以 fp32 累加并做 all-reduce：即账本在 bf16 下计入的 fp32 main_grad 缓冲区</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="254"/>
        <source>gpt-oss&apos;s YaRN rotary settings for ModelOpt: numerics; its sinks, gated activation and sliding windows come from --softmax-type, --quick-geglu and --window-size</source>
        <translation>gpt-oss 供 ModelOpt 使用的 YaRN 旋转位置设置：仅影响数值；其 sink、门控激活和滑动窗口来自 --softmax-type、--quick-geglu 和 --window-size</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="260"/>
        <source>fault tolerance, restarts and signal handling: no memory of the training step</source>
        <translation>容错、重启与信号处理：不占训练步的显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="266"/>
        <source>settings of Megatron&apos;s BERT, T5, vision and retrieval models: pretrain_gpt.py does not read them</source>
        <translation>Megatron 的 BERT、T5、视觉与检索模型的设置：pretrain_gpt.py 不读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="279"/>
        <source>inference and generation settings: no memory of the training step</source>
        <translation>推理与生成设置：不占训练步的显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="283"/>
        <source>settings of layer kinds the job does not have (Mamba, linear or sparse attention, hyper-connections): Megatron reads them only with the flags that add those layers, which are refused</source>
        <translation>作业中没有的层类型的设置（Mamba、线性或稀疏注意力、超连接）：Megatron 仅在添加这些层的参数存在时读取它们，而那些参数会被拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="289"/>
        <source>upcycling: a dense checkpoint turned into experts at start-up; the training step is the mixture-of-experts model&apos;s</source>
        <translation>upcycling：启动时把稠密检查点转换为专家；训练步是混合专家模型的</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="294"/>
        <source>every layer frozen: no gradients or optimizer states for them; not modelled, so the estimate is high</source>
        <translation>所有层冻结：它们没有梯度和优化器状态；未建模，因此估计偏高</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="300"/>
        <source>the logits&apos; dtype for the output layer&apos;s GEMM or the loss: not modelled; the ledger counts Megatron&apos;s default</source>
        <translation>输出层 GEMM 或 loss 所用 logits 的数据类型：未建模；账本按 Megatron 的默认值计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="307"/>
        <source>generalized tensor parallelism (weights sharded further and rematerialised) and fp32 accumulation in the gradients&apos; reduce-scatter: not modelled</source>
        <translation>广义张量并行（权重进一步切分并重物化）以及梯度 reduce-scatter 中的 fp32 累加：未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="314"/>
        <source>how the CPU-offloaded optimizer moves gradients and parameters (overlap, pinning, torch&apos;s optimizer): not modelled</source>
        <translation>卸载到 CPU 的优化器如何搬运梯度与参数（重叠、锁页、torch 优化器）：未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="321"/>
        <source>per-module precision overrides and NVIDIA Kitchen&apos;s quantization recipes: not modelled; the ledger runs the recipe --fp8-recipe names</source>
        <translation>按模块的精度覆盖与 NVIDIA Kitchen 的量化配方：未建模；账本运行 --fp8-recipe 指定的配方</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="327"/>
        <source>a layer-spec module or a YAML file of arguments, which the import cannot read: what they set is not modelled</source>
        <translation>层规格模块或参数 YAML 文件，导入无法读取：其设置未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="333"/>
        <source>extra tensors a layer keeps (an attention output gate, L2-normed queries and keys, a shared-expert gate, routing probabilities applied to the experts&apos; input, fp32 residuals): not modelled, so the estimate is low</source>
        <translation>层额外保留的张量（注意力输出门、L2 归一化的 query 与 key、共享专家门、作用在专家输入上的路由概率、fp32 残差）：未建模，因此估计偏低</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="341"/>
        <source>memory savers of the MLP and the experts (the MLP in chunks along the sequence, attention&apos;s activations released early under EP overlap): not modelled, so the estimate is high</source>
        <translation>MLP 与专家的省显存手段（沿序列分块计算 MLP、EP 重叠下提前释放注意力激活）：未建模，因此估计偏高</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="348"/>
        <source>a paged stash of the routed experts&apos; activations, pre-sized by its factors: not modelled; the ledger counts the routed tokens&apos; tensors themselves</source>
        <translation>路由专家激活的分页暂存区，按其系数预先分配：未建模；账本计算的是路由 token 的张量本身</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="354"/>
        <source>weight gradients computed later (delayed wgrad, the experts&apos; wgrad overlapped with the dispatch): the inputs they need stay alive longer; not modelled, so the estimate is low</source>
        <translation>推迟计算的权重梯度（延迟 wgrad、与分发重叠的专家 wgrad）：它们所需的输入存活更久；未建模，因此估计偏低</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="360"/>
        <source>Transformer Engine&apos;s grouped GEMM for the dense or shared-expert MLP, or its operation fuser: more cuBLAS workspaces and other saved tensors; not modelled</source>
        <translation>稠密或共享专家 MLP 使用 Transformer Engine 的分组 GEMM，或其算子融合器：更多 cuBLAS 工作区与其他保存的张量；未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="366"/>
        <source>hybrid context parallelism for packed sequences of varying length: each rank&apos;s share of tokens differs; the ledger splits the sequence evenly</source>
        <translation>针对变长打包序列的混合上下文并行：各 rank 分到的 token 不同；账本按序列均分计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="372"/>
        <source>symmetric-memory all-reduce: its buffers, outside PyTorch&apos;s allocator, are not modelled</source>
        <translation>对称内存 all-reduce：其缓冲区在 PyTorch 分配器之外，未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="377"/>
        <source>latent projections of the experts&apos; input and output: the experts&apos; shapes change; not modelled</source>
        <translation>专家输入与输出的潜在投影：专家形状改变；未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="383"/>
        <source>routing replay records every token&apos;s chosen experts in each MoE layer: not modelled, so the estimate is low</source>
        <translation>路由重放记录每个 MoE 层中每个 token 选中的专家：未建模，因此估计偏低</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="389"/>
        <source>kernel fusions that change what is saved for backward (the residual add with RMSNorm, latent attention&apos;s down-projections, the embedding output&apos;s clone under sequence parallelism): not modelled</source>
        <translation>改变反向所需保存内容的内核融合（残差加与 RMSNorm、潜在注意力的降维投影、序列并行下嵌入输出的拷贝）：未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="397"/>
        <source>a teacher&apos;s logits saved or loaded for offline distillation (the top tokens of each position): not modelled</source>
        <translation>为离线蒸馏保存或加载的教师 logits（每个位置的前若干 token）：未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_flags.cpp" line="403"/>
        <source>how a changing batch ramps up: the ledger uses one batch per step</source>
        <translation>批大小如何逐步增大：账本每步只用一个批大小</translation>
    </message>
    <message>
        <location filename="../../model/core/preset_names.cpp" line="11"/>
        <source>Llama 3 has Llama 3.1&apos;s shape; only its maximum positions (8K) differ</source>
        <translation>Llama 3 与 Llama 3.1 形状相同；只有最大位置数（8K）不同</translation>
    </message>
    <message>
        <location filename="../../model/core/preset_names.cpp" line="13"/>
        <source>Qwen2 7B has Qwen2.5 7B&apos;s shapes (hidden 3584, 28 layers, 4 KV heads, FFN 18944, vocabulary 152064)</source>
        <translation>Qwen2 7B 与 Qwen2.5 7B 形状相同（hidden 3584、28 层、4 个 KV 头、FFN 18944、词表 152064）</translation>
    </message>
    <message>
        <location filename="../../model/core/preset_names.cpp" line="16"/>
        <source>a Qwen3 base model has its instruct model&apos;s shape; only its maximum positions (32K, not 40K) differ</source>
        <translation>Qwen3 基座模型与其指令模型结构相同，只有最大位置数不同（32K 而非 40K）</translation>
    </message>
    <message>
        <location filename="../../model/core/preset_names.cpp" line="19"/>
        <source>Llama 3.3 70B has Llama 3.1 70B&apos;s architecture</source>
        <translation>Llama 3.3 70B 与 Llama 3.1 70B 架构相同</translation>
    </message>
    <message>
        <location filename="../../model/core/preset_names.cpp" line="22"/>
        <source>torchtitan&apos;s 17bx16e is Llama 4 Scout&apos;s language model; its RoPE is set up for 10M positions (the preset&apos;s config.json says 256K), which make no weights</source>
        <translation>torchtitan 的 17bx16e 即 Llama 4 Scout 的语言模型；其 RoPE 按 1000 万个位置设置（预设的 config.json 为 256K），位置不产生权重</translation>
    </message>
    <message>
        <location filename="../../model/core/preset_names.cpp" line="140"/>
        <source>torchtitan&apos;s 6-layer test model, which has no preset</source>
        <translation>torchtitan 的 6 层测试模型，没有对应的预设</translation>
    </message>
    <message>
        <location filename="../../model/imports/recompute_choice.cpp" line="8"/>
        <source>op-level selective checkpointing: the block input, every other matmul output and the attention output are saved, the rest recomputed</source>
        <translation>算子级选择性检查点：保存块输入、每隔一个矩阵乘的输出和注意力输出，其余部分重计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/recompute_choice.cpp" line="29"/>
        <source>every layer checkpointed</source>
        <translation>每一层都做检查点</translation>
    </message>
    <message>
        <location filename="../../model/imports/recompute_choice.cpp" line="30"/>
        <source>0 checkpoints every layer</source>
        <translation>0 表示每一层都做检查点</translation>
    </message>
    <message>
        <location filename="../../model/imports/recompute_choice.cpp" line="36"/>
        <source>one layer in every %1 checkpointed; the number of layers is not known here, so every layer is counted as checkpointed (the estimate is low)</source>
        <translation>每 %1 层中有一层做检查点；此处不知道层数，因此每一层都按做检查点计数（估算偏低）</translation>
    </message>
    <message>
        <location filename="../../model/imports/recompute_choice.cpp" line="46"/>
        <source>one layer in every %1 of %2: no layer is checkpointed</source>
        <translation>%2 层中每 %1 层做一次检查点：没有层做检查点</translation>
    </message>
    <message>
        <location filename="../../model/imports/recompute_choice.cpp" line="51"/>
        <source>one layer in every %1 of %2 is checkpointed: %3 layers recomputed, the rest keep their activations (which layers does not change the bytes stored)</source>
        <translation>%2 层中每 %1 层有一层做检查点：重计算 %3 层，其余层保留激活（哪几层不影响保存的字节数）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="99"/>
        <source>pipeline schedule and communication details: not a scenario setting</source>
        <translation>流水线调度与通信细节：不是场景设置</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="120"/>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="118"/>
        <source>a model MemLedger has no preset for: give --model, or --hf-config with its config.json</source>
        <translation>MemLedger 没有预设的模型：请给出 --model，或用 --hf-config 给出其 config.json</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="134"/>
        <source>torchao Float8Linear on the block linears</source>
        <translation>块内线性层使用 torchao Float8Linear</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="137"/>
        <source>no float8 or MX converter</source>
        <translation>没有 float8 或 MX 转换器</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="141"/>
        <source>tokenizer and checkpoint paths, normalisation kernel: the preset has the architecture</source>
        <translation>分词器与检查点路径、归一化内核：架构由预设给出</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="176"/>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="242"/>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="247"/>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="484"/>
        <source>torchtitan&apos;s default</source>
        <translation>torchtitan 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="183"/>
        <source>parameters, gradients and optimizer states in bf16, no fp32 copy</source>
        <translation>参数、梯度和优化器状态均为 bf16，没有 fp32 副本</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="190"/>
        <source>torchtitan computes in bf16 over fp32 parameters by default (mixed_precision_param)</source>
        <translation>torchtitan 默认在 fp32 参数上以 bf16 计算（mixed_precision_param）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="196"/>
        <source>MX matmuls are not modelled: counted as bf16 mixed precision, so their saving is missing</source>
        <translation>MX 矩阵乘未建模：按 bf16 混合精度计数，因此缺少其节省的部分</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="203"/>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="368"/>
        <source>no offload</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="214"/>
        <source>data, schedule, clipping and reduction dtype: no memory the ledger counts</source>
        <translation>数据、调度、裁剪与归约 dtype：不占账本统计的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="248"/>
        <source>the older spelling of local_batch_size</source>
        <translation>local_batch_size 的旧写法</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="256"/>
        <source>local batch / pipeline micro-batch: the schedule&apos;s micro-batches</source>
        <translation>本地批大小 / 流水线微批次：即调度中的微批次数</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="259"/>
        <source>without global_batch_size the step is local batch × data-parallel size: no accumulation</source>
        <translation>没有 global_batch_size 时，一步即本地批大小 × 数据并行规模：不做累积</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="272"/>
        <source>local batch / pipeline micro-batch × global batch / (local batch × data-parallel size)</source>
        <translation>本地批大小 / 流水线微批次 × 全局批大小 / (本地批大小 × 数据并行规模)</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="275"/>
        <source>global batch / (local batch × data-parallel size)</source>
        <translation>全局批大小 / (本地批大小 × 数据并行规模)</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="286"/>
        <source>split into accumulation once the data-parallel size is known (--dp)</source>
        <translation>在数据并行规模已知后（--dp）再拆分出累积步数</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="302"/>
        <source>the model&apos;s layer count is not known here: give --vpp</source>
        <translation>此处不知道模型的层数：请给出 --vpp</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="316"/>
        <source>⌈(layers + embedding + output) / layers per stage⌉ / pipeline degree</source>
        <translation>⌈(层数 + 嵌入 + 输出) / 每阶段层数⌉ / 流水线并行度</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="366"/>
        <source>a pipeline schedule without pipeline parallelism: nothing to schedule</source>
        <translation>没有流水线并行却给了流水线调度：无可调度</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="373"/>
        <source>counted as the interleaved 1F1B schedule, whose forwards in flight it keeps; its deferred weight gradients are not</source>
        <translation>按交错式 1F1B 调度计算，它保留的在途前向与之相同；其延后的权重梯度未计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="380"/>
        <source>a multi-stage schedule: two virtual stages a rank without layers_per_stage</source>
        <translation>多阶段调度：未给 layers_per_stage 时每个 rank 两个虚拟阶段</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="415"/>
        <source>torchtitan&apos;s split: the embedding and the output count as layers, the first stages take the remainder</source>
        <translation>torchtitan 的切分：嵌入层和输出层各算作若干层，余数分给前面的阶段</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="439"/>
        <source>default: no resharding under pipeline parallelism</source>
        <translation>默认：流水线并行时不重新分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="440"/>
        <source>default: resharded unless pipelined</source>
        <translation>默认：除非使用流水线，否则重新分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="464"/>
        <source>no effect without expert parallelism and tensor parallelism</source>
        <translation>没有专家并行和张量并行时不起作用</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="472"/>
        <source>torchtitan&apos;s default: with EP the experts are not split by TP; the TP ranks join the expert-parallel group</source>
        <translation>torchtitan 的默认值：开启 EP 时专家不按 TP 切分，TP 的 rank 加入专家并行组</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="490"/>
        <source>torchtitan&apos;s tensor-parallel plan runs the norms sequence-parallel (SequenceParallel)</source>
        <translation>torchtitan 的张量并行方案以序列并行方式运行归一化（SequenceParallel）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="501"/>
        <source>no FSDP sharding</source>
        <translation>不做 FSDP 分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="504"/>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="334"/>
        <source>replicated groups of FSDP shards (HSDP)</source>
        <translation>FSDP 分片组的复制组（HSDP）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="511"/>
        <source>torchtitan shards over every remaining rank by default (-1)</source>
        <translation>torchtitan 默认在所有剩余 rank 上分片（-1）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="517"/>
        <source>FSDP shards over dp_shard × cp (ParallelDims.build_mesh)</source>
        <translation>FSDP 在 dp_shard × cp 上分片（ParallelDims.build_mesh）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="522"/>
        <source>data-parallel size = shard × replicate degree</source>
        <translation>数据并行规模 = 分片度 × 复制度</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="526"/>
        <source>-1: every rank left after TP, PP and CP; the world size is not in the file, so the data-parallel size is not set (give --dp)</source>
        <translation>-1：TP、PP 和 CP 之外剩下的所有 rank；文件中没有总进程数，因此未设置数据并行规模（请给出 --dp）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="546"/>
        <source>torchtitan&apos;s default is selective, every 2nd layer</source>
        <translation>torchtitan 的默认值是选择性检查点，每隔一层一次</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="552"/>
        <source>every block checkpointed</source>
        <translation>每个块都做检查点</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="564"/>
        <source>the default option is &quot;2&quot;</source>
        <translation>默认选项是 &quot;2&quot;</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="575"/>
        <source>compile&apos;s memory-budget partitioner decides what to save: not modelled</source>
        <translation>由 compile 的内存预算划分器决定保存什么：未建模</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="585"/>
        <source>checkpointing details that do not change what is kept</source>
        <translation>不改变保留内容的检查点细节</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="607"/>
        <source>what is compiled; read with enable</source>
        <translation>编译哪些部分；与 enable 一起读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="609"/>
        <source>the compiler backend</source>
        <translation>编译器后端</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="619"/>
        <source>torch.compile fuses the model&apos;s element-wise ops, as fused kernels do</source>
        <translation>torch.compile 融合模型的逐元素运算，与融合内核相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="621"/>
        <source>the compiled loss recomputes its fp32 softmax in backward</source>
        <translation>编译后的损失在反向中重新计算其 fp32 softmax</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="624"/>
        <source>the model only: the loss stays eager</source>
        <translation>只编译模型：损失保持 eager</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="625"/>
        <source>no torch.compile</source>
        <translation>不使用 torch.compile</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="632"/>
        <source>float8/MX converter settings that change no memory the ledger counts</source>
        <translation>不改变账本所统计内存的 float8/MX 转换器设置</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="635"/>
        <source>settings of a float8/MX converter this file does not enable</source>
        <translation>本文件未启用的 float8/MX 转换器的设置</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="685"/>
        <source>steps each parameter as its gradient arrives: not modelled; the ledger counts every gradient at once</source>
        <translation>梯度一到就更新对应参数：未建模；账本按所有梯度同时存在计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="703"/>
        <source>torchtitan&apos;s default implementation</source>
        <translation>torchtitan 的默认实现</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="716"/>
        <source>torchtitan shards the model with FSDP2 (fully_shard)</source>
        <translation>torchtitan 用 FSDP2（fully_shard）对模型分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="726"/>
        <source>extension hooks</source>
        <translation>扩展钩子</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="736"/>
        <source>logging, checkpoints, schedule and validation: no memory of the training step</source>
        <translation>日志、检查点、调度与验证：不占训练步的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="45"/>
        <source>the LoRA builders&apos; default</source>
        <translation>LoRA 构建函数的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="48"/>
        <source>a qlora_ builder: the frozen base in NF4</source>
        <translation>qlora_ 构建函数：冻结基座为 NF4</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="49"/>
        <source>a lora_ builder: the frozen base in 16 bits</source>
        <translation>lora_ 构建函数：冻结基座为 16 位</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="62"/>
        <source>no attention projections</source>
        <translation>不含注意力投影</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="66"/>
        <source>apply_lora_to_mlp defaults to False (%1)</source>
        <translation>apply_lora_to_mlp 默认为 False（%1）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="70"/>
        <source>adapters on %1 and the MLP; the engine counts them on every linear of the block</source>
        <translation>适配器在 %1 和 MLP 上；引擎按块的每个线性层计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="74"/>
        <source>adapters on %1; the engine counts them on q, k, v and o</source>
        <translation>适配器在 %1 上；引擎按 q、k、v 和 o 计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="77"/>
        <source>adapters on %1; the engine counts them on q, k, v and o; apply_lora_to_mlp defaults to False (%2)</source>
        <translation>适配器在 %1 上；引擎按 q、k、v 和 o 计数；apply_lora_to_mlp 默认为 False（%2）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="85"/>
        <source>read with apply_lora_to_mlp</source>
        <translation>与 apply_lora_to_mlp 一起读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="91"/>
        <source>adapters on the output projection are not counted</source>
        <translation>输出投影上的适配器不计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="92"/>
        <source>no adapter on the output projection, as the engine assumes</source>
        <translation>输出投影上没有适配器，与引擎的假设一致</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="95"/>
        <source>adapter scaling and dropout: no memory the ledger counts</source>
        <translation>适配器的缩放系数和 dropout：不占账本统计的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="124"/>
        <source>a full fine-tune: every weight trained</source>
        <translation>全量微调：训练每个权重</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_builder.cpp" line="183"/>
        <source>a teacher MemLedger has no preset for: its weights, forward and logits are not counted; give --teacher</source>
        <translation>MemLedger 没有该教师的预设：其权重、前向与 logits 未计入；请用 --teacher 指定</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="174"/>
        <source>a distillation loss MemLedger does not model; counted as forward KL</source>
        <translation>MemLedger 未建模的蒸馏损失；按前向 KL 计</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="178"/>
        <source>read with the cross-entropy&apos;s chunks</source>
        <translation>随交叉熵的分块读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="182"/>
        <source>the weight of the distillation loss: no memory</source>
        <translation>蒸馏损失的权重：不占显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="184"/>
        <source>where the teacher&apos;s checkpoint is read from: no memory</source>
        <translation>教师检查点的读取位置：不占显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="195"/>
        <source>bitsandbytes pages the states through unified memory: on the GPU, outside PyTorch&apos;s allocator</source>
        <translation>bitsandbytes 通过统一内存分页这些状态：它们在 GPU 上，但不经过 PyTorch 的分配器</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="202"/>
        <source>the same two states as AdamW</source>
        <translation>与 AdamW 相同的两份状态</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="244"/>
        <source>hyper-parameters: no effect on memory</source>
        <translation>超参数：对内存无影响</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="269"/>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="270"/>
        <source>the sequence length is already read</source>
        <translation>序列长度已经读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="277"/>
        <source>packed: every batch fills max_seq_len</source>
        <translation>打包：每个批次都填满 max_seq_len</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="281"/>
        <source>each batch padded to its longest sample: the peak takes max_seq_len; give --seq-mean with the mean padded length for the step time</source>
        <translation>每个批次填充到其最长样本：峰值按 max_seq_len 计；如需步时，请用 --seq-mean 给出平均填充长度</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="288"/>
        <source>where the data and the tokenizer come from: no memory the ledger counts</source>
        <translation>数据和分词器的来源：不占账本统计的内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="295"/>
        <source>no limit: each batch is padded to its longest sample, which the file cannot say; give --seq</source>
        <translation>无限制：每个批次填充到其最长样本，而文件无法给出该长度；请给出 --seq</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="305"/>
        <source>torchtune&apos;s distributed recipes shard the model with FSDP2 (on one GPU nothing is sharded)</source>
        <translation>torchtune 的分布式配方用 FSDP2 对模型分片（单 GPU 时不分片）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="312"/>
        <source>torchtune&apos;s tensor-parallel plans run the norms sequence-parallel (SequenceParallel)</source>
        <translation>torchtune 的张量并行方案以序列并行方式运行归一化（SequenceParallel）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="320"/>
        <source>FSDP shards over dp_shard × cp</source>
        <translation>FSDP 在 dp_shard × cp 上分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="329"/>
        <source>every rank holds the whole model: plain data parallelism</source>
        <translation>每个 rank 都持有完整模型：普通数据并行</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="330"/>
        <source>nothing sharded</source>
        <translation>不做任何分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="338"/>
        <source>fully_shard over the data-parallel ranks</source>
        <translation>在数据并行 rank 上 fully_shard</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="351"/>
        <source>-1: inferred from the world size (tune run --nproc_per_node), which the file does not hold; give --dp</source>
        <translation>-1：由总进程数（tune run --nproc_per_node）推出，而文件中没有它；请给出 --dp</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="358"/>
        <source>no replication</source>
        <translation>不复制</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="365"/>
        <source>the teacher is sharded with the same CPU offload</source>
        <translation>教师以相同的 CPU 卸载方式分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="373"/>
        <source>how the model is split: the ledger shards every layer evenly</source>
        <translation>模型如何切分：账本把每一层均匀分片</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="400"/>
        <source>ac_mode selective decides</source>
        <translation>由 ac_mode selective 决定</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="408"/>
        <source>read with ac_mode selective only</source>
        <translation>仅在 ac_mode selective 时读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="410"/>
        <source>every transformer layer checkpointed</source>
        <translation>每个 Transformer 层都做检查点</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="411"/>
        <source>torchtune&apos;s default</source>
        <translation>torchtune 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="426"/>
        <source>the model is built in bf16: weights, gradients and optimizer states in bf16, no fp32 copy</source>
        <translation>模型以 bf16 构建：权重、梯度和优化器状态均为 bf16，没有 fp32 副本</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="448"/>
        <source>CEWithChunkedOutputLoss&apos;s default</source>
        <translation>CEWithChunkedOutputLoss 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="453"/>
        <source>the output projection and the loss run per chunk of the tokens that count; counted as the chunked cross-entropy over every token</source>
        <translation>输出投影和损失按有效 token 分块运行；按覆盖所有 token 的分块交叉熵计数</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="458"/>
        <source>read with the loss</source>
        <translation>与损失一起读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="463"/>
        <source>a loss MemLedger does not model; the base scenario&apos;s loss stays</source>
        <translation>MemLedger 不建模的损失；保留基础场景的损失</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="474"/>
        <source>torch.compile of every layer: fused element-wise kernels</source>
        <translation>对每一层做 torch.compile：融合的逐元素内核</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="475"/>
        <source>eager PyTorch</source>
        <translation>eager 模式的 PyTorch</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="478"/>
        <source>the compiled loss (training.compile_loss) recomputes its fp32 softmax in backward</source>
        <translation>编译后的损失（training.compile_loss）在反向中重新计算其 fp32 softmax</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="483"/>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="485"/>
        <source>torchtune compiles nothing unless asked</source>
        <translation>除非明确要求，torchtune 不编译任何内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="510"/>
        <source>checkpoints, logging, schedule and validation: no memory of the training step</source>
        <translation>检查点、日志、调度与验证：不占训练步的内存</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="24"/>
        <source>Gemma&apos;s GeGLU MLP (a GeLU-tanh gate) is modelled as SwiGLU: the same three matrices, so the same parameters and saved activations.</source>
        <translation>Gemma 的 GeGLU MLP（GeLU-tanh 门控）按 SwiGLU 建模：三个矩阵相同，因此参数量与保存的激活也相同。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="30"/>
        <source>%1 of the %2 layers are dense (%3) but not the first ones; they are modelled as the first %1: parameter totals are exact, the layers each pipeline stage holds are approximated.</source>
        <translation>%2 层中有 %1 层是稠密层（%3），但不是最前面的几层；按最前面的 %1 层建模：参数总数精确，各流水线阶段所含的层为近似。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="70"/>
        <source>%1 (%2 parameters) are not modelled: the estimate covers the language model only. Add their weights if they are trained or held on the GPU.</source>
        <translation>%1（%2 个参数）未建模：估算只覆盖语言模型。若它们参与训练或驻留在 GPU 上，请加上其权重。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="113"/>
        <source>%1 leaves %2 to transformers&apos; %3 defaults, which are used.</source>
        <translation>%1 未给出 %2，已采用 transformers 中 %3 的默认值。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="119"/>
        <source>%1 leaves %2 and %3 to transformers&apos; %4 defaults, which are used.</source>
        <translation>%1 未给出 %2 和 %3，已采用 transformers 中 %4 的默认值。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="63"/>
        <source>config.json&apos;s text_config</source>
        <translation>config.json 的 text_config</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="77"/>
        <source>config.json&apos;s vision_config</source>
        <translation>config.json 的 vision_config</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_gpt.cpp" line="70"/>
        <source>Falcon&apos;s attention and MLP read the output of one shared LayerNorm; the block is modelled as a sequential one: parameters are exact, saved activations count that norm and its output twice.</source>
        <translation>Falcon 的注意力与 MLP 读取同一个共享 LayerNorm 的输出；该块按串行结构建模：参数量精确，保存的激活会把这个归一化及其输出计算两次。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_moe.cpp" line="31"/>
        <source>decoder_sparse_step and mlp_only_layers leave no layer with experts: imported as a dense model.</source>
        <translation>decoder_sparse_step 与 mlp_only_layers 使得没有任何层带专家：按稠密模型导入。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_source.cpp" line="82"/>
        <source>The Hugging Face cache holds %1 snapshots of %2 and no refs/main; read the newest, %3.</source>
        <translation>Hugging Face 缓存中有 %2 的 %1 个快照，且没有 refs/main；已读取最新的快照 %3。</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="139"/>
        <source>beta 0: TRL loads no reference model</source>
        <translation>beta 为 0：TRL 不加载参考模型</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="98"/>
        <source>the reference&apos;s log-probabilities are computed once before training and kept with the dataset: no reference model while it trains</source>
        <translation>参考模型的 log-prob 在训练前计算一次并随数据集保存：训练时没有参考模型</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="54"/>
        <source>GKD&apos;s teacher: its weights, its forward after the student&apos;s and its logits counted as torchtune&apos;s distillation runs them</source>
        <translation>GKD 的教师：其权重、在学生之后的前向与 logits 按 torchtune 蒸馏的方式计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="63"/>
        <source>GKD&apos;s generalized Jensen–Shannon divergence keeps the mixture&apos;s and both models&apos; log-probabilities over the vocabulary: more than the forward KL counted</source>
        <translation>GKD 的广义 Jensen–Shannon 散度保留混合分布及两个模型在整个词表上的对数概率：比计入的前向 KL 更多</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="70"/>
        <source>0: every batch is the dataset&apos;s, none generated</source>
        <translation>0：每个批次都来自数据集，不做生成</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="74"/>
        <source>the student generates that share of its batches with generate(): its KV cache and sampling are not counted</source>
        <translation>学生用 generate() 生成这一比例的批次：其 KV cache 与采样未计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="79"/>
        <source>what GKD generates and how: read with lmbda</source>
        <translation>GKD 生成什么、如何生成：随 lmbda 读取</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="101"/>
        <source>DPOTrainer scores every batch with a frozen copy of the policy (the base with its adapters disabled under PEFT)</source>
        <translation>DPOTrainer 用策略模型的冻结副本给每个 batch 打分（PEFT 下为关闭适配器的基座）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="91"/>
        <source>the loss&apos;s β: it weighs the reference, whose presence precompute_ref_log_probs decides</source>
        <translation>损失的 β：它给参考项加权，是否有参考模型由 precompute_ref_log_probs 决定</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="108"/>
        <source>%1 scores every batch with a frozen copy of the policy unless precompute_ref_log_probs (false by default)</source>
        <translation>%1 用冻结的策略副本为每个批次打分，除非设置 precompute_ref_log_probs（默认 false）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="117"/>
        <source>CPO and SimPO train without a reference model</source>
        <translation>CPO 和 SimPO 训练时没有参考模型</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="120"/>
        <source>the loss&apos;s β: CPO has no reference to weigh</source>
        <translation>损失的 β：CPO 没有参考模型可加权</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="129"/>
        <source>beta: GRPO, DPO and KTO score with a frozen reference model, ORPO has none; the file does not say which trainer reads it (set reference.model if yours loads one). ORPO, like DPO, runs each pair&apos;s chosen and rejected completions in one batch: twice per_device_train_batch_size sequences, and its loss keeps the log-softmax of every sequence and of the chosen half again</source>
        <translation>beta：GRPO、DPO 和 KTO 用冻结的参考模型打分，ORPO 没有；文件没有说明由哪个训练器读取（若你的任务加载参考模型，请设置 reference.model）。ORPO 与 DPO 一样把每对样本的 chosen 与 rejected 补全放进同一批：序列数为 per_device_train_batch_size 的两倍，其损失保留每条序列的 log-softmax，并为 chosen 一半再保留一份</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="142"/>
        <source>beta above 0: TRL scores with a frozen copy of the policy (the base with its adapters disabled under PEFT)</source>
        <translation>beta 大于 0：TRL 用策略模型的冻结副本打分（PEFT 下为关闭适配器的基座）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="152"/>
        <source>TRL&apos;s colocate mode: a vLLM engine on every training GPU</source>
        <translation>TRL 的 colocate 模式：每张训练 GPU 上一个 vLLM 引擎</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="154"/>
        <source>TRL starts vLLM inside each training process (external_launcher)</source>
        <translation>TRL 在每个训练进程内启动 vLLM（external_launcher）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="160"/>
        <source>GRPOConfig&apos;s default</source>
        <translation>GRPOConfig 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="171"/>
        <source>TRL puts the engine to sleep at level 2 after each generation and wakes its weights, then its cache</source>
        <translation>TRL 每次生成后让引擎进入 2 级休眠，之后先唤醒权重，再唤醒缓存</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="173"/>
        <source>the engine never sleeps: its budget stays through training</source>
        <translation>引擎从不休眠：它的显存预算在训练期间一直占着</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="185"/>
        <source>as GRPOTrainer sizes the engine&apos;s sequences</source>
        <translation>按 GRPOTrainer 设定引擎序列数的方式</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="187"/>
        <source>TRL fixes max_num_batched_tokens at 4096 (vllm_generation.py)</source>
        <translation>TRL 把 max_num_batched_tokens 固定为 4096（vllm_generation.py）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="200"/>
        <source>a colocated vLLM engine&apos;s settings: no engine shares the training GPUs here</source>
        <translation>同卡 vLLM 引擎的设置：这里没有引擎与训练共用 GPU</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="217"/>
        <source>completions generated by the training model&apos;s own generate(): its KV cache is not counted</source>
        <translation>补全由训练模型自己的 generate() 生成：其 KV cache 未计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="225"/>
        <source>vLLM on a GPU of its own (TRL before 0.16): not on the training GPUs the ledger counts</source>
        <translation>vLLM 使用单独的 GPU（TRL 0.16 之前）：不在账本统计的训练 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="232"/>
        <source>vLLM served from GPUs of its own (trl vllm-serve): not on the training GPUs the ledger counts</source>
        <translation>vLLM 在单独的 GPU 上提供服务（trl vllm-serve）：不在账本统计的训练 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="33"/>
        <source>verl&apos;s default</source>
        <translation>verl 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="91"/>
        <source>logging, checkpoints and the run&apos;s length: no memory</source>
        <translation>日志、检查点与运行时长：不占显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="117"/>
        <source>the dataset and the prompts per step: the GPUs see micro-batches, which the actor&apos;s settings size</source>
        <translation>数据集与每步的 prompt 数：GPU 上看到的是 micro-batch，其大小由 actor 的设置决定</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="22"/>
        <source>OpenRLHF&apos;s default</source>
        <translation>OpenRLHF 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="218"/>
        <source>the engines, reference, critic and reward model share the actor&apos;s GPUs</source>
        <translation>引擎、参考模型、critic 和奖励模型与 actor 共用 GPU</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="224"/>
        <source>asynchronous training: the engines generate on GPUs of their own while the actor trains</source>
        <translation>异步训练：actor 训练时，引擎在自己的 GPU 上生成</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="240"/>
        <source>ring attention splits each sequence over these GPUs as context parallelism does</source>
        <translation>环形注意力像上下文并行一样把每条序列切分到这些 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="245"/>
        <source>DeepSpeed&apos;s AutoTP splits the linear layers as Megatron&apos;s tensor parallelism does</source>
        <translation>DeepSpeed 的 AutoTP 像 Megatron 的张量并行一样切分线性层</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="253"/>
        <source>OpenRLHF trains with DeepSpeed</source>
        <translation>OpenRLHF 用 DeepSpeed 训练</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="281"/>
        <source>DeepSpeed&apos;s optimizer states, fp32 master weights and gradients go to host memory after each update and back for the next; the bf16 parameters stay</source>
        <translation>DeepSpeed 的优化器状态、fp32 主权重和梯度在每次更新后移到主机内存，下次更新前搬回；bf16 参数留在 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="307"/>
        <source>the logits cast to fp32 before flash-attn&apos;s cross-entropy: read as F.cross_entropy on fp32 logits, which holds a little more</source>
        <translation>logits 先转成 fp32 再做 flash-attn 的交叉熵：按 fp32 logits 上的 F.cross_entropy 计算，略多一些</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="316"/>
        <source>packs the samples without padding: the ledger takes every sequence at its longest</source>
        <translation>样本无填充地打包：账本按每条序列的最大长度计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="321"/>
        <source>Liger&apos;s kernels: the loss&apos;s logits are not materialised whole</source>
        <translation>Liger 内核：损失的 logits 不会整体物化</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="326"/>
        <source>an EMA copy of the actor, kept in host memory: not in the host ledger</source>
        <translation>actor 的 EMA 副本，保存在主机内存：未计入主机账本</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="338"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="129"/>
        <source>a sequence is its prompt and its response at their longest</source>
        <translation>一条序列取其 prompt 与 response 的最大长度之和</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="359"/>
        <source>prompts at their longest: the sequence less the tokens generated</source>
        <translation>提示按最长计：序列长度减去生成的词元数</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="379"/>
        <source>micro-batches of max_tokens_per_gpu tokens: the sequences at their longest that fit the token budget</source>
        <translation>以 max_tokens_per_gpu 个词元为一个微批次：按最长序列计，取放得进词元预算的条数</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="388"/>
        <source>the scoring passes&apos; token budget, as sequences at their longest</source>
        <translation>打分前向的词元预算，按最长序列折算成条数</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="397"/>
        <source>the reference&apos;s, critic&apos;s and actor&apos;s forward passes while the experience is made</source>
        <translation>生成经验时参考模型、critic 和 actor 的前向</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="404"/>
        <source>samples per optimizer step over every GPU</source>
        <translation>所有 GPU 上每个优化器步的样本数</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="409"/>
        <source>the samples one rollout generates: the GPUs train on micro-batches of them, and the engine&apos;s cache is sized by its memory, not by them</source>
        <translation>一次 rollout 生成的样本数：GPU 按微批次训练它们，引擎的缓存由显存而非样本数决定大小</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="436"/>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="437"/>
        <source>no vLLM engine: the samples are generated elsewhere</source>
        <translation>没有 vLLM 引擎：样本在别处生成</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="441"/>
        <source>the vLLM engines run on GPUs of their own (no colocate_all, or async training): the actor&apos;s GPUs hold none, and the engines&apos; GPUs are not estimated here</source>
        <translation>vLLM 引擎运行在自己的 GPU 上（未设 colocate_all，或异步训练）：actor 的 GPU 上没有引擎，这里也不估算引擎所在的 GPU</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="458"/>
        <source>colocate_all: the engines share the actor&apos;s GPUs</source>
        <translation>colocate_all：引擎与 actor 共用 GPU</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="460"/>
        <source>OpenRLHF starts each engine as a Ray actor of its own</source>
        <translation>OpenRLHF 把每个引擎作为独立的 Ray actor 启动</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="474"/>
        <source>OpenRLHF&apos;s engines sleep at level 1: their weights in pinned host memory</source>
        <translation>OpenRLHF 的引擎以 1 级休眠：权重放在锁页主机内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="483"/>
        <source>OpenRLHF wakes its engines whole for the weight sync, their KV cache too: the sync is counted with their weights alone, as verl and TRL wake them</source>
        <translation>OpenRLHF 在权重同步时整体唤醒引擎，连同其 KV 缓存：此处按 verl 和 TRL 的方式只计入引擎的权重</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="488"/>
        <source>OpenRLHF passes none: vLLM&apos;s default for the GPU</source>
        <translation>OpenRLHF 不传此参数：使用 vLLM 对该 GPU 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="505"/>
        <source>the reference shares the actor&apos;s GPUs</source>
        <translation>参考模型与 actor 共用 GPU</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="517"/>
        <source>a KL coefficient above 0 loads a reference of the actor&apos;s weights, prepared at ZeRO-3 when the actor trains at 3, else whole on every GPU</source>
        <translation>KL 系数大于 0 时会加载一个 actor 权重的参考模型；actor 用 ZeRO-3 训练时它也按 ZeRO-3 准备，否则每个 GPU 上放完整一份</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="526"/>
        <source>DeepSpeed offloads parameters only under ZeRO-3; the reference runs at stage 0 here and stays on the GPU</source>
        <translation>DeepSpeed 只在 ZeRO-3 下卸载参数；这里参考模型以 stage 0 运行，留在 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="532"/>
        <source>the reference runs on GPUs of its own (not colocated with the actor)</source>
        <translation>参考模型运行在自己的 GPU 上（不与 actor 同置）</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="535"/>
        <source>no KL term: no reference model</source>
        <translation>没有 KL 项：没有参考模型</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="538"/>
        <source>no reference on these GPUs</source>
        <translation>这些 GPU 上没有参考模型</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="541"/>
        <source>the reward model&apos;s placement: it is not counted</source>
        <translation>奖励模型的放置：未计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="575"/>
        <source>the critic runs on GPUs of its own (not colocated with the actor)</source>
        <translation>critic 运行在自己的 GPU 上（不与 actor 同置）</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="578"/>
        <source>advantages from the rewards alone: no critic</source>
        <translation>优势只由奖励计算：没有 critic</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="587"/>
        <source>the reward model runs on GPUs of its own, or not at all</source>
        <translation>奖励模型运行在自己的 GPU 上，或根本不运行</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="592"/>
        <source>rewards from a function or a service: no reward model</source>
        <translation>奖励来自函数或服务：没有奖励模型</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="598"/>
        <source>the GPUs of a model not on the actor&apos;s: not estimated here</source>
        <translation>不在 actor GPU 上的模型所用的 GPU：这里不估算</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="618"/>
        <source>the critic is counted with the actor&apos;s optimizer</source>
        <translation>critic 按 actor 的优化器计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="680"/>
        <source>the run&apos;s data, objective, schedule and logging: no memory of their own</source>
        <translation>运行的数据、目标、调度和日志：本身不占显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="292"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="145"/>
        <source>Hugging Face&apos;s checkpoint of every decoder layer</source>
        <translation>Hugging Face 对每个 decoder 层做检查点</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="150"/>
        <source>packs the non-pad tokens: the ledger takes every sequence at its longest</source>
        <translation>把非 pad token 打包：账本按每条序列的最大长度计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="154"/>
        <source>log-probabilities and entropy 512 tokens at a time from the hidden states: the vocabulary-wide logits are not materialised</source>
        <translation>从隐状态每次 512 个 token 计算 log-prob 与熵：不生成整个词表宽度的 logits</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="158"/>
        <source>how the model is loaded: no memory of its own</source>
        <translation>模型的加载方式：本身不占显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="174"/>
        <source>to host memory after each update and back for the next: the rollout and the log-prob passes do not meet them</source>
        <translation>每次更新后移到主机内存、下次更新前搬回：rollout 和 log-prob 计算时它们不在 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="186"/>
        <source>the parameters alone to host memory between phases: the rollout counts them on the GPU</source>
        <translation>只在阶段之间把参数移到主机内存：rollout 时仍按在 GPU 上计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="201"/>
        <source>verl&apos;s FSDP actor shards over every GPU and reshards after forward</source>
        <translation>verl 的 FSDP actor 在所有 GPU 上切分，并在前向后重新切分</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="204"/>
        <source>fp32 sharded parameters, bf16 compute (model_dtype fp32, MixedPrecision param_dtype bf16)</source>
        <translation>fp32 切分参数，bf16 计算（model_dtype fp32，MixedPrecision param_dtype bf16）</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="212"/>
        <source>flash-attn&apos;s cross-entropy on the bf16 logits: they and a log-sum-exp are saved, as by a compiled loss</source>
        <translation>在 bf16 logits 上使用 flash-attn 的交叉熵：保存 logits 与 log-sum-exp，与编译后的损失相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="231"/>
        <source>micro-batches of ppo_max_token_len_per_gpu tokens: the micro-batch is taken as that many tokens of sequences at their longest</source>
        <translation>micro-batch 为 ppo_max_token_len_per_gpu 个 token：按最大长度的序列折算成这么多 token</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="276"/>
        <source>the colocated engine receives the weights through CUDA IPC whatever the checkpoint engine&apos;s backend</source>
        <translation>无论 checkpoint engine 的后端是什么，同卡部署的引擎都通过 CUDA IPC 接收权重</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="301"/>
        <source>verl starts SGLang in processes of its own</source>
        <translation>verl 在独立进程中启动 SGLang</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="317"/>
        <source>verl does not pass it: SGLang&apos;s default</source>
        <translation>verl 不传递此项：取 SGLang 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="322"/>
        <source>verl does not pass it to SGLang, which chunks its prefills by its own chunked_prefill_size</source>
        <translation>verl 不把它传给 SGLang，SGLang 按自己的 chunked_prefill_size 分块预填充</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="334"/>
        <source>verl&apos;s hybrid engine releases SGLang&apos;s weights and KV cache without a host copy</source>
        <translation>verl 的混合引擎释放 SGLang 的权重和 KV 缓存，不在主机内存保留副本</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="450"/>
        <source>the critic&apos;s states are moved between phases as the actor&apos;s are, which this setting differs from</source>
        <translation>critic 的状态按 actor 的设置在阶段之间搬移，而这里的设置与 actor 不同</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="250"/>
        <source>FSDP&apos;s settings verl sets the same way by default</source>
        <translation>verl 默认就这样设置的 FSDP 选项</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="256"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="417"/>
        <source>the objective and its coefficients: no memory of their own</source>
        <translation>目标函数及其系数：本身不占显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="303"/>
        <source>verl starts vLLM in processes of its own</source>
        <translation>verl 在独立进程中启动 vLLM</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="337"/>
        <source>verl&apos;s hybrid engine sleeps at level 2 whatever its sleep_level says</source>
        <translation>无论 sleep_level 设为多少，verl 的混合引擎都以 2 级休眠</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="332"/>
        <source>the engine keeps its weights and cache through training</source>
        <translation>训练期间引擎保留其权重和缓存</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="493"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="347"/>
        <source>CUDA graphs: their pool is not counted</source>
        <translation>CUDA graph：其内存池未计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="352"/>
        <source>sampling and scheduling: the engine&apos;s memory is its gpu_memory_utilization</source>
        <translation>采样与调度：引擎的显存由其 gpu_memory_utilization 决定</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="385"/>
        <source>verl&apos;s FSDP worker offloads the reference to host memory whatever its fsdp_config says</source>
        <translation>无论 fsdp_config 如何设置，verl 的 FSDP worker 都把参考模型 offload 到主机内存</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="390"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="448"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="454"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="460"/>
        <source>as the actor&apos;s</source>
        <translation>与 actor 相同</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="393"/>
        <source>actor and engine on the same GPUs: verl&apos;s only layout the ledger models</source>
        <translation>actor 与引擎在同一批 GPU 上：账本只建模 verl 的这种布局</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="563"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="411"/>
        <source>GAE trains PPO&apos;s critic beside the policy</source>
        <translation>GAE 会在策略模型旁训练 PPO 的 critic</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="414"/>
        <source>advantages from the group&apos;s rewards: no critic</source>
        <translation>优势由组内奖励计算：没有 critic</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="430"/>
        <source>a critic trained beside the policy</source>
        <translation>在策略模型旁训练的 critic</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="572"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="436"/>
        <source>a critic of another model than the policy&apos;s: it is counted as the policy&apos;s shape</source>
        <translation>critic 与策略模型不是同一个模型：按策略模型的形状计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="466"/>
        <source>the critic&apos;s own micro-batches: its update is taken as no larger than the policy&apos;s</source>
        <translation>critic 自己的 micro-batch：其更新阶段按不大于策略模型的更新计算</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="470"/>
        <source>the critic&apos;s objective and schedule: no memory of their own</source>
        <translation>critic 的目标函数与调度：本身不占显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="485"/>
        <source>Ulysses splits each sequence over these GPUs as context parallelism does; its all-to-all buffers are not counted</source>
        <translation>Ulysses 像上下文并行一样把每条序列切分到这些 GPU 上；其 all-to-all 缓冲区未计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="492"/>
        <source>sequences per optimizer step over every GPU</source>
        <translation>所有 GPU 上每次优化器步的序列数</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="498"/>
        <source>verl&apos;s FSDP worker keeps the reference in host memory (CPUOffload)</source>
        <translation>verl 的 FSDP worker 把参考模型放在主机内存（CPUOffload）</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="505"/>
        <source>the larger of the rollout&apos;s and the reference&apos;s</source>
        <translation>取 rollout 与参考模型两者中较大者</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="520"/>
        <source>the sequences at their longest that fit the token budget</source>
        <translation>按最大长度计，能放进 token 预算的序列数</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="584"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="546"/>
        <source>a reward model on the GPUs: not counted yet</source>
        <translation>GPU 上的奖励模型：尚未计入</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="549"/>
        <source>no reward model on the GPUs: rewards from a function</source>
        <translation>GPU 上没有奖励模型：奖励来自函数</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="552"/>
        <source>the run&apos;s orchestration: no GPU memory</source>
        <translation>运行的编排：不占 GPU 显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="572"/>
        <source>a base config of the user&apos;s own, not in this file: verl&apos;s defaults stand for its keys</source>
        <translation>用户自己的基础配置，不在此文件中：其中的键以 verl 默认值代替</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_gpt_oss.cpp" line="52"/>
        <source>attention_bias is false, but gpt-oss&apos;s experts and router keep their biases: they are not counted (about 0.03 % of the parameters).</source>
        <translation>attention_bias 为 false，但 gpt-oss 的专家和路由器保留各自的偏置：这些未计入（约占参数的 0.03 %）。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_gpt_oss.cpp" line="63"/>
        <source>quantization_config stores the experts in MXFP4; training loads them dequantized to the training dtype (Mxfp4Config(dequantize=True)), which the ledger counts. MXFP4 kernels serve inference only.</source>
        <translation>quantization_config 以 MXFP4 存储专家；训练时将其反量化为训练精度加载（Mxfp4Config(dequantize=True)），账本按此计数。MXFP4 内核仅用于推理。</translation>
    </message>
    <message>
        <location filename="../../model/imports/launch_environment.cpp" line="31"/>
        <source>NCCL&apos;s own buffers, outside PyTorch&apos;s allocator: the ledger&apos;s NCCL assumption (under Hardware) stands for them</source>
        <translation>NCCL 自己的缓冲区，在 PyTorch 分配器之外：由账本的 NCCL 假设（在“硬件”下）代表</translation>
    </message>
    <message>
        <location filename="../../model/imports/launch_environment.cpp" line="35"/>
        <source>a setting of PyTorch, CUDA or Transformer Engine the ledger does not read</source>
        <translation>账本不读取的 PyTorch、CUDA 或 Transformer Engine 设置</translation>
    </message>
    <message>
        <location filename="../../model/core/limitation.h" line="32"/>
        <source>not understood by the import: whether and how it changes memory is not known</source>
        <translation>导入未能理解：是否以及如何改变显存未知</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_llama4.cpp" line="64"/>
        <source>moe_layers and interleave_moe_layer_step leave no layer with experts: imported as a dense model.</source>
        <translation>moe_layers 和 interleave_moe_layer_step 使任何层都没有专家：按稠密模型导入。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_llama4.cpp" line="118"/>
        <source>attention_bias also biases the output projection: hidden_size parameters a layer are not counted.</source>
        <translation>attention_bias 也给输出投影加偏置：每层 hidden_size 个参数未计入。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_llama4.cpp" line="135"/>
        <source>transformers&apos; Llama4TextMoe runs every token through all %1 experts and zeroes the outputs of the experts not chosen: under transformers the experts keep about %2 times the activations the ledger counts for them, which are those of token-routed MoE layers (Megatron-LM, torchtitan, torchtune).</source>
        <translation>transformers 的 Llama4TextMoe 让每个 token 经过全部 %1 个专家，再把未选中专家的输出置零：在 transformers 下，专家保存的激活约为账本为其计入的 %2 倍；账本计入的是按 token 路由的 MoE 层（Megatron-LM、torchtitan、torchtune）的激活。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_llama4.cpp" line="150"/>
        <source>%1 of the %2 layers attend within chunks of %3 tokens (attention_chunk_size): the attention kernels keep what causal attention keeps, so memory is as counted; the step time counts causal attention over the whole sequence on them.</source>
        <translation>%2 层中有 %1 层只在 %3 个 token 的分块内做注意力（attention_chunk_size）：注意力内核保存的与因果注意力相同，因此显存按所计；步时在这些层上按整条序列的因果注意力计算。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_llama4.cpp" line="157"/>
        <source>use_qk_norm L2-normalises Q and K on the %1 RoPE layers without weights (none counted); in transformers each norm keeps an fp32 copy of its input, about 4·s·b·(heads + KV heads)·head_dim bytes a layer, which the ledger does not count.</source>
        <translation>use_qk_norm 在 %1 个 RoPE 层上对 Q 和 K 做无权重的 L2 归一化（不计参数）；在 transformers 中每个归一化保存其输入的 fp32 副本，每层约 4·s·b·(头数 + KV 头数)·head_dim 字节，账本未计入。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_llama4.cpp" line="166"/>
        <source>The vision encoder, its pixel-shuffle adapter and the multimodal projector</source>
        <translation>视觉编码器、其 pixel-shuffle 适配器和多模态投影层</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_gemma3.cpp" line="63"/>
        <source>The SigLIP vision tower and the multimodal projector</source>
        <translation>SigLIP 视觉塔和多模态投影层</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_trainer.cpp" line="102"/>
        <source>%1 computes its loss with Liger&apos;s fused linear kernel, which never materialises the logits: the ledger counts them</source>
        <translation>%1 用 Liger 的融合线性内核计算损失，从不物化 logits：账本仍计入它们</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_trainer.cpp" line="110"/>
        <source>%1 takes the labels&apos; log-probabilities with selective_log_softmax, one sequence at a time</source>
        <translation>%1 用 selective_log_softmax 逐条序列取标签的对数概率</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_trainer.cpp" line="127"/>
        <source>CPO&apos;s negative log-likelihood on the chosen half keeps a 16-bit log-softmax of those logits too: B·s·b·V/(2t) more than counted</source>
        <translation>CPO 对 chosen 一半的负对数似然也保留这些 logits 的 16 位 log-softmax：比计入的多 B·s·b·V/(2t)</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_trainer.cpp" line="132"/>
        <source>0: no negative log-likelihood term (SimPO)</source>
        <translation>0：没有负对数似然项（SimPO）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_trainer.cpp" line="138"/>
        <source>the preference loss&apos;s form and weights: no memory the ledger counts beyond its log-probabilities</source>
        <translation>偏好损失的形式与权重：除对数概率外不占账本计入的显存</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_trainer.cpp" line="143"/>
        <source>DPOTrainer turns padding_free off and pads its batches (dpo_trainer.py)</source>
        <translation>DPOTrainer 关闭 padding_free 并对批次做填充（dpo_trainer.py）</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_trainer.cpp" line="146"/>
        <source>padding-free batches hold only their real tokens; the ledger counts every sequence at the length above</source>
        <translation>无填充批次只包含真实 token；账本按上面的长度计每条序列</translation>
    </message>
</context>
<context>
    <name>LedgerView</name>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="140"/>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="367"/>
        <source>Stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="194"/>
        <source>Host RAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="194"/>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="232"/>
        <source>now %1</source>
        <translation>当前 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="231"/>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="232"/>
        <source>A %1</source>
        <translation>A %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="249"/>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="41"/>
        <source>over capacity</source>
        <translation>超出容量</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="304"/>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="145"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="307"/>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="151"/>
        <source>+%1 over</source>
        <translation>超出 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="338"/>
        <source>A/B: the faint bar over each stage is A, the pinned scenario; the bar is B, the live one.</source>
        <translation>A/B：每个阶段上方的浅色条是 A（固定的场景），实色条是 B（当前场景）。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="343"/>
        <source>Preview, not applied: the faint bar over each stage is what it holds now.</source>
        <translation>预览，尚未应用：每个阶段上方的浅色条是它现在占用的内存。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="344"/>
        <source>Preview, not applied. The peak moves from %1 to %2: what is live only at %1 leaves the bar.</source>
        <translation>预览，尚未应用。峰值时刻从%1移到%2：只在%1时存在的内存不再计入此条。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="221"/>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="165"/>
        <source>usable %1</source>
        <translation>可用 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="188"/>
        <source>Offloaded memory per node (each bar to its own capacity)</source>
        <translation>每节点卸载内存（各条按自身容量）</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="217"/>
        <source>One step of stage %1, phase by phase (★ the peak)</source>
        <translation>第 %1 级流水线一步中的各阶段（★ 为峰值）</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="260"/>
        <source>Invalid input: showing the last valid ledger</source>
        <translation>输入无效：显示上一份有效账本</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="282"/>
        <source>GPU memory per rank at the peak instant, one bar per pipeline stage (★ worst)</source>
        <translation>峰值时刻每个 rank 的显存，每个流水线阶段一条（★ 最差）</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <location filename="../../widgets/explore/planner/planner_actions.cpp" line="11"/>
        <source>Apply planner layout</source>
        <translation>应用规划器布局</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_actions.cpp" line="19"/>
        <source>Load planner layout as B</source>
        <translation>将规划器布局载入为 B</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_text.cpp" line="17"/>
        <location filename="../../app/cli/commands_plan.cpp" line="67"/>
        <source>fewest compromises (offload, full recompute, ZeRO-3), then fewest GPUs per replica, then most headroom</source>
        <translation>折中最少（卸载、完全重计算、ZeRO-3），其次每个副本的 GPU 最少，再次余量最大</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_text.cpp" line="19"/>
        <source>simulated step time (%1 of %2 fitting layouts simulated: the %3 best by fewest compromises or by fewest GPUs per replica, plus the memory-Pareto layouts)</source>
        <translation>模拟的单步时间（在 %2 个能装下的布局中模拟了 %1 个：按折中最少或每个副本 GPU 最少选出的前 %3 个，加上显存 Pareto 前沿上的布局）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_text.cpp" line="27"/>
        <source>Memory and headroom in grey italics are the search&apos;s, with the assumed fragmentation: each row&apos;s allocator replay is running, and its ledger&apos;s figures replace them (a row that then overflows leaves).</source>
        <translation>灰色斜体的显存与余量是搜索按假定碎片率算出的数值：各行的分配器回放正在进行，完成后换成该行账本的数值（届时溢出的行会被移除）。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_text.cpp" line="36"/>
        <source>No candidate&apos;s step could be simulated: ranked without step time.</source>
        <translation>没有一个候选布局能模拟训练步：排序未考虑单步时间。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_text.cpp" line="39"/>
        <source>No layout splits this model over the GPUs: check the GPU count and the global batch.</source>
        <translation>没有布局能把此模型切分到这些 GPU 上：请检查 GPU 数量和全局批次。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_text.cpp" line="42"/>
        <source>No layout fits: add GPUs, shorten the sequence or pick a larger GPU.</source>
        <translation>没有布局能装下：请增加 GPU、缩短序列，或选用显存更大的 GPU。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_text.cpp" line="45"/>
        <source>A global batch of %1 sequences allows at most that many data-parallel replicas: raise it to consider more data parallelism.</source>
        <translation>全局批次为 %1 条序列，最多只能有同样多个数据并行副本：调大全局批次才能考虑更多的数据并行。</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <location filename="../../model/core/validation.cpp" line="65"/>
        <source>%1 is %2; it must be between %3 and %4</source>
        <translation>%1为 %2；必须在 %3 到 %4 之间</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="78"/>
        <source>KV heads (%1) must divide the attention heads (%2): each KV head serves a whole group of query heads</source>
        <translation>KV 头数（%1）必须整除注意力头数（%2）：每个 KV 头服务一整组查询头</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="86"/>
        <source>the hidden size %1 is not divisible by %2 heads; give head_dim explicitly</source>
        <translation>隐藏层维度 %1 不能被 %2 个头整除；请显式给出 head_dim</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="124"/>
        <source>with latent attention every head has its own key and value: KV heads (%1) must equal the attention heads (%2)</source>
        <translation>使用潜在注意力时每个头都有自己的键和值：KV 头数（%1）必须等于注意力头数（%2）</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="131"/>
        <source>latent attention is modelled in Llama-style blocks without per-head Q/K norms (DeepSeek&apos;s); choose the llama block and turn qk_norm off</source>
        <translation>潜在注意力按不带逐头 Q/K 归一化的 Llama 式块（即 DeepSeek 的结构）建模；请选择 llama 块并关闭 qk_norm</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="138"/>
        <source>the query latent and head widths of latent attention are set but kv_lora_rank is 0: set it, or clear them for ordinary attention</source>
        <translation>已设置潜在注意力的查询潜变量和头宽度，但 kv_lora_rank 为 0：请设置它，或清除这些值以使用普通注意力</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="204"/>
        <source>%1 layers do not split evenly over PP=%2 × VPP=%3; choose a divisor or give parallel.stage_layers</source>
        <translation>%1 层无法均分到 PP=%2 × VPP=%3 上；请选择能整除的值，或给出 parallel.stage_layers</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="207"/>
        <source>%1 layers do not split evenly over PP=%2; choose a divisor or give parallel.stage_layers</source>
        <translation>%1 层无法均分到 PP=%2 上；请选择能整除的值，或给出 parallel.stage_layers</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="215"/>
        <source>stage_layers has %1 entries but PP=%2; give one per stage</source>
        <translation>stage_layers 有 %1 项，但 PP=%2；请为每个阶段给出一项</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="232"/>
        <source>stage_layers must add up to the model&apos;s %1 layers</source>
        <translation>stage_layers 之和必须等于模型的 %1 层</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="238"/>
        <source>the interleaved schedule needs at least PP=%1 micro-batches per step; raise gradient accumulation</source>
        <translation>交错调度每步至少需要 PP=%1 个微批次；请增大梯度累积步数</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="321"/>
        <source>the model&apos;s %1 attention heads do not divide over the rollout engine&apos;s tensor parallelism of %2 (the engine refuses it)</source>
        <translation>模型的 %1 个注意力头不能被推理引擎的张量并行度 %2 整除（引擎会拒绝）</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="352"/>
        <source>TP=%1 does not divide the %2 attention heads; pick a divisor</source>
        <translation>TP=%1 不能整除 %2 个注意力头；请选择能整除的值</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="356"/>
        <source>TP=%1 does not divide the %2 KV heads; use a TP that divides them (Megatron requires it)</source>
        <translation>TP=%1 不能整除 %2 个 KV 头；请使用能整除它们的 TP（Megatron 要求如此）</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="362"/>
        <source>TP=%1 does not divide the FFN size %2</source>
        <translation>TP=%1 不能整除 FFN 维度 %2</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="366"/>
        <source>sequence parallelism shards along TP; it needs TP &gt; 1</source>
        <translation>序列并行沿 TP 切分；需要 TP &gt; 1</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="372"/>
        <source>virtual pipeline stages need PP &gt; 1</source>
        <translation>虚拟流水线阶段需要 PP &gt; 1</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="375"/>
        <source>CP=%1 does not divide the sequence length %2</source>
        <translation>CP=%1 不能整除序列长度 %2</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="380"/>
        <source>expert parallelism needs a mixture-of-experts model</source>
        <translation>专家并行需要混合专家（MoE）模型</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="383"/>
        <source>EP=%1 does not divide the %2 experts</source>
        <translation>EP=%1 不能整除 %2 个专家</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="227"/>
        <source>every middle pipeline stage needs at least one layer</source>
        <translation>每个中间流水线阶段至少需要一层</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="95"/>
        <source>%1 layers use a sliding window of 0 tokens: give the window (gpt-oss: 128), or set the sliding-window layers to 0</source>
        <translation>%1 层使用 0 个 token 的滑动窗口：请给出窗口（gpt-oss：128），或将滑动窗口层数设为 0</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="112"/>
        <source>no layer has experts: after %1 leading dense layers, one layer in %2 of the %3 would; lower the step or the dense layers, or set no experts for a dense model</source>
        <translation>没有任何层带专家：在开头 %1 个稠密层之后，%3 层中每 %2 层本应有一层带专家；请减小步长或稠密层数，或对稠密模型把专家数设为 0</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="161"/>
        <source>the %1 pipeline schedule needs PP &gt; 1</source>
        <translation>%1 流水线调度需要 PP &gt; 1</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="169"/>
        <source>%1 places two stages on each rank, in a V: set VPP to 2</source>
        <translation>%1 以 V 形在每个 rank 上放两个阶段：请把 VPP 设为 2</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="172"/>
        <source>DualPipeV needs at least as many micro-batches as stages, 2 × PP = %1 (ScheduleDualPipeV refuses fewer); raise gradient accumulation</source>
        <translation>DualPipeV 需要的微批次数至少等于阶段数 2 × PP = %1（ScheduleDualPipeV 拒绝更少的）；请提高梯度累积</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="178"/>
        <source>DualPipe&apos;s two stages on each rank are its two directions&apos; stages: set VPP to 1</source>
        <translation>DualPipe 每个 rank 上的两个阶段分属两个方向：请把 VPP 设为 1</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="181"/>
        <source>DualPipe needs an even PP (dualpipe.py asserts it)</source>
        <translation>DualPipe 需要偶数的 PP（dualpipe.py 中有断言）</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="183"/>
        <source>DualPipe needs an even number of micro-batches, at least 2 × PP = %1 (dualpipe.py asserts it); raise gradient accumulation</source>
        <translation>DualPipe 需要偶数个微批次，且至少 2 × PP = %1 个（dualpipe.py 中有断言）；请提高梯度累积</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="189"/>
        <source>ZB-H1 runs one stage a rank: set VPP to 1 (with several, choose 1F1B: the interleaved zero-bubble schedule holds as many forwards)</source>
        <translation>ZB-H1 每个 rank 只跑一个阶段：请把 VPP 设为 1（多个阶段时请选 1F1B：交错式零气泡调度保留的前向数与之相同）</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="254"/>
        <source>EP=%1 × ETP=%2 must divide DP×CP×TP=%3: the experts&apos; grid (ETP × EP × expert data parallelism) fills the GPUs of one pipeline stage</source>
        <translation>EP=%1 × ETP=%2 必须整除 DP×CP×TP=%3：专家的网格（ETP × EP × 专家数据并行）铺满一个流水线阶段的 GPU</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="263"/>
        <source>ETP=%1 does not divide the expert FFN size %2; pick a divisor</source>
        <translation>ETP=%1 不能整除专家 FFN 大小 %2；请选一个约数</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="270"/>
        <source>expert tensor parallelism other than TP needs sequence parallelism when TP &gt; 1: turn SP on</source>
        <translation>TP &gt; 1 时，专家张量并行若不同于 TP 需要序列并行：请打开 SP</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="282"/>
        <source>padding the experts&apos; inputs to capacity needs a capacity factor (Megatron raises without one); set the expert capacity factor or turn padding off</source>
        <translation>将专家输入填充到容量需要容量因子（否则 Megatron 报错）；请设置专家容量因子或关闭填充</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="289"/>
        <source>outside Megatron-LM the load-balancing loss is transformers&apos;, computed in the model&apos;s forward from every MoE layer&apos;s router logits, which a pipeline stage does not hold: use PP 1 or turn the loss off</source>
        <translation>在 Megatron-LM 之外，负载均衡损失是 transformers 的，在模型的前向中由每个 MoE 层的路由 logits 计算，而单个流水线阶段并不持有全部这些 logits：请使用 PP 1 或关闭该损失</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="295"/>
        <source>DeepEP has configurations for an EP×ETP group of 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 144 or 160 GPUs, not %1; change EP or choose another dispatcher</source>
        <translation>DeepEP 只为 2、4、8、16、24、32、48、64、96、128、144 或 160 个 GPU 的 EP×ETP 组提供配置，不支持 %1；请修改 EP 或换用其他分发器</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="317"/>
        <source>the prompt of %1 tokens fills the whole sequence of %2: nothing is left to generate; the sequence is the prompt and the completion together</source>
        <translation>%1 个词元的提示占满了 %2 个词元的整条序列：没有可生成的部分；序列是提示与补全之和</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="325"/>
        <source>the job&apos;s %1 GPUs do not divide into rollout engine replicas of %2 GPUs each; the engine&apos;s tensor parallelism must divide the GPUs it shares</source>
        <translation>任务的 %1 张 GPU 不能分成每份 %2 张 GPU 的推理引擎副本；引擎的张量并行度必须整除它共用的 GPU 数</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="333"/>
        <source>the rollout engine&apos;s budget (%1 of the GPU&apos;s memory, %2) does not hold its weights (%3) and profiled activations (%4): vLLM stops at start-up with no memory for the KV cache; raise gpu_memory_utilization or the engine&apos;s tensor parallelism</source>
        <translation>推理引擎的预算（GPU 显存的 %1，即 %2）装不下它的权重（%3）和 profile 激活（%4）：vLLM 启动时因没有 KV cache 空间而退出；请调高 gpu_memory_utilization 或引擎的张量并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="341"/>
        <source>the rollout engine&apos;s KV cache holds %1 tokens, fewer than one sequence of %2: vLLM stops at start-up; raise gpu_memory_utilization or the engine&apos;s tensor parallelism, or use an fp8 KV cache</source>
        <translation>推理引擎的 KV cache 只能放 %1 个 token，不足一条 %2 token 的序列：vLLM 启动时会退出；请调高 gpu_memory_utilization 或引擎的张量并行度，或使用 fp8 KV cache</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="368"/>
        <source>the TP communication overlap hides sequence parallelism&apos;s collectives (Megatron asserts it); turn on --sp with TP &gt; 1, or this off</source>
        <translation>TP 通信重叠隐藏的是序列并行的集合通信（Megatron 会断言）；请在 TP &gt; 1 时打开 --sp，或关闭此项</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="390"/>
        <source>choose either FSDP or a DeepSpeed ZeRO stage, not both</source>
        <translation>FSDP 与 DeepSpeed ZeRO 阶段只能二选一，不能同时使用</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="392"/>
        <source>Megatron&apos;s distributed optimizer shards optimizer states only (ZeRO-1); unset it or the ZeRO stage</source>
        <translation>Megatron 的分布式优化器只切分优化器状态（ZeRO-1）；请取消它或取消 ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="398"/>
        <source>optimizer instances split Megatron&apos;s distributed optimizer; choose Megatron-LM with --distributed-optimizer, or one instance</source>
        <translation>优化器实例数用于拆分 Megatron 的分布式优化器；请选择 Megatron-LM 并打开 --distributed-optimizer，或设为 1 个实例</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="404"/>
        <source>%1 optimizer instances do not divide DP × CP = %2; Megatron refuses it</source>
        <translation>%1 个优化器实例不能整除 DP × CP = %2；Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="408"/>
        <source>%1 optimizer instances do not divide the experts&apos; data parallelism (%2); Megatron refuses it</source>
        <translation>%1 个优化器实例不能整除专家的数据并行度（%2）；Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="413"/>
        <source>DeepSpeed&apos;s pipeline engine supports ZeRO stage 0 or 1 only; lower the stage or use PP=1</source>
        <translation>DeepSpeed 的流水线引擎只支持 ZeRO 阶段 0 或 1；请降低阶段或使用 PP=1</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="426"/>
        <source>per-op recomputation is modelled for ordinary attention&apos;s matmuls, not latent attention&apos;s; choose selective, full or no recomputation</source>
        <translation>逐算子重计算只针对普通注意力的矩阵乘法建模，不适用于潜在注意力；请选择选择性重计算、完全重计算或不重计算</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="432"/>
        <source>&apos;%1&apos; is not a recompute module MemLedger models; give core_attn, mla_up_proj, layernorm, mlp, moe, moe_act or shared_experts</source>
        <translation>“%1”不是 MemLedger 建模的重计算模块；请给出 core_attn、mla_up_proj、layernorm、mlp、moe、moe_act 或 shared_experts</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="438"/>
        <source>mla_up_proj recomputes latent attention&apos;s up-projections, which the model does not have; Megatron refuses it</source>
        <translation>mla_up_proj 重算潜变量注意力的升维投影，而该模型没有这些投影；Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="443"/>
        <source>QLoRA trains LoRA adapters on a 4-bit base; set a LoRA rank &gt; 0</source>
        <translation>QLoRA 在 4 位基座上训练 LoRA 适配器；请设置 LoRA 秩 &gt; 0</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="449"/>
        <source>parameter offload needs ZeRO-3 or FSDP full sharding; raise the ZeRO stage</source>
        <translation>参数卸载需要 ZeRO-3 或 FSDP 完全分片；请提高 ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="453"/>
        <source>offloading parameters but not the optimizer is never worth it (3× the traffic); offload the optimizer first</source>
        <translation>只卸载参数而不卸载优化器永远不划算（流量为 3 倍）；请先卸载优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="458"/>
        <source>there are no optimizer states to offload with optimizer none</source>
        <translation>优化器为 none 时没有可卸载的优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="463"/>
        <source>PYTORCH_CUDA_ALLOC_CONF: %1</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF：%1</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="467"/>
        <source>CUBLAS_WORKSPACE_CONFIG asks for a workspace larger than any GPU&apos;s memory; each :SIZE:COUNT is SIZE KiB × COUNT, e.g. :4096:8</source>
        <translation>CUBLAS_WORKSPACE_CONFIG 要求的工作区超过任何 GPU 的显存；每个 :SIZE:COUNT 为 SIZE KiB × COUNT，例如 :4096:8</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="490"/>
        <source>an optimizer state in %1 needs the precision-aware optimizer (Megatron asserts fp32 without it); turn --precision-aware-optimizer on or set fp32</source>
        <translation>%1 的优化器状态需要精度感知优化器（没有它时 Megatron 断言为 fp32）；请打开 --precision-aware-optimizer 或设为 fp32</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="498"/>
        <source>the precision-aware optimizer is Megatron-LM&apos;s (Transformer Engine&apos;s FusedAdam); choose the Megatron-LM framework or turn it off</source>
        <translation>精度感知优化器属于 Megatron-LM（Transformer Engine 的 FusedAdam）；请选择 Megatron-LM 框架或将其关闭</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="502"/>
        <source>Megatron runs the precision-aware optimizer with adam only; choose AdamW</source>
        <translation>Megatron 只在 adam 下运行精度感知优化器；请选择 AdamW</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="504"/>
        <source>Megatron runs the precision-aware optimizer only with the distributed optimizer; turn --distributed-optimizer on</source>
        <translation>Megatron 只在分布式优化器下运行精度感知优化器；请打开 --distributed-optimizer</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="508"/>
        <source>the precision-aware optimizer keeps the master weights of 16-bit parameters; choose bf16 or fp16 mixed precision</source>
        <translation>精度感知优化器保存 16 位参数的主权重；请选择 bf16 或 fp16 混合精度</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="513"/>
        <source>Megatron keeps master weights in fp32 or fp16 only (--main-params-dtype)</source>
        <translation>Megatron 的主权重只能是 fp32 或 fp16（--main-params-dtype）</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="516"/>
        <source>Megatron keeps main gradients in fp32 or bf16 only (--main-grads-dtype)</source>
        <translation>Megatron 的主梯度只能是 fp32 或 bf16（--main-grads-dtype）</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="534"/>
        <source>SOAP is modelled as Megatron-LM&apos;s --optimizer soap (Emerging-Optimizers); choose the Megatron-LM framework, or another optimizer</source>
        <translation>SOAP 按 Megatron-LM 的 --optimizer soap（Emerging-Optimizers）建模；请选择 Megatron-LM 框架，或换一个优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="540"/>
        <source>SOAP is modelled with Megatron&apos;s data parallelism and distributed optimizer only, not with sharded parameters, LoRA or an offloaded optimizer</source>
        <translation>SOAP 只在 Megatron 的数据并行与分布式优化器下建模，不含参数分片、LoRA 或卸载的优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="559"/>
        <source>GaLore and APOLLO project each matrix&apos;s whole gradient: they are modelled replicated (one GPU or plain data parallelism under the Hugging Face Trainer), not with ZeRO, FSDP, a distributed optimizer, tensor, pipeline or context parallelism</source>
        <translation>GaLore 与 APOLLO 对每个矩阵的完整梯度做投影：只按副本方式建模（Hugging Face Trainer 下单卡或普通数据并行），不支持 ZeRO、FSDP、分布式优化器、张量并行、流水线并行或上下文并行</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="565"/>
        <source>GaLore and APOLLO are modelled on dense Llama-style blocks, whose attention and MLP are nn.Linear layers; which experts (or GPT-2&apos;s Conv1D layers) the Trainer&apos;s optim_target_modules reaches depends on module names</source>
        <translation>GaLore 与 APOLLO 只在稠密的 Llama 式块上建模，其注意力与 MLP 都是 nn.Linear 层；Trainer 的 optim_target_modules 能覆盖哪些专家（或 GPT-2 的 Conv1D 层）取决于模块名</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="570"/>
        <source>GaLore and APOLLO train every parameter on the GPU: not with LoRA or an offloaded optimizer</source>
        <translation>GaLore 与 APOLLO 在 GPU 上训练全部参数：不能与 LoRA 或卸载的优化器同用</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="584"/>
        <source>Adam-mini is modelled under the Hugging Face Trainer (one GPU, data parallelism, ZeRO or FSDP), not with Megatron-LM, tensor, pipeline or context parallelism</source>
        <translation>Adam-mini 只在 Hugging Face Trainer 下建模（单卡、数据并行、ZeRO 或 FSDP），不支持 Megatron-LM、张量并行、流水线并行或上下文并行</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="590"/>
        <source>Adam-mini is modelled on dense Llama-style blocks whose q_proj and k_proj divide into hidden²/heads blocks; other models&apos; blocks depend on their parameter names</source>
        <translation>Adam-mini 只在稠密的 Llama 式块上建模，且 q_proj 与 k_proj 要能按 hidden²/heads 分块；其他模型的分块取决于参数名</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="594"/>
        <source>Adam-mini steps every parameter on the GPU: not with LoRA (its adapters are named like q_proj) or an offloaded optimizer</source>
        <translation>Adam-mini 在 GPU 上更新全部参数：不能与 LoRA（其适配器的名字与 q_proj 相同）或卸载的优化器同用</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="611"/>
        <source>Shampoo is modelled over PyTorch&apos;s own parameters, whole (DDP) or sharded by FSDP: not with Megatron-LM, DeepSpeed&apos;s ZeRO or tensor parallelism, whose splits it would precondition differently</source>
        <translation>Shampoo 按 PyTorch 自身的参数建模，完整（DDP）或由 FSDP 分片：不支持 Megatron-LM、DeepSpeed 的 ZeRO 或张量并行，它们的切分会让预条件方式不同</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="617"/>
        <source>Shampoo is modelled on dense Llama-style blocks, whose parameters&apos; shapes it blocks; experts, latent attention and multi-token prediction are not</source>
        <translation>Shampoo 按稠密 Llama 风格的块建模，按其参数形状分块；不支持专家、潜在注意力和多 token 预测</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="621"/>
        <source>Shampoo preconditions every parameter on the GPU: not with LoRA or an offloaded optimizer</source>
        <translation>Shampoo 在 GPU 上为每个参数做预条件：不支持 LoRA 或卸载的优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="634"/>
        <source>the teacher&apos;s vocabulary (%1 tokens) is not the student&apos;s (%2): the distillation loss compares their distributions token by token over one tokenizer; choose a teacher of the student&apos;s family</source>
        <translation>教师的词表（%1 个 token）与学生的（%2）不同：蒸馏损失在同一分词器上逐 token 比较两者的分布；请选择与学生同系列的教师</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="640"/>
        <source>distillation is modelled as torchtune&apos;s recipes run it, on one GPU or data parallel with FSDP; not with Megatron-LM, tensor, pipeline, context or expert parallelism</source>
        <translation>蒸馏按 torchtune 的 recipe 建模：单卡，或使用 FSDP 的数据并行；不支持 Megatron-LM、张量、流水线、上下文或专家并行</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="644"/>
        <source>a teacher beside a rollout engine, a reference model or a critic (on-policy distillation in an RL job) is not modelled; remove the teacher or the RL job&apos;s models</source>
        <translation>教师与 rollout 引擎、参考模型或 critic 并存（RL 任务中的在线策略蒸馏）尚未建模；请移除教师或 RL 任务的模型</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="648"/>
        <source>torchtune offloads the teacher with FSDP&apos;s CPU offload of sharded parameters; shard the parameters (--fsdp full-shard) or keep the teacher on the GPU</source>
        <translation>torchtune 通过 FSDP 对分片参数的 CPU 卸载来卸载教师；请对参数分片（--fsdp full-shard），或把教师留在 GPU 上</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="658"/>
        <source>quantized primary weights are stored in a Transformer Engine recipe&apos;s format; choose a recipe (--fp8-recipe) or turn this off</source>
        <translation>量化主权重以 Transformer Engine 配方的格式存储；请选择一个配方（--fp8-recipe），或关闭此项</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="664"/>
        <source>quantized primary weights are Megatron-LM&apos;s (--fp8-param-gather, with the distributed optimizer or Megatron-FSDP); choose the Megatron-LM framework or turn this off</source>
        <translation>量化主权重属于 Megatron-LM（--fp8-param-gather，配合分布式优化器或 Megatron-FSDP）；请选择 Megatron-LM 框架，或关闭此项</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="670"/>
        <source>Megatron-LM&apos;s local transformer implementation computes attention unfused (DotProductAttention), keeping the s × s scores: choose eager attention, or --transformer-impl transformer-engine for FlashAttention</source>
        <translation>Megatron-LM 的 local Transformer 实现以不融合方式计算注意力（DotProductAttention），保留 s × s 分数：请选择 eager 注意力，或用 --transformer-impl transformer-engine 以使用 FlashAttention</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="675"/>
        <source>the TP communication overlap is Transformer Engine&apos;s (Userbuffers); Megatron-LM&apos;s local transformer implementation has none: choose --transformer-impl transformer-engine or turn the overlap off</source>
        <translation>TP 通信重叠属于 Transformer Engine（Userbuffers）；Megatron-LM 的 local Transformer 实现没有它：请选择 --transformer-impl transformer-engine 或关闭重叠</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="682"/>
        <source>Transformer Engine&apos;s recipes quantize its own layers; Megatron-LM&apos;s local transformer implementation has none: choose --transformer-impl transformer-engine or turn the recipe off</source>
        <translation>Transformer Engine 的配方量化的是它自己的层；Megatron-LM 的 local Transformer 实现没有这些层：请选择 --transformer-impl transformer-engine 或关闭配方</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="686"/>
        <source>Transformer Engine&apos;s recipe and torchao&apos;s float8 linears would replace the same linears; choose one</source>
        <translation>Transformer Engine 配方与 torchao 的 float8 线性层会替换同一批线性层；请二选一</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="689"/>
        <source>Transformer Engine&apos;s recipes are modelled for full training, not for LoRA adapters on quantized linears; turn LoRA or the recipe off</source>
        <translation>Transformer Engine 配方只针对全量训练建模，不含量化线性层上的 LoRA 适配器；请关闭 LoRA 或配方</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="695"/>
        <source>Transformer Engine runs %1 on compute capability %2 or later; this GPU&apos;s is %3: choose another recipe or GPU</source>
        <translation>Transformer Engine 需要计算能力 %2 及以上才能运行 %1；此 GPU 为 %3：请换一个配方或 GPU</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="707"/>
        <source>the optimizer steps each gradient as backward produces it, so gradients cannot accumulate; set gradient accumulation to 1 or turn optimizer-in-backward off</source>
        <translation>优化器在反向产生每个梯度时立即更新，梯度无法累积；请将梯度累积设为 1，或关闭反向中优化（optimizer-in-backward）</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="711"/>
        <source>optimizer-in-backward frees each gradient at once, but this framework keeps a gradient buffer; choose the generic, FSDP or Hugging Face Trainer framework</source>
        <translation>反向中优化（optimizer-in-backward）会立即释放每个梯度，但该框架保留梯度缓冲区；请选择通用、FSDP 或 Hugging Face Trainer 框架</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="715"/>
        <source>there is no optimizer to step in backward with optimizer none</source>
        <translation>优化器为 none 时，反向中没有可执行更新的优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="721"/>
        <source>bitsandbytes pages the states of AdamW, 8-bit AdamW and Lion only; choose one of them or turn paging off</source>
        <translation>bitsandbytes 只对 AdamW、8 位 AdamW 和 Lion 的状态分页；请选择其中之一或关闭分页</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="726"/>
        <source>a paged optimizer already moves its states to host memory on demand; turn optimizer offload off</source>
        <translation>分页优化器已按需把状态移到主机内存；请关闭优化器卸载</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="733"/>
        <source>a micro-batch of %1 sequences of %2 tokens is %3 tokens in one pass, more than any training job holds; keep sequence × micro-batch at most %4 tokens</source>
        <translation>%1 条长 %2 个 token 的序列组成的微批次，一次前向/反向就有 %3 个 token，超出任何训练任务的规模；请让序列长度 × 微批次不超过 %4 个 token</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="744"/>
        <source>the global batch %1 is not a multiple of micro-batch %2 × %3 data-parallel GPUs; the framework refuses it: change the batch, the micro-batch or the GPUs</source>
        <translation>全局批大小 %1 不是微批 %2 × %3 个数据并行 GPU 的整数倍；框架会拒绝它：请修改批大小、微批或 GPU 数</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="752"/>
        <source>the mean padded length (%1) is longer than the longest batch, training.seq (%2); give the longest batch as the sequence length and the mean as seq_mean</source>
        <translation>平均填充长度（%1）超过最长批次 training.seq（%2）；请把最长批次设为序列长度，平均值设为 seq_mean</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="759"/>
        <source>float8 linears cast 16-bit activations and weights; choose a bf16 or fp16 precision</source>
        <translation>float8 线性层转换的是 16 位激活和权重；请选择 bf16 或 fp16 精度</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="769"/>
        <source>the float8 all-gather sends the weights of float8 linears; turn --float8 on or this off</source>
        <translation>float8 all-gather 发送的是 float8 线性层的权重；请打开 --float8，或关闭此项</translation>
    </message>
    <message>
        <location filename="../../model/core/validation.cpp" line="774"/>
        <source>only FSDP all-gathers parameters: shard them with --fsdp full-shard or hybrid-shard, or turn this off</source>
        <translation>只有 FSDP 会 all-gather 参数：请用 --fsdp full-shard 或 hybrid-shard 分片，或关闭此项</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="278"/>
        <source>one GPU or its host would need %1 EiB, more than a million times any device; check the sequence, micro-batch and model sizes</source>
        <translation>单张 GPU 或其主机需要 %1 EiB，超过任何设备的一百万倍；请检查序列长度、微批次和模型尺寸</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="291"/>
        <source>an RL step&apos;s reward models are not counted yet: the ledger holds the policy&apos;s update, the log-prob passes, the reference model, the critic, the rollout engine and the weight sync</source>
        <translation>RL 一步中的奖励模型尚未计入：账本包含策略更新、log-prob 计算、参考模型、critic、推理引擎和权重同步</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="296"/>
        <source>with LoRA on sharded parameters, TRL gathers the whole model to merge the adapters before the weight sync; the sync is counted one parameter at a time</source>
        <translation>在分片参数上使用 LoRA 时，TRL 会在权重同步前聚合整个模型以合并适配器；此处的同步按一次一个参数计算</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="301"/>
        <source>SGLang&apos;s CUDA graphs and their input buffers (among them fp32 logits of its largest captured batch over the vocabulary), which sleep does not free under verl, are not counted: they take what mem_fraction_static leaves free</source>
        <translation>未计入 SGLang 的 CUDA graph 及其输入缓冲区（其中包括最大捕获批次在整个词表上的 fp32 logits）；在 verl 下休眠不会释放它们，它们占用 mem_fraction_static 之外的空闲显存</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="305"/>
        <source>the rollout engine&apos;s CUDA-graph pool and persistent buffers, which sleep does not free, are not counted (vLLM before 0.21 captures its graphs outside gpu_memory_utilization)</source>
        <translation>推理引擎的 CUDA graph 内存池和常驻缓冲区（休眠不会释放）未计入（vLLM 0.21 之前在 gpu_memory_utilization 之外捕获 graph）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="310"/>
        <source>SGLang gives the sliding-window layers a pool of their own (swa_full_tokens_ratio), which is not modelled: its KV cache is sized as if every layer attended to the whole sequence</source>
        <translation>SGLang 为滑动窗口层单独分配一个缓存池（swa_full_tokens_ratio），此处未建模：其 KV 缓存按每一层都关注整条序列来计算</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="315"/>
        <source>the rollout engine&apos;s LoRA buffers are not counted (they are inside its budget, which the KV cache shrinks to make room for)</source>
        <translation>推理引擎的 LoRA 缓冲区未计入（它们在引擎预算之内，KV cache 会相应缩小）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="319"/>
        <source>the rollout engine&apos;s KV cache holds %1 tokens, fewer than %2 sequences of %3 tokens want: SGLang retracts running requests and queues them again, so generation slows (memory does not grow)</source>
        <translation>推理引擎的 KV 缓存可容纳 %1 个 token，少于 %2 条长 %3 token 的序列所需：SGLang 会撤回运行中的请求并重新排队，生成因此变慢（显存不会增长）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="323"/>
        <source>the rollout engine&apos;s KV cache holds %1 tokens, fewer than %2 sequences of %3 tokens want: vLLM preempts and recomputes sequences, so generation slows (memory does not grow)</source>
        <translation>推理引擎的 KV cache 只能放 %1 个 token，少于 %2 条 %3 token 序列所需：vLLM 会抢占并重算序列，生成变慢（显存不会增长）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="337"/>
        <source>DualPipe&apos;s two stages on each rank are counted with their own gradients and optimizer states, as its example builds them (two modules a rank, their gradients summed across the pair of ranks); an implementation that shards the states over the pair holds half of them</source>
        <translation>DualPipe 每个 rank 上的两个阶段各自计入梯度和优化器状态，与其示例的构建方式一致（每个 rank 两个模块，梯度在成对的 rank 之间求和）；若实现把状态切分到这对 rank 上，则只占一半</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="343"/>
        <source>the zero-bubble schedules&apos; weight-gradient passes are counted with their input-gradient pass: the timeline&apos;s bubble is an upper bound, and what a deferred weight pass keeps (its layers&apos; inputs and output gradients) is not counted where the cool-down defers it</source>
        <translation>零气泡调度的权重梯度计算与其输入梯度计算合并计入：时间线上的气泡是上界；在冷却阶段被延后的权重计算所保留的内容（其各层的输入与输出梯度）未计入</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="356"/>
        <source>the GPU&apos;s CUDA compute capability is unknown (an AMD GPU, or a card without one set): its BLAS workspaces are counted at CUDA&apos;s sizes from Hopper on; ROCm&apos;s PyTorch keeps larger ones on MI300-class GPUs (128 MiB for hipBLAS and 76–80 MiB for hipBLASLt per handle)</source>
        <translation>GPU 的 CUDA 计算能力未知（AMD GPU，或未设置的卡）：其 BLAS 工作区按 CUDA 自 Hopper 起的大小计算；ROCm 版 PyTorch 在 MI300 级 GPU 上保留更大的工作区（每个句柄 hipBLAS 128 MiB、hipBLASLt 76–80 MiB）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="364"/>
        <source>CUBLAS_WORKSPACE_CONFIG &quot;%1&quot; has no :SIZE:COUNT: PyTorch warns and keeps its default workspace, %2, which the ledger counts</source>
        <translation>CUBLAS_WORKSPACE_CONFIG “%1” 中没有 :SIZE:COUNT：PyTorch 会发出警告并保留默认工作区 %2，账本按此计算</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="376"/>
        <source>the GPU states no FP4 peak: the step time runs the NVFP4 GEMMs at the BF16 rate; the memory is counted</source>
        <translation>该 GPU 未给出 FP4 峰值：步时按 BF16 速率计算 NVFP4 GEMM；显存已计入</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="378"/>
        <source>the GPU states no FP8 peak: the step time runs the FP8 GEMMs at the BF16 rate; the memory is counted</source>
        <translation>该 GPU 未给出 FP8 峰值：步时按 BF16 速率计算 FP8 GEMM；显存已计入</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="400"/>
        <source>the critic&apos;s own update is taken as no larger than the policy&apos;s (the same network and micro-batch, no vocabulary-wide loss); a larger critic micro-batch, such as verl&apos;s default token budget of twice the actor&apos;s, is not modelled</source>
        <translation>critic 自己的更新阶段按不大于策略模型的更新计算（网络和 micro-batch 相同，且没有词表宽度的损失）；更大的 critic micro-batch（例如 verl 默认为 actor 两倍的 token 预算）未建模</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="410"/>
        <source>the sequence (%1 tokens) is longer than the model&apos;s maximum positions (%2): it was not trained for it; use a long-context variant or RoPE scaling</source>
        <translation>序列（%1 个 token）超过模型的最大位置数（%2）：模型未针对此长度训练；请使用长上下文版本或 RoPE 缩放</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="437"/>
        <source>SGLang&apos;s budget, %1 of the %2 free when it starts (the trainer&apos;s weights then take %3), does not hold its weights (%4): it stops at start-up with no memory for the KV cache; raise gpu_memory_utilization (mem_fraction_static) or the engine&apos;s tensor parallelism, or offload the trainer&apos;s parameters</source>
        <translation>SGLang 的预算（它启动时空闲的 %2 的 %1，此时训练端的权重占 %3）装不下它的权重（%4）：它会在启动时因 KV 缓存无显存可用而退出；请提高 gpu_memory_utilization（mem_fraction_static）或引擎的张量并行度，或卸载训练端的参数</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="448"/>
        <source>SGLang&apos;s KV cache holds %1 tokens, fewer than one sequence of %2: it rejects every request that long; raise gpu_memory_utilization (mem_fraction_static) or the engine&apos;s tensor parallelism, or use an fp8 KV cache</source>
        <translation>SGLang 的 KV 缓存只能容纳 %1 个 token，少于一条长 %2 的序列：它会拒绝所有这样长的请求；请提高 gpu_memory_utilization（mem_fraction_static）或引擎的张量并行度，或使用 fp8 KV 缓存</translation>
    </message>
    <message>
        <location filename="../../model/core/json_file.cpp" line="84"/>
        <location filename="../../model/imports/nearby_files.cpp" line="32"/>
        <source>cannot open %1: permission denied</source>
        <translation>无法打开 %1：权限不足</translation>
    </message>
    <message>
        <location filename="../../model/core/json_file.cpp" line="85"/>
        <location filename="../../model/imports/nearby_files.cpp" line="23"/>
        <source>cannot open %1: no such file</source>
        <translation>无法打开 %1：文件不存在</translation>
    </message>
    <message>
        <location filename="../../model/core/json_file.cpp" line="104"/>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location filename="../../model/core/json_file.cpp" line="112"/>
        <source>%1 holds a number MemLedger cannot read: %2</source>
        <translation>%1 中有 MemLedger 无法读取的数字：%2</translation>
    </message>
    <message>
        <location filename="../../model/core/json_file.cpp" line="118"/>
        <source>%1 nests arrays and objects %2 levels deep; MemLedger reads at most %3</source>
        <translation>%1 的数组和对象嵌套了 %2 层；MemLedger 最多读取 %3 层</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="152"/>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="42"/>
        <source>%1 is %2; DeepSpeed&apos;s ZeRO stages are 0, 1, 2 and 3</source>
        <translation>%1 为 %2；DeepSpeed 的 ZeRO 阶段只有 0、1、2 和 3</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="52"/>
        <source>%1 is %2; expected none, cpu or nvme</source>
        <translation>%1 为 %2；应为 none、cpu 或 nvme</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_object.cpp" line="40"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="226"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="241"/>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="158"/>
        <source>%1 is %2; expected a whole number</source>
        <translation>%1 为 %2；应为整数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/accelerate_config.cpp" line="125"/>
        <source>%1 is %2; accelerate expects no, fp16, bf16 or fp8</source>
        <translation>%1 为 %2；accelerate 只接受 no、fp16、bf16 或 fp8</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_document_toml.cpp" line="67"/>
        <source>%1 is not valid TOML: line %2, column %3: %4</source>
        <translation>%1 不是有效的 TOML：第 %2 行，第 %3 列：%4</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_document_toml.cpp" line="76"/>
        <source>%1 nests tables and arrays more than %2 levels deep; MemLedger reads configuration files, not that</source>
        <translation>%1 的表和数组嵌套超过 %2 层；MemLedger 读取的是配置文件，不是这种内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_document_yaml.cpp" line="64"/>
        <source>%1 expands to more than %2 values (aliases of aliases?); MemLedger reads configuration files, not that</source>
        <translation>%1 展开后超过 %2 个值（别名套别名？）；MemLedger 读取的是配置文件，不是这种内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_document_yaml.cpp" line="69"/>
        <source>%1 nests more than %2 levels deep; MemLedger reads configuration files, not that</source>
        <translation>%1 嵌套超过 %2 层；MemLedger 读取的是配置文件，不是这种内容</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_document_yaml.cpp" line="110"/>
        <source>%1 is not valid YAML: %2</source>
        <translation>%1 不是有效的 YAML：%2</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_document_yaml.cpp" line="113"/>
        <source>%1 is not valid YAML: line %2, column %3: %4</source>
        <translation>%1 不是有效的 YAML：第 %2 行，第 %3 列：%4</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="112"/>
        <source>%1 holds %2; a configuration is a mapping of keys to values</source>
        <translation>%1 中是 %2；配置应是键到值的映射</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="244"/>
        <source>%1 is not a JSON object; a scenario file is one</source>
        <translation>%1 不是 JSON 对象；场景文件必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../model/imports/config_import.cpp" line="264"/>
        <source>%1 is not a configuration MemLedger recognises: expected a DeepSpeed ds_config.json, Megatron-LM arguments or launch script, a torchtitan .toml, a torchtune .yaml, Hugging Face TrainingArguments (JSON or YAML), an accelerate config, a verl config or launch script, a model config.json or a MemLedger scenario</source>
        <translation>%1 不是 MemLedger 能识别的配置：应为 DeepSpeed ds_config.json、Megatron-LM 参数或启动脚本、torchtitan .toml、torchtune .yaml、Hugging Face TrainingArguments（JSON 或 YAML）、accelerate 配置、verl 配置或启动脚本、模型 config.json 或 MemLedger 场景</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="41"/>
        <source>%1 is %2; DeepSpeed expects an object such as {&quot;device&quot;: &quot;cpu&quot;}</source>
        <translation>%1 为 %2；DeepSpeed 需要一个对象，例如 {&quot;device&quot;: &quot;cpu&quot;}</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="54"/>
        <source>%1 is %2; DeepSpeed expects cpu, nvme or none</source>
        <translation>%1 为 %2；DeepSpeed 只接受 cpu、nvme 或 none</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="63"/>
        <source>%1 offloads parameters, which DeepSpeed does only at ZeRO stage 3 (this config says %2); set &quot;stage&quot;: 3 or remove it</source>
        <translation>%1 卸载参数，而 DeepSpeed 只在 ZeRO 阶段 3 才这样做（此配置为 %2）；请设置 &quot;stage&quot;: 3，或删除它</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="72"/>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="112"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="339"/>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="378"/>
        <source>%1 is %2; expected true or false</source>
        <translation>%1 为 %2；应为 true 或 false</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="139"/>
        <source>%1 is %2; DeepSpeed expects an object such as {&quot;stage&quot;: 2}</source>
        <translation>%1 为 %2；DeepSpeed 需要一个对象，例如 {&quot;stage&quot;: 2}</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="234"/>
        <source>%1 is %2; expected true, false or &quot;auto&quot;</source>
        <translation>%1 为 %2；应为 true、false 或 &quot;auto&quot;</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="257"/>
        <source>%1 is %2; DeepSpeed expects an object such as {&quot;enabled&quot;: true}</source>
        <translation>%1 为 %2；DeepSpeed 需要一个对象，例如 {&quot;enabled&quot;: true}</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="282"/>
        <source>fp16.enabled and %1.enabled are both true; DeepSpeed trains in one of them: disable the other</source>
        <translation>fp16.enabled 和 %1.enabled 同为 true；DeepSpeed 只能以其中一种精度训练：请关闭另一个</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="336"/>
        <source>%1 is %2; DeepSpeed expects a whole number of at least 1, or &quot;auto&quot;</source>
        <translation>%1 为 %2；DeepSpeed 需要不小于 1 的整数，或 &quot;auto&quot;</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="368"/>
        <source>%1 is %2, not a multiple of micro-batch %3 × accumulation %4; DeepSpeed refuses it (train_batch_size = micro × accumulation × GPUs)</source>
        <translation>%1 为 %2，不是微批次 %3 × 累积步数 %4 的倍数；DeepSpeed 会拒绝（train_batch_size = 微批次 × 累积步数 × GPU 数）</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="483"/>
        <source>the DeepSpeed config is %1; a DeepSpeed config is a JSON object</source>
        <translation>DeepSpeed 配置是 %1；DeepSpeed 配置应是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../model/imports/deepspeed/deepspeed_config.cpp" line="486"/>
        <source>%1 is %2; a DeepSpeed config is a JSON object</source>
        <translation>%1 为 %2；DeepSpeed 配置应是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="86"/>
        <source>%1 is %2; expected words such as &quot;full_shard auto_wrap&quot;</source>
        <translation>%1 为 %2；应为 &quot;full_shard auto_wrap&quot; 这样的词</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="107"/>
        <source>%1 holds &apos;%2&apos;; %3 knows full_shard, shard_grad_op, no_shard, hybrid_shard, hybrid_shard_zero2, offload and auto_wrap</source>
        <translation>%1 中有 &apos;%2&apos;；%3 只认识 full_shard、shard_grad_op、no_shard、hybrid_shard、hybrid_shard_zero2、offload 和 auto_wrap</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="118"/>
        <source>%1 is %2; expected an object of FSDP settings</source>
        <translation>%1 为 %2；应为 FSDP 设置组成的对象</translation>
    </message>
    <message>
        <location filename="../../model/imports/fsdp_options.cpp" line="132"/>
        <source>%1 is %2; expected FULL_SHARD, SHARD_GRAD_OP, NO_SHARD, HYBRID_SHARD or HYBRID_SHARD_ZERO2</source>
        <translation>%1 为 %2；应为 FULL_SHARD、SHARD_GRAD_OP、NO_SHARD、HYBRID_SHARD 或 HYBRID_SHARD_ZERO2</translation>
    </message>
    <message>
        <location filename="../../model/imports/global_batch.cpp" line="36"/>
        <source>%1 %2 is not micro-batch %3 × accumulation %4 × %5 data-parallel GPUs = %6; the framework refuses it: make them agree</source>
        <translation>%1 %2 不等于微批次 %3 × 累积步数 %4 × %5 个数据并行 GPU = %6；框架会拒绝：请使它们一致</translation>
    </message>
    <message>
        <location filename="../../model/imports/global_batch.cpp" line="40"/>
        <source>%1 %2 is not micro-batch %3 × accumulation %4 × %5 data-parallel GPUs = more; the framework refuses it: make them agree</source>
        <translation>%1 %2 不等于微批次 %3 × 累积步数 %4 × %5 个数据并行 GPU（乘积更大）；框架会拒绝：请使它们一致</translation>
    </message>
    <message>
        <location filename="../../model/imports/global_batch.cpp" line="48"/>
        <source>%1 %2 is not a multiple of micro-batch %3 × %4 data-parallel GPUs; the framework refuses it: change the GPUs (--dp) or the batch</source>
        <translation>%1 %2 不是微批次 %3 × %4 个数据并行 GPU 的倍数；框架会拒绝：请修改 GPU 数（--dp）或批大小</translation>
    </message>
    <message>
        <location filename="../../model/imports/global_batch.cpp" line="56"/>
        <source>%1 %2 is not a multiple of accumulation %3 × %4 data-parallel GPUs; the framework refuses it: change the GPUs (--dp) or the batch</source>
        <translation>%1 %2 不是累积步数 %3 × %4 个数据并行 GPU 的倍数；框架会拒绝：请修改 GPU 数（--dp）或批大小</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="71"/>
        <source>%1 is %2; %3 is not a whole number above 0</source>
        <translation>%1 为 %2；其中 %3 不是大于 0 的整数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="117"/>
        <source>optim %1 needs optim_target_modules (the Trainer refuses without it); give [attn, mlp]</source>
        <translation>optim %1 需要 optim_target_modules（没有它 Trainer 会拒绝运行）；请给出 [attn, mlp]</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="124"/>
        <source>%1 is %2; expected a list of module names, a regular expression or all-linear, as the Trainer requires</source>
        <translation>%1 为 %2；按 Trainer 的要求，应为模块名列表、正则表达式或 all-linear</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="267"/>
        <source>bf16 and fp16 are both true; the Trainer refuses that: keep one</source>
        <translation>bf16 和 fp16 同为 true；Trainer 会拒绝：只保留一个</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="371"/>
        <source>%1 is %2; expected a whole number above 0</source>
        <translation>%1 为 %2；应为大于 0 的整数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="476"/>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="172"/>
        <source>%1 is %2; expected a number of tokens</source>
        <translation>%1 为 %2；应为 token 数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="576"/>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="41"/>
        <source>%1 is %2; expected a positive whole number</source>
        <translation>%1 为 %2；应为正整数</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="759"/>
        <source>%1 is %2; expected the path of a DeepSpeed config or the config itself</source>
        <translation>%1 为 %2；应为 DeepSpeed 配置的路径或配置本身</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/hf_training_args.cpp" line="772"/>
        <source>the DeepSpeed config sets training.%1 to %2 but the TrainingArguments say %3; the Trainer refuses the mismatch: make them equal or write &quot;auto&quot;</source>
        <translation>DeepSpeed 配置把 training.%1 设为 %2，而 TrainingArguments 中是 %3；Trainer 会拒绝这种不一致：请使两者相等，或写成 &quot;auto&quot;</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_builder.cpp" line="102"/>
        <source>%1 is %2; %3 must be a whole number</source>
        <translation>%1 为 %2；%3必须是整数</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_builder.cpp" line="107"/>
        <source>%1 is %2; %3 must be between %4 and %5</source>
        <translation>%1 为 %2；%3必须在 %4 到 %5 之间</translation>
    </message>
    <message>
        <location filename="../../model/imports/import_builder.cpp" line="215"/>
        <source>%1 is %2, an optimizer MemLedger does not model yet; it is refused rather than estimated as another</source>
        <translation>%1 为 %2，这是 MemLedger 尚未建模的优化器；为免按另一种优化器估算，此文件不予估算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="173"/>
        <source>%1 has no value; it needs a whole number</source>
        <translation>%1 没有值；它需要一个整数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="179"/>
        <source>%1 is &apos;%2&apos;; it needs a whole number</source>
        <translation>%1 为 &apos;%2&apos;；它需要一个整数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="292"/>
        <source>%1 is &apos;%2&apos;; Megatron expects no_shard, optim, optim_grads or optim_grads_params</source>
        <translation>%1 为 &apos;%2&apos;；Megatron 只接受 no_shard、optim、optim_grads 或 optim_grads_params</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="393"/>
        <source>%1 %2 is not a multiple of micro-batch %3 × data-parallel size %4; Megatron refuses it (arguments.py): fix one of them</source>
        <translation>%1 %2 不是微批次 %3 × 数据并行规模 %4 的倍数；Megatron 会拒绝（arguments.py）：请修改其中之一</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="451"/>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="455"/>
        <source>%1: a hybrid model&apos;s layer pattern (Mamba, attention and MLP layers), whose Mamba layers MemLedger does not model yet; it is refused rather than estimated as a pure transformer</source>
        <translation>%1：混合模型的层模式（Mamba、注意力与 MLP 层），MemLedger 尚未对其 Mamba 层建模；因此拒绝，而不是按纯 Transformer 估计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="459"/>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="462"/>
        <source>%1: layers of different shapes, which MemLedger does not model; it is refused rather than estimated with every layer alike</source>
        <translation>%1：形状各异的层，MemLedger 未建模；因此拒绝，而不是按所有层相同来估计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="465"/>
        <source>%1: an attention kind MemLedger does not model (gated delta net or DeepSeek&apos;s sparse attention); it is refused rather than estimated as softmax attention</source>
        <translation>%1：MemLedger 未建模的注意力类型（gated delta net 或 DeepSeek 稀疏注意力）；因此拒绝，而不是按 softmax 注意力估计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="469"/>
        <source>%1: linear-attention layers, which MemLedger does not model; it is refused rather than estimated as softmax attention</source>
        <translation>%1：线性注意力层，MemLedger 未建模；因此拒绝，而不是按 softmax 注意力估计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="472"/>
        <source>%1: hyper-connections keep several residual streams, which MemLedger does not model; it is refused rather than estimated with one</source>
        <translation>%1：超连接保留多条残差流，MemLedger 未建模；因此拒绝，而不是按单条估计</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="474"/>
        <source>%1 is no longer valid: Megatron-LM refuses it (arguments.py); use --micro-batch-size</source>
        <translation>%1 已不再有效：Megatron-LM 会拒绝它（arguments.py）；请使用 --micro-batch-size</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="476"/>
        <source>%1 is no longer valid: Megatron-LM refuses it (arguments.py); use --lr-warmup-iters or a fraction</source>
        <translation>%1 已不再有效：Megatron-LM 会拒绝它（arguments.py）；请使用 --lr-warmup-iters 或比例参数</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="478"/>
        <source>%1 is no longer valid: Megatron-LM refuses it (arguments.py); use --tensor-model-parallel-size</source>
        <translation>%1 已不再有效：Megatron-LM 会拒绝它（arguments.py）；请使用 --tensor-model-parallel-size</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="501"/>
        <source>--is-hybrid-model: a hybrid Mamba model, whose Mamba layers MemLedger does not model yet; it is refused rather than estimated as a pure transformer</source>
        <translation>--is-hybrid-model：混合 Mamba 模型，MemLedger 尚未对其 Mamba 层建模；为免按纯 Transformer 估算，此文件不予估算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="559"/>
        <source>%1 is &apos;%2&apos;; it needs a probability such as 0.1</source>
        <translation>%1 为 &apos;%2&apos;；它需要一个概率值，例如 0.1</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="588"/>
        <source>%1 is &apos;%2&apos;; Megatron expects vanilla, off-by-one or learnable</source>
        <translation>%1 为“%2”；Megatron 期望 vanilla、off-by-one 或 learnable</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="604"/>
        <source>%1 is &apos;%2&apos;; Megatron expects two token counts such as 127,0</source>
        <translation>%1 为“%2”；Megatron 期望两个 token 数，例如 127,0</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="649"/>
        <source>%1 is &apos;%2&apos;; Megatron expects LayerNorm or RMSNorm</source>
        <translation>%1 为 &apos;%2&apos;；Megatron 只接受 LayerNorm 或 RMSNorm</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="671"/>
        <source>%1 is &apos;%2&apos;; Megatron expects learned_absolute, rope, yarn, mrope, relative or none</source>
        <translation>%1 为 &apos;%2&apos;；Megatron 只接受 learned_absolute、rope、yarn、mrope、relative 或 none</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="917"/>
        <source>%1 is &apos;%2&apos;; Megatron expects allgather, alltoall or flex</source>
        <translation>%1 为“%2”；Megatron 只接受 allgather、alltoall 或 flex</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="923"/>
        <source>%1 is &apos;%2&apos;; it needs a number such as 1.25</source>
        <translation>%1 为“%2”；需要一个数，例如 1.25</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="967"/>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="988"/>
        <source>%1 is &apos;%2&apos;; it needs a number such as 1e-3</source>
        <translation>%1 为“%2”；需要一个数，例如 1e-3</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1002"/>
        <source>%1 is &apos;%2&apos;; Megatron expects fp32 or fp64</source>
        <translation>%1 为“%2”；Megatron 只接受 fp32 或 fp64</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1037"/>
        <source>%1 %2 does not divide the %3 layers of each pipeline stage (%4 layers over PP %5); Megatron refuses it</source>
        <translation>%1 %2 不能整除每个流水线阶段的 %3 层（%4 层分到 PP %5 上）；Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1077"/>
        <source>the pipeline layout places %1 decoder layers; --num-layers is %2</source>
        <translation>流水线布局放置了 %1 个解码层；--num-layers 为 %2</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1081"/>
        <source>the pipeline layout places %1 MTP layers; --mtp-num-layers is %2</source>
        <translation>流水线布局放置了 %1 个 MTP 层；--mtp-num-layers 为 %2</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1119"/>
        <source>uneven first and last stages and the embedding or loss counted in the split cannot go together; Megatron refuses it</source>
        <translation>不均匀的首尾阶段不能与把嵌入或损失计入切分同时使用；Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1137"/>
        <source>a stage of %1 layers does not split into %2 virtual stages; Megatron refuses it</source>
        <translation>%1 层的阶段无法分成 %2 个虚拟阶段；Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1181"/>
        <source>--bf16 and --fp16 are both given; Megatron trains in one of them: drop the other</source>
        <translation>同时给出了 --bf16 和 --fp16；Megatron 只能以其中一种精度训练：请去掉另一个</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1246"/>
        <source>%1 is &apos;%2&apos;; Megatron expects uniform or block</source>
        <translation>%1 为 &apos;%2&apos;；Megatron 只接受 uniform 或 block</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1259"/>
        <source>--moe-layer-recompute with full recomputation: Megatron refuses it</source>
        <translation>--moe-layer-recompute 与完全重计算同时使用：Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1283"/>
        <source>--recompute-modules names &apos;%1&apos;, a module of a layer kind MemLedger does not model; it is refused rather than estimated without it</source>
        <translation>--recompute-modules 中的“%1”属于 MemLedger 未建模的层类型；因此拒绝估算，而不是忽略它继续估算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1300"/>
        <source>%1 is &apos;%2&apos;; Megatron expects full or selective</source>
        <translation>%1 为 &apos;%2&apos;；Megatron 只接受 full 或 selective</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1343"/>
        <source>%1 is &apos;%2&apos;; Megatron expects transformer_engine, local or inference_optimized</source>
        <translation>%1 为“%2”；Megatron 期望 transformer_engine、local 或 inference_optimized</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1377"/>
        <source>%1 is &apos;%2&apos;; Megatron expects flash, fused, unfused, local or auto</source>
        <translation>%1 为 &apos;%2&apos;；Megatron 只接受 flash、fused、unfused、local 或 auto</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1462"/>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1508"/>
        <source>%1 is &apos;%2&apos;; Megatron expects %3</source>
        <translation>%1 为“%2”；Megatron 要求 %3</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1479"/>
        <source>--fp8-format and --fp4-format are both given; Megatron runs one of them (transformer_config.py): drop the other</source>
        <translation>同时给出了 --fp8-format 与 --fp4-format；Megatron 只运行其中一个（transformer_config.py）：请去掉另一个</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1619"/>
        <source>not Megatron-LM arguments: %1 of its flags are not Megatron-LM&apos;s, and flags such as %2 are HfArgumentParser&apos;s (TRL, transformers&apos; examples): give their TrainingArguments as a JSON or YAML file</source>
        <translation>不是 Megatron-LM 的参数：其中 %1 个参数不属于 Megatron-LM，而 %2 这类参数属于 HfArgumentParser（TRL、transformers 示例）：请以 JSON 或 YAML 文件给出其 TrainingArguments</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1626"/>
        <source>not Megatron-LM arguments: none of its %1 flags is one Megatron-LM reads, so nothing of the job would be estimated</source>
        <translation>不是 Megatron-LM 的参数：其 %1 个参数没有一个是 Megatron-LM 读取的，因此这项任务的任何设置都不会被估算</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1666"/>
        <source>no Megatron-LM arguments found: the text sets no --flags (paste the arguments, or the script that launches pretrain_gpt.py)</source>
        <translation>未找到 Megatron-LM 参数：文本中没有设置任何 --flag（请粘贴参数，或启动 pretrain_gpt.py 的脚本）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/megatron_args.cpp" line="1698"/>
        <source>no MODEL_ARGS map: a Megatron model_config.yaml lists its flags there</source>
        <translation>没有 MODEL_ARGS 映射：Megatron 的 model_config.yaml 在其中列出各个 flag</translation>
    </message>
    <message>
        <location filename="../../model/imports/nearby_files.cpp" line="25"/>
        <source>%1 is a folder; give a configuration file</source>
        <translation>%1 是文件夹；请给出配置文件</translation>
    </message>
    <message>
        <location filename="../../model/imports/nearby_files.cpp" line="28"/>
        <source>%1 is %2 MB; a configuration file is far smaller</source>
        <translation>%1 有 %2 MB；配置文件要小得多</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="231"/>
        <source>parallelism.pipeline_parallel_microbatch_size %1 does not divide the local batch %2; torchtitan refuses it</source>
        <translation>parallelism.pipeline_parallel_microbatch_size %1 不能整除本地批大小 %2；torchtitan 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="278"/>
        <source>training.global_batch_size %1 is not a multiple of local batch × data-parallel size; torchtitan refuses it</source>
        <translation>training.global_batch_size %1 不是本地批大小 × 数据并行规模的倍数；torchtitan 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="308"/>
        <source>%1 virtual stages of %2 layers do not divide over %3 pipeline ranks; torchtitan refuses it</source>
        <translation>%1 个各含 %2 层的虚拟阶段无法均分到 %3 个流水线 rank 上；torchtitan 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="360"/>
        <source>pipeline_parallel_schedule is &quot;%1&quot;; torchtitan knows %2</source>
        <translation>pipeline_parallel_schedule 为 &quot;%1&quot;；torchtitan 只认识 %2</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="430"/>
        <source>parallelism.fsdp_reshard_after_forward is &quot;%1&quot;; expected always, never or default</source>
        <translation>parallelism.fsdp_reshard_after_forward 为 &quot;%1&quot;；应为 always、never 或 default</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="457"/>
        <source>expert_tensor_parallel_degree is %1; torchtitan supports 1 or the tensor-parallel degree (%2)</source>
        <translation>expert_tensor_parallel_degree 为 %1；torchtitan 只支持 1 或张量并行度（%2）</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="568"/>
        <source>%1 is &apos;%2&apos;; torchtitan expects &quot;op&quot; or a layer count</source>
        <translation>%1 为 &apos;%2&apos;；torchtitan 需要 &quot;op&quot; 或层数</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="580"/>
        <source>%1 is &apos;%2&apos;; torchtitan expects none, selective, full or memory_budget</source>
        <translation>%1 为 &apos;%2&apos;；torchtitan 只接受 none、selective、full 或 memory_budget</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtitan/torchtitan_config.cpp" line="697"/>
        <source>optimizer.implementation is %1; torchtitan expects for-loop, foreach or fused</source>
        <translation>optimizer.implementation 为 %1；torchtitan 只接受 for-loop、foreach 或 fused</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="154"/>
        <source>%1 is %2; a teacher is a frozen model: give its full builder, without lora_ or qlora_</source>
        <translation>%1 为 %2；教师是冻结模型：请给出完整 builder，不带 lora_ 或 qlora_</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="395"/>
        <source>%1 is &apos;%2&apos;; torchtune expects &quot;op&quot; or a layer count</source>
        <translation>%1 为 &apos;%2&apos;；torchtune 需要 &quot;op&quot; 或层数</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="404"/>
        <source>%1 is &apos;%2&apos;; torchtune expects selective or full</source>
        <translation>%1 为 &apos;%2&apos;；torchtune 只接受 selective 或 full</translation>
    </message>
    <message>
        <location filename="../../model/imports/torchtune/torchtune_config.cpp" line="432"/>
        <source>%1 is %2; torchtune trains in bf16 or fp32</source>
        <translation>%1 为 %2；torchtune 以 bf16 或 fp32 训练</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="151"/>
        <source>config.json must be a JSON object</source>
        <translation>config.json 必须是一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="161"/>
        <source>config.json model_type &quot;%1&quot; is not supported; supported: %2. Enter the dimensions by hand instead.</source>
        <translation>不支持 config.json 的 model_type &quot;%1&quot;；支持的有：%2。请改为手动输入各项维度。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config.cpp" line="101"/>
        <source>config.json&apos;s &quot;text_config&quot; must be an object, got %1</source>
        <translation>config.json 的 &quot;text_config&quot; 必须是对象，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_reader.cpp" line="39"/>
        <source>config.json needs a positive integer &quot;%1&quot; (missing)</source>
        <translation>config.json 需要正整数 &quot;%1&quot;（缺失）</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_reader.cpp" line="42"/>
        <source>config.json needs a positive integer &quot;%1&quot;, got %2</source>
        <translation>config.json 需要正整数 &quot;%1&quot;，实际为 %2</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_reader.cpp" line="104"/>
        <source>config.json&apos;s &quot;%1&quot; must be a list of layer indices, got %2</source>
        <translation>config.json 的 &quot;%1&quot; 必须是层序号列表，实际为 %2</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_reader.cpp" line="125"/>
        <source>config.json&apos;s &quot;%1&quot; must be a list of words, got %2</source>
        <translation>config.json 的“%1”必须是字符串列表，实际为 %2</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_reader.cpp" line="150"/>
        <source>config.json&apos;s &quot;%1&quot; is %2, more than MemLedger can model (%3)</source>
        <translation>config.json 的 &quot;%1&quot; 为 %2，超出 MemLedger 能建模的上限（%3）</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_source.cpp" line="67"/>
        <source>found no file or directory &apos;%1&apos;, nor the model %1 in the Hugging Face cache (no %2). Download it with &apos;huggingface-cli download %1 config.json&apos; (HF_HUB_CACHE or HF_HOME choose the cache), or give the path of its config.json or model directory.</source>
        <translation>找不到文件或目录 &apos;%1&apos;，Hugging Face 缓存中也没有模型 %1（不存在 %2）。请用 &apos;huggingface-cli download %1 config.json&apos; 下载（缓存位置由 HF_HUB_CACHE 或 HF_HOME 决定），或给出其 config.json 或模型目录的路径。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_source.cpp" line="112"/>
        <source>%1 is a directory without a config.json; give a Hugging Face model directory (the one holding config.json) or the file</source>
        <translation>%1 是一个不含 config.json 的目录；请给出 Hugging Face 模型目录（包含 config.json 的那个）或该文件本身</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="145"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="146"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="147"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="148"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="150"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="151"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="153"/>
        <location filename="../../model/core/untrusted_json.cpp" line="156"/>
        <source>null</source>
        <translation>空值（null）</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="154"/>
        <source>binary data</source>
        <translation>二进制数据</translation>
    </message>
    <message>
        <location filename="../../model/core/untrusted_json.cpp" line="163"/>
        <source>%1: expected %2, found %3%4</source>
        <translation>%1：应为%2，实际为%3%4</translation>
    </message>
    <message>
        <location filename="../../model/io/scenario_json.cpp" line="102"/>
        <source>%1: a limitation names its key, what it changes and which way</source>
        <translation>%1：一条局限须写明其键、影响的内容以及偏差方向</translation>
    </message>
    <message>
        <location filename="../../model/io/scenario_json.cpp" line="109"/>
        <source>%1: &quot;%2&quot; is not high, low or either</source>
        <translation>%1：“%2”不是 high、low 或 either</translation>
    </message>
    <message>
        <location filename="../../model/io/scenario_json.cpp" line="110"/>
        <source>%1: &quot;%2&quot; is not a ledger category</source>
        <translation>%1：“%2”不是账本类别</translation>
    </message>
    <message>
        <location filename="../../model/service/scenario_request.cpp" line="127"/>
        <source>--stage-layers is &apos;%1&apos;; give each pipeline stage&apos;s layers as whole numbers separated by commas, e.g. 19,20,20,21</source>
        <translation>--stage-layers 为“%1”；请用逗号分隔的整数给出每个流水线阶段的层数，例如 19,20,20,21</translation>
    </message>
    <message>
        <location filename="../../model/service/scenario_request.cpp" line="140"/>
        <source>--%1 %2 contradicts --%3, which makes it %4; give one of them, or make them agree</source>
        <translation>--%1 %2 与 --%3 矛盾，后者使其为 %4；请只给其中一个，或让二者一致</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/pipeline_layout.cpp" line="93"/>
        <source>the pipeline layout unrolls to more than a million layers</source>
        <translation>流水线布局展开后超过一百万层</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/pipeline_layout.cpp" line="103"/>
        <source>&apos;%1&apos; is not a layer of a pipeline layout (E embedding, t decoder, m MTP, L loss, | between stages)</source>
        <translation>“%1”不是流水线布局中的层（E 嵌入、t 解码层、m MTP、L 损失，阶段之间用 |）</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/pipeline_layout.cpp" line="112"/>
        <source>the pipeline layout&apos;s %1 stages do not divide over %2 pipeline ranks</source>
        <translation>流水线布局的 %1 个阶段无法均分到 %2 个流水线 rank</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/pipeline_layout.cpp" line="126"/>
        <source>a pipeline layout names the embedding (E) first and the loss (L) last, each once</source>
        <translation>流水线布局须以嵌入（E）开头、以损失（L）结尾，且各出现一次</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/pipeline_layout.cpp" line="155"/>
        <source>with uneven first and last stages the %1 layers left do not divide over the %2 other pipeline stages; Megatron refuses it</source>
        <translation>首尾阶段不均匀时，剩余的 %1 层无法均分到其余 %2 个流水线阶段；Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/megatron/pipeline_layout.cpp" line="179"/>
        <source>%1 layers, with the embedding and loss counted as layers, do not divide over %2 pipeline ranks; Megatron refuses it</source>
        <translation>把嵌入和损失各算作一层后共 %1 层，无法均分到 %2 个流水线 rank；Megatron 会拒绝</translation>
    </message>
    <message>
        <location filename="../../model/imports/huggingface/trl_generation.cpp" line="237"/>
        <source>vllm_mode is %1; TRL knows colocate and server</source>
        <translation>vllm_mode 为 %1；TRL 只支持 colocate 和 server</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="42"/>
        <source>%1 is %2; expected a section</source>
        <translation>%1 为 %2；应为一个配置段</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="218"/>
        <source>%1 is %2: verl&apos;s Megatron back end is not read yet, so the job is refused rather than estimated as FSDP</source>
        <translation>%1 为 %2：尚不读取 verl 的 Megatron 后端，因此拒绝该任务，而不是按 FSDP 估算</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="238"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="372"/>
        <source>%1 is not set and use_dynamic_bsz is off: verl refuses the config, and the update&apos;s micro-batch is unknown</source>
        <translation>%1 未设置且 use_dynamic_bsz 关闭：verl 会拒绝该配置，更新阶段的 micro-batch 未知</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="290"/>
        <source>%1 is %2: only vLLM and SGLang rollout engines are modelled, so the job is refused rather than estimated with another engine&apos;s memory</source>
        <translation>%1 为 %2：只对 vLLM 和 SGLang 推理引擎建模，因此拒绝该任务，而不是用另一种引擎的显存来估算</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="293"/>
        <location filename="../../model/imports/verl/verl_config.cpp" line="379"/>
        <source>%1 is not set: verl requires it (vllm, sglang)</source>
        <translation>%1 未设置：verl 要求设置（vllm、sglang）</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="362"/>
        <source>no actor_rollout_ref section: it is the policy, its rollout engine and its reference</source>
        <translation>没有 actor_rollout_ref 配置段：它包含策略模型、推理引擎和参考模型</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="528"/>
        <source>a verl config is a set of sections; this is %1</source>
        <translation>verl 配置由若干配置段组成；这里是 %1</translation>
    </message>
    <message>
        <location filename="../../model/imports/verl/verl_config.cpp" line="582"/>
        <source>%1 is given words that are not Hydra overrides (key=value): verl reads nothing else</source>
        <translation>%1 收到了不是 Hydra 覆盖参数（key=value）的词：verl 只读取覆盖参数</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="168"/>
        <source>%1 is %2; expected a number</source>
        <translation>%1 为 %2；应为数字</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="230"/>
        <source>the actor&apos;s %1 GPUs do not divide into ring-attention groups of %2 × DeepSpeed tensor parallel %3</source>
        <translation>actor 的 %1 个 GPU 不能分成环形注意力 %2 × DeepSpeed 张量并行 %3 的组</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="269"/>
        <source>%1 is %2: OpenRLHF accepts bf16 or fp16</source>
        <translation>%1 为 %2：OpenRLHF 只接受 bf16 或 fp16</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="452"/>
        <source>%1 engines of tensor parallel %2 do not fill the actor&apos;s %3 GPUs: OpenRLHF asserts they do under colocate_all</source>
        <translation>%1 个张量并行度为 %2 的引擎填不满 actor 的 %3 个 GPU：colocate_all 下 OpenRLHF 断言二者相等</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="549"/>
        <source>%1 is %2: OpenRLHF&apos;s estimators are gae, reinforce, rloo, reinforce_baseline, group_norm and dr_grpo</source>
        <translation>%1 为 %2：OpenRLHF 的优势估计方法只有 gae、reinforce、rloo、reinforce_baseline、group_norm 和 dr_grpo</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="636"/>
        <source>the command mixes OpenRLHF&apos;s two spellings, %1 (since 2026-04-19) and %2 (before): each release reads one and stops at the other</source>
        <translation>命令混用了 OpenRLHF 的两种写法：%1（2026-04-19 起）和 %2（此前）；每个版本只认其中一种，遇到另一种就报错</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="652"/>
        <source>it launches %1: of OpenRLHF&apos;s trainers only train_ppo_ray (PPO, GRPO, REINFORCE) is read yet, so it is refused rather than estimated with another trainer&apos;s defaults</source>
        <translation>它启动的是 %1：OpenRLHF 的训练器中目前只读取 train_ppo_ray（PPO、GRPO、REINFORCE），因此拒绝，而不是用另一个训练器的默认值来估算</translation>
    </message>
    <message>
        <location filename="../../model/imports/openrlhf/openrlhf_args.cpp" line="661"/>
        <source>no OpenRLHF flags found: the text passes train_ppo_ray no --flags</source>
        <translation>没有找到 OpenRLHF 参数：文本没有给 train_ppo_ray 传任何 --参数</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_hybrid.cpp" line="87"/>
        <source>config.json&apos;s layers_block_type must be a list of block kinds, or hybrid_override_pattern a string of M, *, - and E</source>
        <translation>config.json 的 layers_block_type 必须是块类型列表，或 hybrid_override_pattern 必须是由 M、*、- 和 E 组成的字符串</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_hybrid.cpp" line="102"/>
        <source>config.json&apos;s layer list has a block kind transformers&apos; NemotronH does not build (it knows mamba or linear_attention, attention or full_attention, mlp and moe; M, *, - and E in a pattern)</source>
        <translation>config.json 的层列表含有 transformers 的 NemotronH 不会构建的块类型（它认识 mamba 或 linear_attention、attention 或 full_attention、mlp 和 moe；模式字符串中为 M、*、- 和 E）</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_hybrid.cpp" line="174"/>
        <source>config.json&apos;s layer_types must list linear_attention or full_attention for each of the num_hidden_layers layers</source>
        <translation>config.json 的 layer_types 必须为 num_hidden_layers 个层逐一列出 linear_attention 或 full_attention</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_hybrid.cpp" line="241"/>
        <source>config.json model_type &quot;%1&quot;: a hybrid model of %2 Mamba-2, %3 attention, %4 MLP and %5 MoE blocks, %6 parameters (%7 active per token) as transformers builds it. What a Mamba-2 layer keeps for backward is not modelled yet, so the file is refused rather than estimated as a transformer.</source>
        <translation>config.json 的 model_type &quot;%1&quot;：混合模型，含 %2 个 Mamba-2 块、%3 个注意力块、%4 个 MLP 块和 %5 个 MoE 块；按 transformers 的构建方式共 %6 参数（每个 token 激活 %7）。Mamba-2 层为反向传播保存的张量尚未建模，因此拒绝该文件，而不是把它当作 Transformer 来估算。</translation>
    </message>
    <message>
        <location filename="../../model/io/hf_config/hf_config_hybrid.cpp" line="246"/>
        <source>config.json model_type &quot;%1&quot;: a hybrid model of %2 Gated DeltaNet and %3 attention layers, %5 of them with experts and %4 with a dense MLP, %6 parameters (%7 active per token) as transformers builds it, without its multi-token prediction layer. What a Gated DeltaNet layer keeps for backward is not modelled yet, so the file is refused rather than estimated as a transformer.</source>
        <translation>config.json 的 model_type &quot;%1&quot;：混合模型，含 %2 个 Gated DeltaNet 层和 %3 个注意力层，其中 %5 层带专家、%4 层为稠密 MLP；按 transformers 的构建方式（不含多 token 预测层）共 %6 参数（每个 token 激活 %7）。Gated DeltaNet 层为反向传播保存的张量尚未建模，因此拒绝该文件，而不是把它当作 Transformer 来估算。</translation>
    </message>
</context>
<context>
    <name>Reconcile</name>
    <message>
        <location filename="../../model/reconcile/measured_comparison.cpp" line="114"/>
        <source>This file measured nothing: its allocated peak is 0 B. It was taken before the model was on the GPU, on a device the job did not use, or right after torch.cuda.reset_peak_memory_stats(); take it after a training step, on the job&apos;s device.</source>
        <translation>这个文件什么也没测到：它的已分配峰值是 0 B。它是在模型上 GPU 之前、在作业没有使用的设备上，或者刚调用 torch.cuda.reset_peak_memory_stats() 之后取得的；请在一个训练步之后、在作业所用的设备上取得。</translation>
    </message>
    <message>
        <location filename="../../model/reconcile/measured_comparison.cpp" line="125"/>
        <source>Is this file from this job? It peaks at %1 allocated, %2 times less than this scenario predicts (%3): a file of another model, layout or batch, or of a step before the model was on the GPU, compares nothing here.</source>
        <translation>这个文件来自这个作业吗？它的已分配峰值为 %1，比本场景的预测（%3）小 %2 倍：来自别的模型、布局或批次的文件，或模型尚未加载到 GPU 之前那一步的文件，在这里比较不出任何东西。</translation>
    </message>
    <message>
        <location filename="../../model/reconcile/measured_comparison.cpp" line="130"/>
        <source>Is this file from this job? It peaks at %1 allocated, %2 times more than this scenario predicts (%3): a file of another model, layout or batch compares nothing here.</source>
        <translation>这个文件来自这个作业吗？它的已分配峰值为 %1，是本场景预测（%3）的 %2 倍：来自别的模型、布局或批次的文件，在这里比较不出任何东西。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../widgets/publish/report_labels.cpp" line="9"/>
        <source>Chart omitted: {caption}.</source>
        <translation>图表从略：{caption}。</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_report.cpp" line="108"/>
        <source>Chart omitted: {caption} (memledger report --format html or pdf draws it).</source>
        <translation>图表从略：{caption}（memledger report --format html 或 pdf 会画出它）。</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands_report.cpp" line="110"/>
        <source>Chart omitted: {caption} (this build has no window to draw it).</source>
        <translation>图表从略：{caption}（此构建没有窗口，无法绘制）。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="10"/>
        <source>Design review</source>
        <translation>设计评审</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="11"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="12"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="13"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="14"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="15"/>
        <source>active per token</source>
        <translation>每个 token 激活</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="16"/>
        <source>trainable</source>
        <translation>可训练</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="17"/>
        <source>Global batch</source>
        <translation>全局批量</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="18"/>
        <source>tokens per step</source>
        <translation>每步 token 数</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="19"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="20"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="21"/>
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="22"/>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="23"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="24"/>
        <source>Ledger</source>
        <translation>显存账本</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="25"/>
        <source>Per-GPU memory of every pipeline stage at its peak instant</source>
        <translation>每个流水线阶段在峰值时刻的单卡显存</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="26"/>
        <source>Per GPU, worst stage {stage} at {instant}</source>
        <translation>单卡，最差阶段 {stage}，时刻：{instant}</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="27"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="28"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="29"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="30"/>
        <source>Pipeline stages</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="31"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="32"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="33"/>
        <source>In flight</source>
        <translation>在途</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="34"/>
        <source>Peak at</source>
        <translation>峰值时刻</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="35"/>
        <source>Terms of stage {stage}</source>
        <translation>阶段 {stage} 的各项</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="36"/>
        <source>The other stages&apos; terms: memledger explain SCENARIO --all-stages.</source>
        <translation>其他阶段的各项：memledger explain SCENARIO --all-stages。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="37"/>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="38"/>
        <source>Kind</source>
        <translation>性质</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="39"/>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="40"/>
        <source>Values substituted</source>
        <translation>代入数值</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="41"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="42"/>
        <source>Host RAM per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="43"/>
        <source>NVMe per node</source>
        <translation>每节点 NVMe</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="44"/>
        <source>of</source>
        <translation>/</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="45"/>
        <source>exceeded</source>
        <translation>超出</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="46"/>
        <source>Step timeline</source>
        <translation>单步时间线</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="47"/>
        <source>One simulated optimizer step of the worst stage&apos;s rank</source>
        <translation>最差阶段某一 rank 的一个模拟优化器步</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="48"/>
        <source>Lane</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="49"/>
        <source>Busy</source>
        <translation>繁忙</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="50"/>
        <source>Exposed</source>
        <translation>暴露</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="51"/>
        <source>Compute waiting for its own transfers</source>
        <translation>计算等待本 rank 的传输</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="52"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="53"/>
        <source>The step could not be simulated</source>
        <translation>无法模拟该训练步</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="54"/>
        <source>A/B comparison</source>
        <translation>A/B 对比</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="55"/>
        <source>A (pinned)</source>
        <translation>A（已固定）</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="56"/>
        <source>B (this scenario)</source>
        <translation>B（当前场景）</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="57"/>
        <source>Δ B − A</source>
        <translation>Δ B − A</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="58"/>
        <source>What changed from A to B</source>
        <translation>从 A 到 B 改了什么</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="59"/>
        <source>Largest term deltas</source>
        <translation>变化最大的项</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="60"/>
        <source>A and B have the same settings.</source>
        <translation>A 与 B 的设置相同。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="61"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="62"/>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="63"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="64"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="65"/>
        <source>Every figure is one steady-state training step; a stage&apos;s peak is the largest of its named instants (end of forward, backward of the loss, backward of the last layer, end of backward, optimizer step), not the sum of every term.</source>
        <translation>所有数字均为一个稳态训练步；某阶段的峰值是其各命名时刻（前向结束、损失的反向、最后一层的反向、反向传播结束、优化器步）中的最大值，而不是所有项之和。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="68"/>
        <source>Terms by kind: {exact} exact (counted from shapes), {estimated} estimated (a model of a framework&apos;s behaviour), {assumed} assumed (an editable overhead), {simulated} simulated (the caching allocator replayed).</source>
        <translation>各项按性质：{exact} 项精确（由张量形状计算），{estimated} 项估计（对框架行为的建模），{assumed} 项假设（可编辑的开销），{simulated} 项模拟（重放缓存分配器）。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="72"/>
        <source>Approximated when the scenario was imported</source>
        <translation>导入场景时所做的近似</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="73"/>
        <source>What the engine does not model</source>
        <translation>引擎未建模的内容</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="75"/>
        <source>Autocast&apos;s per-linear casts, and what a frozen LoRA base saves.</source>
        <translation>autocast 对每个线性层的类型转换，以及冻结的 LoRA 基座所节省的部分。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="76"/>
        <source>FP8 attention and the layers Megatron keeps in bf16, float8 MoE experts, and what torch.compile chooses to save inside the blocks.</source>
        <translation>FP8 注意力与 Megatron 保留为 bf16 的层、float8 MoE 专家，以及 torch.compile 在块内选择保存的内容。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="78"/>
        <source>The allocator replays the ledger&apos;s tensors only, for one steady-state step of fixed shapes.</source>
        <translation>分配器只重放账本中的张量，且只针对形状固定的一个稳态训练步。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="80"/>
        <source>The first step (optimizer states created late), context parallelism&apos;s temporaries, CUDA graphs, data-loader buffers, checkpoint saving.</source>
        <translation>第一步（优化器状态延迟创建）、上下文并行的临时张量、CUDA graphs、数据加载缓冲区、检查点保存。</translation>
    </message>
    <message>
        <location filename="../../model/report/review_labels.cpp" line="83"/>
        <source>Each with its measured effect: docs/model.md, &quot;What the engine does not model&quot;.</source>
        <translation>各项的实测影响见 docs/model.md 的“What the engine does not model”一节。</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <location filename="../../widgets/publish/report_output.cpp" line="114"/>
        <source>%1: name the file .md, .html or .pdf</source>
        <translation>%1：文件名请以 .md、.html 或 .pdf 结尾</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../../widgets/session/scenario_file.cpp" line="129"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="776"/>
        <location filename="../../widgets/session/problem_text.cpp" line="24"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="293"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="296"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="299"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="777"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="366"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="369"/>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="372"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="375"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="378"/>
        <source>Head dim (0: auto)</source>
        <translation>头维度（0：自动）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="381"/>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="384"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="387"/>
        <source>Max positions</source>
        <translation>最大位置数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="363"/>
        <source>Block style</source>
        <translation>块结构</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="308"/>
        <source>Applies only to GaLore and APOLLO.</source>
        <translation>仅适用于 GaLore 与 APOLLO。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="217"/>
        <source>Applies only to Megatron-LM&apos;s bf16 jobs (--grad-reduce-in-bf16) or with the precision-aware optimizer.</source>
        <translation>仅适用于 Megatron-LM 的 bf16 作业（--grad-reduce-in-bf16），或开启精度感知优化器时。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="226"/>
        <source>Applies only with tensor and sequence parallelism.</source>
        <translation>仅在张量并行与序列并行同时开启时适用。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="249"/>
        <source>Applies only under Megatron-LM.</source>
        <translation>仅适用于 Megatron-LM。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="257"/>
        <source>Applies only to a mixture-of-experts model under Megatron-LM.</source>
        <translation>仅适用于 Megatron-LM 下的混合专家模型。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="264"/>
        <source>Applies only to a mixture-of-experts model.</source>
        <translation>仅适用于混合专家模型。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="272"/>
        <source>Applies only to a distillation job: choose a teacher.</source>
        <translation>仅适用于蒸馏任务：请选择教师。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="306"/>
        <source>Projection rank (GaLore, APOLLO)</source>
        <translation>投影秩（GaLore、APOLLO）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="310"/>
        <source>Optimizer step kernel</source>
        <translation>优化器 step 内核</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="313"/>
        <source>Paged optimizer (bitsandbytes)</source>
        <translation>分页优化器（bitsandbytes）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="316"/>
        <source>Optimizer in backward (optimizer_in_bwd)</source>
        <translation>反向中执行优化器（optimizer_in_bwd）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="319"/>
        <source>zero_grad(set_to_none=True)</source>
        <translation>zero_grad(set_to_none=True)</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="322"/>
        <source>Loss</source>
        <translation>损失函数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="325"/>
        <source>Loss chunks (num_output_chunks)</source>
        <translation>损失分块数（num_output_chunks）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="328"/>
        <source>Compiled loss (torch.compile)</source>
        <translation>编译的损失（torch.compile）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="331"/>
        <source>Float8 linears (torchao, torchtitan float8)</source>
        <translation>Float8 线性层（torchao）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="334"/>
        <source>Float8 all-gather (enable_fsdp_float8_all_gather)</source>
        <translation>Float8 全收集（FSDP）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="337"/>
        <source>FP8 / FP4 recipe (Transformer Engine)</source>
        <translation>FP8 / FP4 配方（Transformer Engine）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="340"/>
        <source>Quantized primary weights (--fp8-param-gather)</source>
        <translation>量化主权重（--fp8-param-gather）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="346"/>
        <source>Master weights dtype</source>
        <translation>主权重数据类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="349"/>
        <source>Main gradients dtype</source>
        <translation>主梯度数据类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="360"/>
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="390"/>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="393"/>
        <source>Norm</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="396"/>
        <source>Norms per layer</source>
        <translation>每层归一化数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="399"/>
        <source>Q/K norms</source>
        <translation>Q/K 归一化</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="402"/>
        <source>Attention sinks</source>
        <translation>注意力 sink</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="405"/>
        <source>Sliding window (0: none)</source>
        <translation>滑动窗口（0：无）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="408"/>
        <source>Sliding-window layers</source>
        <translation>滑动窗口层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="411"/>
        <source>Positions</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="414"/>
        <source>Tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="417"/>
        <source>Biases on linears</source>
        <translation>线性层偏置</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="420"/>
        <source>Q/K/V biases</source>
        <translation>Q/K/V 偏置</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="423"/>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="426"/>
        <source>Routed experts</source>
        <translation>路由专家数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="429"/>
        <source>Experts per token</source>
        <translation>每 token 专家数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="432"/>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="435"/>
        <source>Expert FFN size</source>
        <translation>专家 FFN 维度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="438"/>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="441"/>
        <source>One MoE layer in every</source>
        <translation>每几层一个 MoE 层</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="444"/>
        <source>Experts on the step&apos;s first layer</source>
        <translation>专家位于步长的第一层</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="447"/>
        <source>Multi-token prediction layers</source>
        <translation>多 token 预测层</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="450"/>
        <source>KV latent rank (MLA)</source>
        <translation>KV 潜变量秩（MLA）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="453"/>
        <source>Query latent rank (MLA)</source>
        <translation>查询潜变量秩（MLA）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="456"/>
        <source>Q/K head width without RoPE (MLA)</source>
        <translation>不含 RoPE 的 Q/K 头宽度（MLA）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="459"/>
        <source>Q/K RoPE width (MLA)</source>
        <translation>Q/K 的 RoPE 宽度（MLA）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="462"/>
        <source>Value head width (MLA)</source>
        <translation>值头宽度（MLA）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="477"/>
        <source>Global batch (0: micro-batch × accumulation × DP)</source>
        <translation>全局批大小（0：微批 × 累积 × DP）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="497"/>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="506"/>
        <source>Expert tensor parallel (ETP, 0: as TP)</source>
        <translation>专家张量并行（ETP，0：与 TP 相同）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="509"/>
        <source>MoE token dispatcher</source>
        <translation>MoE token 分发器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="512"/>
        <source>Expert capacity factor (0: dropless)</source>
        <translation>专家容量因子（0：不丢弃）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="515"/>
        <source>Pad expert inputs to capacity</source>
        <translation>将专家输入填充到容量</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="518"/>
        <source>Routing imbalance (busiest EP rank)</source>
        <translation>路由不均衡度（最忙 EP rank）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="521"/>
        <source>Load-balancing loss (aux loss)</source>
        <translation>负载均衡损失（aux loss）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="524"/>
        <source>Router z-loss</source>
        <translation>路由 z-loss</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="527"/>
        <source>Grouped GEMM experts (--moe-grouped-gemm)</source>
        <translation>分组 GEMM 专家（--moe-grouped-gemm）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="530"/>
        <source>Router logits in fp32 (--moe-router-dtype)</source>
        <translation>路由 logits 用 fp32（--moe-router-dtype）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="536"/>
        <source>TP communication overlap (Userbuffers)</source>
        <translation>TP 通信重叠（Userbuffers）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="557"/>
        <source>Distributed optimizer instances</source>
        <translation>分布式优化器实例数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="568"/>
        <source>Recomputed modules (selective)</source>
        <translation>重计算的模块（选择性）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="589"/>
        <source>Transformer implementation</source>
        <translation>Transformer 实现</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="592"/>
        <source>CUBLAS_WORKSPACE_CONFIG</source>
        <translation>CUBLAS_WORKSPACE_CONFIG</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="614"/>
        <source>Rollout engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="617"/>
        <source>Engine gpu_memory_utilization</source>
        <translation>引擎 gpu_memory_utilization</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="620"/>
        <source>Engine tensor parallel</source>
        <translation>引擎张量并行</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="623"/>
        <source>KV cache dtype</source>
        <translation>KV cache 数据类型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="626"/>
        <source>KV block size (tokens)</source>
        <translation>KV 块大小（token）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="629"/>
        <source>Engine sleep level</source>
        <translation>引擎休眠级别</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="632"/>
        <source>Engine in its own process</source>
        <translation>引擎使用独立进程</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="635"/>
        <source>Engine max_num_seqs (0: vLLM&apos;s)</source>
        <translation>引擎 max_num_seqs（0：vLLM 默认）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="638"/>
        <source>Engine max_num_batched_tokens (0: vLLM&apos;s)</source>
        <translation>引擎 max_num_batched_tokens（0：vLLM 默认）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="641"/>
        <source>Prompt tokens (of the sequence)</source>
        <translation>提示词元数（序列中）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="644"/>
        <source>Weight-sync bucket (MiB)</source>
        <translation>权重同步分桶（MiB）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="647"/>
        <source>Trainer offload between updates</source>
        <translation>两次更新之间的训练端卸载</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="650"/>
        <source>Reference model</source>
        <translation>参考模型</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="653"/>
        <source>Reference in host memory</source>
        <translation>参考模型放主机内存</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="656"/>
        <source>Critic (PPO)</source>
        <translation>Critic（PPO）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="659"/>
        <source>Distillation loss (kd_loss)</source>
        <translation>蒸馏损失（kd_loss）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="662"/>
        <source>Teacher in host memory</source>
        <translation>教师位于主机内存</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="665"/>
        <source>Log-prob micro-batch (0: micro-batch)</source>
        <translation>log-prob micro-batch（0：同 micro-batch）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="679"/>
        <source>NVLink domain (GPUs)</source>
        <translation>NVLink 域（GPU 数）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="703"/>
        <source>FP8 peak</source>
        <translation>FP8 峰值</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="706"/>
        <source>FP4 peak</source>
        <translation>FP4 峰值</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="709"/>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="735"/>
        <source>FP8/FP4 GEMM efficiency</source>
        <translation>FP8/FP4 GEMM 效率</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="778"/>
        <source>Batch &amp; sequence</source>
        <translation>批次与序列</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="467"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="470"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="473"/>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="480"/>
        <source>Mean padded length (0: packed, every batch full)</source>
        <translation>平均填充长度（0：打包，每批都满）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="779"/>
        <source>Parallelism</source>
        <translation>并行</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="485"/>
        <source>Data parallel (DP)</source>
        <translation>数据并行 (DP)</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="302"/>
        <source>Optimizer block (0: default)</source>
        <translation>优化器块（0：默认）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="304"/>
        <source>Applies only to an 8-bit or 4-bit AdamW and to Shampoo.</source>
        <translation>仅适用于 8 位或 4 位 AdamW 以及 Shampoo。</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="343"/>
        <source>Precision-aware optimizer</source>
        <translation>精度感知优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="352"/>
        <source>Adam m dtype (exp_avg)</source>
        <translation>Adam m 数据类型（exp_avg）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="355"/>
        <source>Adam v dtype (exp_avg_sq)</source>
        <translation>Adam v 数据类型（exp_avg_sq）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="488"/>
        <source>Tensor parallel (TP)</source>
        <translation>张量并行 (TP)</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="491"/>
        <source>Pipeline parallel (PP)</source>
        <translation>流水线并行 (PP)</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="494"/>
        <source>Virtual stages (VPP)</source>
        <translation>虚拟阶段 (VPP)</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="500"/>
        <source>Context parallel (CP)</source>
        <translation>上下文并行 (CP)</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="503"/>
        <source>Expert parallel (EP)</source>
        <translation>专家并行 (EP)</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="533"/>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="539"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="542"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="545"/>
        <source>Hybrid-shard group (0: node)</source>
        <translation>混合分片组（0：节点）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="548"/>
        <source>FSDP mesh (dp, or torchtitan dp_shard × cp)</source>
        <translation>FSDP 分片网格（dp，或 torchtitan 的 dp_shard × cp）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="551"/>
        <source>FSDP2 reshard_after_forward</source>
        <translation>FSDP2 前向后重新分片</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="554"/>
        <source>Distributed optimizer</source>
        <translation>分布式优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="780"/>
        <source>Memory optimizations</source>
        <translation>显存优化</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="562"/>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="565"/>
        <source>Recompute layers</source>
        <translation>重计算层数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="571"/>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="574"/>
        <source>Other kernels</source>
        <translation>其他内核</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="577"/>
        <source>LoRA rank (0: full)</source>
        <translation>LoRA 秩（0：全参）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="580"/>
        <source>QLoRA (NF4 base)</source>
        <translation>QLoRA（NF4 基座）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="583"/>
        <source>Double quantization</source>
        <translation>双重量化</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="586"/>
        <source>LoRA on attention only</source>
        <translation>仅注意力层 LoRA</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="595"/>
        <source>PYTORCH_CUDA_ALLOC_CONF</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="781"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="600"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="603"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="606"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="609"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="783"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="670"/>
        <source>GPU name</source>
        <translation>GPU 名称</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="673"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="674"/>
        <location filename="../../model/core/scenario_fields.cpp" line="683"/>
        <location filename="../../model/core/scenario_fields.cpp" line="689"/>
        <location filename="../../model/core/scenario_fields.cpp" line="692"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="676"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="682"/>
        <source>Host RAM per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="685"/>
        <source>NVMe per node</source>
        <translation>每节点 NVMe</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="686"/>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="688"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="691"/>
        <source>NCCL buffers</source>
        <translation>NCCL 缓冲</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="695"/>
        <location filename="../../model/core/scenario_fields.cpp" line="733"/>
        <location filename="../../model/core/scenario_fields.cpp" line="736"/>
        <location filename="../../model/core/scenario_fields.cpp" line="739"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="694"/>
        <source>Fragmentation if not simulated</source>
        <translation>无法模拟时的碎片比例</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="697"/>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="698"/>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="700"/>
        <source>BF16 peak</source>
        <translation>BF16 峰值</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="701"/>
        <location filename="../../model/core/scenario_fields.cpp" line="704"/>
        <location filename="../../model/core/scenario_fields.cpp" line="707"/>
        <location filename="../../model/core/scenario_fields.cpp" line="713"/>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="712"/>
        <source>FP32 peak</source>
        <translation>FP32 峰值</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="715"/>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="718"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="721"/>
        <source>NVLink bandwidth</source>
        <translation>NVLink 带宽</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="722"/>
        <location filename="../../model/core/scenario_fields.cpp" line="725"/>
        <location filename="../../model/core/scenario_fields.cpp" line="728"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="724"/>
        <source>Inter-node bandwidth</source>
        <translation>节点间带宽</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="727"/>
        <source>NVMe bandwidth</source>
        <translation>NVMe 带宽</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="782"/>
        <source>Post-training (RL, DPO, distillation)</source>
        <translation>后训练（RL、DPO、蒸馏）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="784"/>
        <source>Step time (assumptions)</source>
        <translation>单步时间（假设）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="732"/>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="738"/>
        <source>Communication efficiency</source>
        <translation>通信效率</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="741"/>
        <source>Prefetch depth (layers)</source>
        <translation>预取深度（层）</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="744"/>
        <source>Overlap transfers with compute</source>
        <translation>传输与计算重叠</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="747"/>
        <source>Pinned host memory</source>
        <translation>锁页内存</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="750"/>
        <source>CPU optimizer threads</source>
        <translation>CPU 优化器线程数</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="753"/>
        <source>CPU Adam per thread</source>
        <translation>每线程 CPU Adam</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario_fields.cpp" line="754"/>
        <source> M params/s</source>
        <translation> M 参数/s</translation>
    </message>
    <message>
        <location filename="../../widgets/session/problem_text.cpp" line="25"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/session/problem_text.cpp" line="26"/>
        <source>Teacher (distillation)</source>
        <translation>教师（蒸馏）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/problem_text.cpp" line="27"/>
        <location filename="../../widgets/session/problem_text.cpp" line="28"/>
        <source>Layers per stage</source>
        <translation>每阶段层数</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_knobs.cpp" line="11"/>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（token）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_knobs.cpp" line="12"/>
        <source>Micro-batch (sequences)</source>
        <translation>微批次（序列数）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_knobs.cpp" line="13"/>
        <source>Data parallel (DP)</source>
        <translation>数据并行 (DP)</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_knobs.cpp" line="14"/>
        <source>Model (same layout)</source>
        <translation>模型（相同布局）</translation>
    </message>
</context>
<context>
    <name>Symbol</name>
    <message>
        <location filename="../../model/core/symbols.cpp" line="19"/>
        <source>sequence length on this rank (divided by context parallelism)</source>
        <translation>本 rank 上的序列长度（已除以上下文并行度）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="20"/>
        <source>sequence length on this rank after sequence parallelism</source>
        <translation>序列并行之后本 rank 上的序列长度</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="21"/>
        <source>micro-batch size</source>
        <translation>微批次大小</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="22"/>
        <location filename="../../model/core/symbols.cpp" line="121"/>
        <source>hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="23"/>
        <source>MLP intermediate size</source>
        <translation>MLP 中间层维度</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="24"/>
        <source>vocabulary size, padded as the framework pads it</source>
        <translation>词表大小，按框架的方式填充</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="25"/>
        <source>tensor-parallel degree</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="26"/>
        <source>bytes per activation element (2 in 16-bit, 4 in fp32)</source>
        <translation>每个激活元素的字节数（16 位为 2，fp32 为 4）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="27"/>
        <source>1 when the embedding output keeps a dropout mask, else 0</source>
        <translation>嵌入输出保留 dropout 掩码时为 1，否则为 0</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="30"/>
        <source>micro-batches whose activations this stage holds at once (pipeline in-flight count)</source>
        <translation>本阶段同时持有其激活的微批次数（流水线在途数）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="31"/>
        <source>transformer layers on this pipeline stage</source>
        <translation>本流水线阶段上的 Transformer 层数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="32"/>
        <source>dense layers on this stage</source>
        <translation>本阶段上的稠密层数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="33"/>
        <source>mixture-of-experts layers on this stage</source>
        <translation>本阶段上的混合专家层数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="42"/>
        <source>bytes one dense layer saves for backward per micro-batch (see the activation drill-down)</source>
        <translation>一个稠密层每个微批次为反向保存的字节数（见激活明细）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="43"/>
        <source>bytes one MoE layer saves for backward per micro-batch</source>
        <translation>一个 MoE 层每个微批次为反向保存的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="45"/>
        <source>of A_d, what selective recompute drops: the modules memory.recompute_modules names (the attention core by default)</source>
        <translation>A_d 中选择性重计算丢弃的部分：memory.recompute_modules 列出的模块（默认是注意力核心）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="46"/>
        <source>of A_m, what selective recompute drops: the modules memory.recompute_modules names</source>
        <translation>A_m 中选择性重计算丢弃的部分：memory.recompute_modules 列出的模块</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="48"/>
        <source>bytes of one layer&apos;s input, the checkpoint kept when a layer is recomputed</source>
        <translation>一层输入的字节数，即该层被重计算时保留的检查点</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="49"/>
        <source>bytes the whole stage saves per micro-batch</source>
        <translation>整个阶段每个微批次保存的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="50"/>
        <source>bytes the largest layer saves per micro-batch</source>
        <translation>最大的层每个微批次保存的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="57"/>
        <source>bytes of the largest tensor a layer saves</source>
        <translation>一层保存的最大张量的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="58"/>
        <source>bytes the final norm saves</source>
        <translation>最终归一化保存的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="59"/>
        <source>multi-token prediction depths (MTP layers) on this stage</source>
        <translation>本阶段的多 token 预测级数（MTP 层数）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="61"/>
        <source>bytes one MTP layer&apos;s transformer layer keeps per micro-batch under the recomputation policy</source>
        <translation>在重计算策略下，一个 MTP 层的 Transformer 层每个微批次保留的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="64"/>
        <source>bytes one loss keeps for backward per micro-batch</source>
        <translation>一份损失每个微批次为反向保留的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="69"/>
        <source>the smaller side of the largest hidden matrix</source>
        <translation>最大隐藏层矩阵的较短边</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="70"/>
        <source>the larger side of the largest hidden matrix</source>
        <translation>最大隐藏层矩阵的较长边</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="116"/>
        <source>parameters one GPU of the rollout engine serves (split by its tensor parallelism)</source>
        <translation>推理引擎在一张 GPU 上承载的参数量（按其张量并行切分）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="117"/>
        <source>bytes per element the rollout engine serves in (2, bf16)</source>
        <translation>推理引擎每个元素的字节数（2，bf16）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="119"/>
        <source>the rollout engine&apos;s tensor-parallel degree</source>
        <translation>推理引擎的张量并行度</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="95"/>
        <location filename="../../model/core/symbols.cpp" line="120"/>
        <source>the widest MLP: the dense FFN, or an MoE layer&apos;s top-k routed plus shared experts&apos; widths</source>
        <translation>最宽的 MLP：稠密 FFN，或 MoE 层 top-k 路由专家加共享专家的宽度</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="34"/>
        <source>mixture-of-experts layers whose router logits the loss reads</source>
        <translation>损失读取其路由 logits 的混合专家层数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="35"/>
        <source>routed experts of an MoE layer</source>
        <translation>一个 MoE 层的路由专家数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="36"/>
        <source>experts each token is routed to (top-k)</source>
        <translation>每个 token 路由到的专家数（top-k）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="38"/>
        <source>the 16-bit logits the model returns, alive while the balancing loss runs</source>
        <translation>模型返回的 16 位 logits，在均衡损失运行时仍存活</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="40"/>
        <source>the cross-entropy&apos;s transient: the logits while that loss is computed</source>
        <translation>交叉熵的临时缓冲：计算该损失时的 logits</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="52"/>
        <source>bytes the stage&apos;s first layer keeps for one micro-batch under the recomputation policy</source>
        <translation>该阶段第一层在当前重计算策略下为一个微批次保存的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="53"/>
        <source>bytes of the recomputed group (0 without recomputation)</source>
        <translation>重计算组的字节数（不重计算时为 0）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="54"/>
        <source>bytes of the backward working set</source>
        <translation>反向工作集的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="56"/>
        <source>bytes of the gradients backward makes last: the first layer&apos;s and the input embedding&apos;s</source>
        <translation>反向传播最后生成的梯度字节数：第一层的与输入嵌入层的</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="62"/>
        <source>micro-batches whose head and loss the last stage holds at once (every one under GPipe)</source>
        <translation>最后一个阶段同时保存其输出头与损失的微批次数（GPipe 下为全部微批次）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="63"/>
        <source>bytes the head, the loss and multi-token prediction keep for backward per micro-batch</source>
        <translation>每个微批次中输出头、损失和多 token 预测为反向保存的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="67"/>
        <source>states kept below fp32 (moments, fp16 master weights), each unscaled at the step</source>
        <translation>低于 fp32 保存的状态数（矩、fp16 主权重），每个在优化器步骤中反缩放</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="68"/>
        <source>bytes per parameter of the two moments as stored</source>
        <translation>两个矩按存储精度每参数的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="71"/>
        <source>rows of the largest hidden matrix on this rank</source>
        <translation>本 rank 上最大隐藏矩阵的行数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="72"/>
        <source>columns of the largest hidden matrix on this rank</source>
        <translation>本 rank 上最大隐藏矩阵的列数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="74"/>
        <source>SOAP&apos;s bytes for the stage&apos;s hidden matrices on this rank, experts aside: Σ 8·m·n + 8·(m² + n²) + 4·(m + n)</source>
        <translation>本 rank 上该阶段隐藏矩阵的 SOAP 字节数（不含专家）：Σ 8·m·n + 8·(m² + n²) + 4·(m + n)</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="75"/>
        <source>the same for the rank&apos;s routed experts&apos; matrices</source>
        <translation>本 rank 路由专家矩阵的同一数值</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="77"/>
        <source>GaLore&apos;s or APOLLO&apos;s moment elements for one layer&apos;s attention and MLP matrices: Σ 2·r·max(m, n), r the projection rank</source>
        <translation>GaLore 或 APOLLO 在一层注意力与 MLP 矩阵上的动量元素数：Σ 2·r·max(m, n)，r 为投影秩</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="79"/>
        <source>projector elements one layer keeps: GaLore with fp32 gradients Σ min(m, n)², with 16-bit ones Σ r·min(m, n); APOLLO Σ r·min(m, n)</source>
        <translation>一层保存的投影矩阵元素数：GaLore 在 fp32 梯度下为 Σ min(m, n)²，16 位梯度下为 Σ r·min(m, n)；APOLLO 为 Σ r·min(m, n)</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="80"/>
        <source>bytes per gradient element, the dtype GaLore&apos;s and APOLLO&apos;s states take (4 for fp32 weights, 2 in pure bf16)</source>
        <translation>每个梯度元素的字节数，即 GaLore 与 APOLLO 状态所用的类型（fp32 权重为 4，纯 bf16 为 2）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="81"/>
        <source>Adam-mini&apos;s blocks on this stage: heads of q_proj and k_proj, rows of the other matrices, norms</source>
        <translation>本阶段 Adam-mini 的块数：q_proj 与 k_proj 的头、其他矩阵的行、归一化层</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="82"/>
        <source>elements of the largest parameter: the embedding or output layer, or the largest matrix</source>
        <translation>最大参数的元素数：嵌入层或输出层，或最大的矩阵</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="83"/>
        <source>bytes of one layer&apos;s Shampoo factors and inverse roots on this rank, summed over its parameters&apos; blocks</source>
        <translation>本 rank 上一层的 Shampoo 因子矩阵及其逆根的字节数，对其参数的所有块求和</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="84"/>
        <source>bytes of the embedding&apos;s, output layer&apos;s and final norm&apos;s Shampoo factors and inverse roots on this stage</source>
        <translation>本阶段嵌入层、输出层和最终归一化层的 Shampoo 因子矩阵及其逆根的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="85"/>
        <source>Shampoo&apos;s max_preconditioner_dim: the largest side of a block</source>
        <translation>Shampoo 的 max_preconditioner_dim：块的最大边长</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="86"/>
        <source>parameters of this stage before sharding</source>
        <translation>本阶段分片前的参数数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="87"/>
        <source>side of the largest factor whose root inverse the step computes</source>
        <translation>该步骤计算逆根的最大因子的边长</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="88"/>
        <source>rows of the largest projected matrix</source>
        <translation>最大投影矩阵的行数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="89"/>
        <source>columns of the largest projected matrix</source>
        <translation>最大投影矩阵的列数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="90"/>
        <source>the smaller of m and n: the SVD factors&apos; rank</source>
        <translation>m 与 n 中较小者：SVD 因子的秩</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="91"/>
        <source>an fp32 copy of a 16-bit gradient for the SVD (4·m·n), else 0</source>
        <translation>为 SVD 把 16 位梯度复制成 fp32 的副本（4·m·n），否则为 0</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="92"/>
        <source>bytes of AdamW&apos;s moments for the embeddings, head and norms</source>
        <translation>AdamW 为嵌入层、输出层和归一化层保存的动量字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="94"/>
        <source>sequences per forward of the log-prob passes</source>
        <translation>log-prob 计算每次前向的序列数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="96"/>
        <source>sequences whose vocabulary-wide tensor exists at once: the pass&apos;s micro-batch (verl&apos;s entropy), or one (TRL&apos;s row-by-row log-softmax)</source>
        <translation>同时存在词表宽度张量的序列数：该计算的 micro-batch（verl 的熵），或 1（TRL 逐行 log-softmax）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="97"/>
        <location filename="../../model/core/symbols.cpp" line="101"/>
        <source>bytes per gathered weight</source>
        <translation>每个聚合权重的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="99"/>
        <source>the teacher&apos;s parameters</source>
        <translation>教师的参数量</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="100"/>
        <source>the teacher&apos;s largest transformer layer (an FSDP unit), in parameters</source>
        <translation>教师最大的 Transformer 层（一个 FSDP 单元）的参数量</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="102"/>
        <source>the teacher&apos;s hidden size</source>
        <translation>教师的隐藏维度</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="103"/>
        <source>the teacher&apos;s widest MLP: its dense FFN, or an MoE layer&apos;s top-k routed plus shared experts&apos; widths</source>
        <translation>教师最宽的 MLP：稠密 FFN，或 MoE 层 top-k 路由专家加共享专家的宽度</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="104"/>
        <source>bytes per logit as the models output them: the 16-bit chunks of torchtune&apos;s chunked loss, else its fp32 .float() logits</source>
        <translation>模型输出的每个 logit 的字节数：torchtune 分块损失下为 16 位分块，否则为 fp32 的 .float() logits</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="105"/>
        <source>bytes per logit the divergence keeps for backward: 9 forward KL, 13 reverse KL, 22 symmetric</source>
        <translation>散度为反向保留的每个 logit 字节数：前向 KL 9，反向 KL 13，对称 22</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="106"/>
        <source>bytes per token of the labels&apos; int32 mask the divergence keeps: 4, 8 symmetric</source>
        <translation>散度保留的标签 int32 掩码每个 token 的字节数：4，对称为 8</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="108"/>
        <source>the critic&apos;s parameters on this rank over the policy&apos;s</source>
        <translation>本 rank 上 critic 参数量与策略模型参数量之比</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="109"/>
        <source>the policy&apos;s bytes of the same kind of state on this rank (or node)</source>
        <translation>本 rank（或节点）上策略模型同类状态的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="110"/>
        <source>the trainer&apos;s states of this GPU that leave it between updates (per node on the host)</source>
        <translation>本 GPU 上在两次更新之间离开 GPU 的训练端状态（主机上按节点计）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="111"/>
        <source>the policy&apos;s output layer on this rank, which the critic&apos;s value head replaces</source>
        <translation>本 rank 上策略模型的输出层，critic 用价值头替换它</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="112"/>
        <location filename="../../model/core/symbols.cpp" line="113"/>
        <location filename="../../model/core/symbols.cpp" line="114"/>
        <source>the value head&apos;s parameters (the hidden size)</source>
        <translation>价值头的参数量（隐藏维度）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="118"/>
        <source>tokens of one engine forward: vLLM&apos;s profile run (max_num_batched_tokens), SGLang&apos;s prefill chunk (chunked_prefill_size)</source>
        <translation>引擎一次前向的 token 数：vLLM 的剖析运行（max_num_batched_tokens），SGLang 的预填充块（chunked_prefill_size）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="122"/>
        <source>KV-cache pages per layer vLLM allocates: ⌊(ceil(T·u) − weights − profiled activations) / P_blk / L⌋</source>
        <translation>vLLM 每层分配的 KV cache 页数：⌊(ceil(T·u) − 权重 − profile 激活) / P_blk / L⌋</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="123"/>
        <source>bytes of one KV page: block_size tokens of one layer&apos;s keys and values on one GPU</source>
        <translation>一个 KV 页的字节数：一张 GPU 上一层 block_size 个 token 的 key 和 value</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="124"/>
        <source>the model&apos;s attention layers</source>
        <translation>模型的注意力层数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="125"/>
        <source>the GPU&apos;s total memory, which gpu_memory_utilization is a fraction of</source>
        <translation>GPU 总显存，gpu_memory_utilization 是它的比例</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="126"/>
        <source>the rollout engine&apos;s gpu_memory_utilization</source>
        <translation>推理引擎的 gpu_memory_utilization</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="128"/>
        <source>tokens SGLang&apos;s KV cache holds: ⌊(u·T0 − weights) / c_tok⌋, in whole pages</source>
        <translation>SGLang 的 KV 缓存容纳的 token 数：⌊(u·T0 − 权重) / c_tok⌋，按整页计</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="129"/>
        <source>bytes of one token&apos;s keys and values in every layer on one GPU (SGLang&apos;s cell)</source>
        <translation>一个 token 在每一层的键和值在一块 GPU 上占用的字节数（SGLang 的 cell）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="130"/>
        <source>memory free on the GPU when SGLang starts, before its weights load: mem_fraction_static is a fraction of it</source>
        <translation>SGLang 启动时、加载权重之前 GPU 上的空闲显存：mem_fraction_static 是它的一个比例</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="131"/>
        <source>the trainer&apos;s weights on the GPU when the engine starts, which T0 excludes</source>
        <translation>引擎启动时训练端在 GPU 上的权重，T0 已将其扣除</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="132"/>
        <source>the model&apos;s context length (its maximum positions)</source>
        <translation>模型的上下文长度（其最大位置数）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="133"/>
        <location filename="../../model/core/symbols.cpp" line="134"/>
        <source>tokens per page (SGLang&apos;s page_size)</source>
        <translation>每页的 token 数（SGLang 的 page_size）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="136"/>
        <source>the weight sync&apos;s bucket in MiB (verl&apos;s update_weights_bucket_megabytes)</source>
        <translation>权重同步分桶的大小，以 MiB 计（verl 的 update_weights_bucket_megabytes）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="137"/>
        <source>the weight sync&apos;s bucket in bytes</source>
        <translation>权重同步分桶的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="138"/>
        <source>elements of the model&apos;s largest parameter (the embedding or the output layer)</source>
        <translation>模型最大参数（嵌入层或输出层）的元素数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="139"/>
        <source>bytes per element of the parameter gathered whole: the trainer&apos;s dtype where the parameters are sharded, else 0</source>
        <translation>完整聚合的参数每个元素的字节数：参数分片时为训练端的数据类型，否则为 0</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="140"/>
        <source>bytes per element of verl&apos;s bf16 cast for vLLM&apos;s bucket: 2 when the trainer keeps fp32, else 0</source>
        <translation>verl 为 vLLM 分桶做 bf16 转换的每元素字节数：训练端保存 fp32 时为 2，否则为 0</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="141"/>
        <source>rows of SGLang&apos;s request table: max_running_requests, or its default from the cache&apos;s size</source>
        <translation>SGLang 请求表的行数：max_running_requests，或按缓存大小取的默认值</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="142"/>
        <source>the matrix&apos;s shards gathered from the tensor-parallel ranks, in fp32 (0 without TP)</source>
        <translation>从张量并行各 rank 收集来的该矩阵分片，fp32（无 TP 时为 0）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="144"/>
        <source>rows this rank sends to the all-to-all: k per token it routes (dropless), at most the experts&apos; capacity with token dropping</source>
        <translation>本 rank 送入 all-to-all 的行数：每个路由 token k 行（不丢弃时），丢弃 token 时不超过专家容量</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="145"/>
        <source>GPUs the tokens are dispatched over: EP × ETP</source>
        <translation>token 分发所跨的 GPU 数：EP × ETP</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="146"/>
        <source>tokens this rank routes per micro-batch: its sequence shard × the micro-batch</source>
        <translation>本 rank 每个微批次路由的 token 数：其序列分片 × 微批次</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="147"/>
        <source>routed rows this rank&apos;s experts receive: k·T_r·ETP × the busiest rank&apos;s routing multiple</source>
        <translation>本 rank 的专家收到的路由行数：k·T_r·ETP × 最忙 rank 的路由倍数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="148"/>
        <source>DeepEP&apos;s NVLink buffer: channels × NVLink peers × receive tokens × (hidden bytes + top-k indices, weights and scales)</source>
        <translation>DeepEP 的 NVLink 缓冲区：通道数 × NVLink 对端数 × 接收 token 数 ×（隐藏层字节 + top-k 索引、权重与缩放因子）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="149"/>
        <source>DeepEP&apos;s inter-node buffer on the NVSHMEM heap (0 within one node of 8 GPUs)</source>
        <translation>DeepEP 在 NVSHMEM 堆上的跨节点缓冲区（单个 8 卡节点内为 0）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="150"/>
        <source>DeepEP&apos;s fixed workspace (32 MiB) and barrier signals</source>
        <translation>DeepEP 的固定工作区（32 MiB）与屏障信号</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="152"/>
        <source>layers per checkpointed group (every-k), or layers recomputed (layers mode)</source>
        <translation>每个检查点组的层数（每 k 层），或被重计算的层数（层数模式）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="153"/>
        <source>layers rerun at once in backward</source>
        <translation>反向中同时重新运行的层数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="155"/>
        <source>bytes one dense layer keeps under per-op selective recomputation (block input and saved op outputs)</source>
        <translation>按算子选择性重计算时一个稠密层保留的字节数（块输入与保存的算子输出）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="156"/>
        <source>bytes one MoE layer keeps under per-op selective recomputation</source>
        <translation>按算子选择性重计算时一个 MoE 层保留的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="157"/>
        <source>sequence chunks of the chunked loss (torchtune num_output_chunks)</source>
        <translation>分块 loss 的序列分块数（torchtune 的 num_output_chunks）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="158"/>
        <source>bytes per gradient element</source>
        <translation>每个梯度元素的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="161"/>
        <source>parameters held by this rank (after TP, PP and EP splits; trainable only where noted)</source>
        <translation>本 rank 持有的参数量（经 TP、PP、EP 切分后；注明处仅计可训练参数）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="162"/>
        <source>expert parameters held by this rank</source>
        <translation>本 rank 持有的专家参数量</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="163"/>
        <source>parameters of the linear layers</source>
        <translation>线性层的参数量</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="164"/>
        <source>weights of the block linears on this rank (NF4 under QLoRA; quantized under a Transformer Engine recipe, experts aside)</source>
        <translation>本 rank 上各层线性层的权重（QLoRA 下为 NF4；Transformer Engine 配方下为量化形式，不含专家）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="166"/>
        <source>bytes per quantized linear weight under the recipe: both usages when whole, one in a shard</source>
        <translation>配方下每个量化线性层权重的字节数：完整时含两种用法，分片时只含一种</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="168"/>
        <source>bytes per cached weight under the recipe: both usages (one for per-tensor FP8 on Blackwell)</source>
        <translation>配方下每个缓存权重的字节数：含两种用法（Blackwell 上按张量 FP8 只含一种）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="169"/>
        <source>parameters kept in 16-bit (norms, embeddings, LoRA adapters)</source>
        <translation>以 16 位保存的参数量（归一化、嵌入、LoRA 适配器）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="170"/>
        <source>bytes per NF4 parameter, with its quantisation constants</source>
        <translation>每个 NF4 参数的字节数，含量化常数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="171"/>
        <source>bytes per parameter of this copy</source>
        <translation>这份副本每个参数的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="173"/>
        <source>ranks this copy is sharded over (ZeRO / FSDP / distributed optimizer; 1 = not sharded)</source>
        <translation>这份副本被分片到的 rank 数（ZeRO / FSDP / 分布式优化器；1 = 未分片）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="174"/>
        <source>ranks the expert copies are sharded over</source>
        <translation>专家副本被分片到的 rank 数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="176"/>
        <source>ranks of this pipeline stage on one node: a node&apos;s RAM or NVMe holds all of theirs</source>
        <translation>本流水线阶段在一个节点上的 rank 数：节点的内存或 NVMe 要容纳它们全部的数据</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="177"/>
        <source>bytes of gradients on this rank</source>
        <translation>本 rank 上梯度的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="178"/>
        <source>bytes of the optimizer moments on this rank</source>
        <translation>本 rank 上优化器动量的字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="180"/>
        <source>parameters of the largest module on this rank</source>
        <translation>本 rank 上最大模块的参数量</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="182"/>
        <source>parameters of the largest FSDP unit (one transformer layer) on this rank</source>
        <translation>本 rank 上最大 FSDP 单元（一个 Transformer 层）的参数量</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="184"/>
        <source>trainable parameters of that unit: all of them, or its LoRA adapters</source>
        <translation>该单元的可训练参数：全部参数，或其 LoRA 适配器</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="186"/>
        <source>bytes per gathered parameter (2 in 16 bits; NF4 linears with their constants under QLoRA)</source>
        <translation>每个 all-gather 参数的字节数（16 位为 2；QLoRA 下为带常数的 NF4 线性层）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="188"/>
        <source>bytes per block-linear weight as gathered (2; NF4 with its constants under QLoRA; 1 in float8)</source>
        <translation>块内线性层权重 all-gather 后每个参数的字节数（2；QLoRA 下为带常数的 NF4；float8 下为 1）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="189"/>
        <source>bytes per token and hidden unit of the twelve buffers: 24 in bf16, 16 in FP8 mode</source>
        <translation>十二个缓冲区每个 token 每个隐藏单元的字节数：bf16 下 24，FP8 模式下 16</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="190"/>
        <source>tokens of one micro-batch on this rank before sequence parallelism (seq · micro-batch / CP)</source>
        <translation>本 rank 上一个 micro-batch 在序列并行切分前的 token 数（seq · micro-batch / CP）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="191"/>
        <source>bytes per element of one usage of a quantized tensor under the recipe</source>
        <translation>配方下量化张量一种用法的每元素字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="193"/>
        <source>bytes of the running linear&apos;s weight quantized per use (0 when cached or stored quantized)</source>
        <translation>正在运行的线性层每次使用时量化的权重字节数（已缓存或以量化形式存储时为 0）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="195"/>
        <source>elements of the running linear&apos;s float8 weight (0 when the float8 all-gather delivers it)</source>
        <translation>当前线性层 float8 权重的元素数（由 float8 all-gather 送达时为 0）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="197"/>
        <source>bytes per gradient element before reduce-scatter (16-bit, plus fp32 reduce under FSDP)</source>
        <translation>reduce-scatter 之前每个梯度元素的字节数（16 位，FSDP 下另加 fp32 归约）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="198"/>
        <source>elements per reduce bucket (DeepSpeed reduce_bucket_size)</source>
        <translation>每个归约桶的元素数（DeepSpeed 的 reduce_bucket_size）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="200"/>
        <source>CUDA context and kernels, an assumption to calibrate with nvidia-smi</source>
        <translation>CUDA 上下文与内核，一个需用 nvidia-smi 校准的假设值</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="202"/>
        <source>cuBLAS handles that run a PyTorch GEMM on this stage: the forward&apos;s thread and autograd&apos;s backward thread (0 where Transformer Engine runs every GEMM)</source>
        <translation>本阶段运行 PyTorch GEMM 的 cuBLAS 句柄数：前向线程与 autograd 的反向线程（所有 GEMM 都由 Transformer Engine 运行时为 0）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="203"/>
        <source>bytes of one cuBLAS workspace: CUBLAS_WORKSPACE_CONFIG, or PyTorch&apos;s default for the GPU</source>
        <translation>一个 cuBLAS 工作区的字节数：CUBLAS_WORKSPACE_CONFIG，或 PyTorch 对该 GPU 的默认值</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="204"/>
        <source>1 when the stage&apos;s experts run Transformer Engine&apos;s grouped GEMM (--moe-grouped-gemm), else 0</source>
        <translation>本阶段的专家运行 Transformer Engine 分组 GEMM（--moe-grouped-gemm）时为 1，否则为 0</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="205"/>
        <source>1 with the TP communication overlap&apos;s Userbuffers, else 0</source>
        <translation>启用 TP 通信重叠的 Userbuffers 时为 1，否则为 0</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="206"/>
        <source>bytes of one Transformer Engine workspace: 32 MiB + 1 KiB from compute capability 9, 4 MiB before</source>
        <translation>一个 Transformer Engine 工作区的字节数：计算能力 9 起为 32 MiB + 1 KiB，之前为 4 MiB</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="207"/>
        <source>NCCL communicator buffers, an assumption</source>
        <translation>NCCL 通信器缓冲区，一个假设值</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="208"/>
        <source>allocator reserve as a fraction of peak allocated, an assumption</source>
        <translation>分配器预留占峰值已分配的比例，一个假设值</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="209"/>
        <source>peak bytes allocated by tensors on this rank</source>
        <translation>本 rank 上张量已分配的峰值字节数</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="211"/>
        <source>peak bytes the simulated caching allocator reserved over the step (memory_reserved)</source>
        <translation>模拟的缓存分配器在整个步内预留的峰值字节数（memory_reserved）</translation>
    </message>
    <message>
        <location filename="../../model/core/symbols.cpp" line="213"/>
        <source>peak bytes it handed to tensors, rounded as it rounds them (memory_allocated)</source>
        <translation>它交给张量的峰值字节数，按其取整方式取整（memory_allocated）</translation>
    </message>
</context>
<context>
    <name>Tensor</name>
    <message>
        <location filename="../../model/activations/activations.cpp" line="145"/>
        <location filename="../../model/activations/activations.cpp" line="150"/>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="146"/>
        <source>mean and rstd (fp32)</source>
        <translation>均值与 rstd（fp32）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="151"/>
        <source>rstd (fp32)</source>
        <translation>rstd（fp32）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="154"/>
        <source>input upcast to fp32 (saved by pow and mul)</source>
        <translation>升为 fp32 的输入（由 pow 与 mul 保存）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="156"/>
        <source>rsqrt of mean square (fp32)</source>
        <translation>均方的 rsqrt（fp32）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="157"/>
        <source>normalised input cast back (saved by weight mul)</source>
        <translation>转回原精度的归一化输入（由权重乘法保存）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="163"/>
        <source>input (norm output, all-gathered)</source>
        <translation>输入（norm 输出，已 all-gather）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="164"/>
        <location filename="../../model/activations/activations.cpp" line="254"/>
        <source>input (norm output)</source>
        <translation>输入（norm 输出）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="306"/>
        <source>attention norm</source>
        <translation>注意力 norm</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="313"/>
        <source>Q/K/V projections</source>
        <translation>Q/K/V 投影</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="317"/>
        <source>Q norm</source>
        <translation>Q norm</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="318"/>
        <source>K norm</source>
        <translation>K norm</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="272"/>
        <location filename="../../model/activations/activations.cpp" line="274"/>
        <location filename="../../model/activations/activations.cpp" line="323"/>
        <location filename="../../model/activations/activations.cpp" line="325"/>
        <source>attention Q·Kᵀ</source>
        <translation>注意力 Q·Kᵀ</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="272"/>
        <location filename="../../model/activations/activations.cpp" line="323"/>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="326"/>
        <source>K (repeated to all heads)</source>
        <translation>K（重复到所有头）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="327"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="207"/>
        <location filename="../../model/activations/activations.cpp" line="211"/>
        <location filename="../../model/activations/activations.cpp" line="287"/>
        <location filename="../../model/activations/activations.cpp" line="291"/>
        <location filename="../../model/activations/activations.cpp" line="298"/>
        <location filename="../../model/activations/activations.cpp" line="329"/>
        <source>attention ·V</source>
        <translation>注意力 ·V</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="330"/>
        <source>V (repeated to all heads)</source>
        <translation>V（重复到所有头）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="291"/>
        <location filename="../../model/activations/activations.cpp" line="331"/>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="200"/>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="201"/>
        <source>probabilities (fp32)</source>
        <translation>概率（fp32）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="202"/>
        <source>probabilities</source>
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="205"/>
        <source>attention dropout</source>
        <translation>注意力 dropout</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="205"/>
        <location filename="../../model/activations/activations.cpp" line="235"/>
        <location filename="../../model/activations/activations.cpp" line="554"/>
        <source>mask</source>
        <translation>掩码</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="208"/>
        <source>dropped-out probabilities (16-bit)</source>
        <translation>dropout 后的概率（16 位）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="212"/>
        <source>probabilities cast to 16 bits</source>
        <translation>转为 16 位的概率</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="216"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="217"/>
        <source>log-sum-exp statistics (fp32)</source>
        <translation>log-sum-exp 统计量（fp32）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="222"/>
        <source>output projection</source>
        <translation>输出投影</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="225"/>
        <source>input (attention context)</source>
        <translation>输入（注意力上下文）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="228"/>
        <source>input (attention context, quantized)</source>
        <translation>输入（注意力上下文，量化）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="232"/>
        <source>attention output norm</source>
        <translation>注意力输出 norm</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="234"/>
        <source>hidden dropout (attention)</source>
        <translation>隐藏层 dropout（注意力）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="252"/>
        <source>latent down-projections</source>
        <translation>潜变量降维投影</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="258"/>
        <source>input (norm output, one copy per projection)</source>
        <translation>输入（归一化输出，每个投影一份）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="262"/>
        <source>query latent norm</source>
        <translation>查询潜变量归一化</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="263"/>
        <source>query up-projection</source>
        <translation>查询升维投影</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="264"/>
        <source>input (normalised query latent)</source>
        <translation>输入（归一化后的查询潜变量）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="267"/>
        <source>KV latent norm</source>
        <translation>KV 潜变量归一化</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="268"/>
        <source>KV up-projection</source>
        <translation>KV 升维投影</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="269"/>
        <source>input (normalised KV latent)</source>
        <translation>输入（归一化后的 KV 潜变量）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="275"/>
        <source>K (the rope part copied to every head)</source>
        <translation>K（旋转部分复制到每个头）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="288"/>
        <source>V (a view keeping the whole KV up-projection output)</source>
        <translation>V（一个视图，使整个 KV 升维投影输出都保持存活）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="299"/>
        <source>output, heads first (kept by the kernel; the output projection reads a copy)</source>
        <translation>输出，头维在前（由注意力内核保存；输出投影读取其副本）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="343"/>
        <source>GeLU input (fc1 output)</source>
        <translation>GeLU 输入（fc1 输出）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="344"/>
        <source>fc2 input (GeLU output)</source>
        <translation>fc2 输入（GeLU 输出）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="349"/>
        <source>fc1 output (gate and up, saved by the fused gated activation)</source>
        <translation>fc1 输出（门控与 up，由融合的门控激活保存）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="351"/>
        <source>down-projection input</source>
        <translation>down 投影输入</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="359"/>
        <source>fc1 output (gate and up, kept by the clamps)</source>
        <translation>fc1 输出（门控与 up，被截断操作保留）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="361"/>
        <source>clamped gate</source>
        <translation>截断后的门控</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="363"/>
        <source>sigmoid output</source>
        <translation>sigmoid 输出</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="365"/>
        <source>gate · sigmoid</source>
        <translation>门控 · sigmoid</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="367"/>
        <source>clamped up + 1</source>
        <translation>截断后的 up + 1</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="369"/>
        <source>down-projection input (GLU · (up + 1))</source>
        <translation>下投影输入（GLU · (up + 1)）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="373"/>
        <source>gate output (SiLU input)</source>
        <translation>gate 输出（SiLU 输入）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="374"/>
        <source>SiLU output</source>
        <translation>SiLU 输出</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="376"/>
        <source>up output</source>
        <translation>up 输出</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="377"/>
        <source>down-projection input (SiLU·up)</source>
        <translation>down 投影输入（SiLU·up）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="391"/>
        <source>LoRA B</source>
        <translation>LoRA B</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="392"/>
        <source>LoRA A output, per adapted linear</source>
        <translation>LoRA A 输出（每个适配的线性层）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="407"/>
        <source>router load-balancing loss</source>
        <translation>路由负载均衡损失</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="408"/>
        <source>routing scores for the loss (fp32)</source>
        <translation>用于损失的路由分数（fp32）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="411"/>
        <location filename="../../model/activations/activations.cpp" line="413"/>
        <source>router z-loss</source>
        <translation>路由 z-loss</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="411"/>
        <source>router logits</source>
        <translation>路由 logits</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="414"/>
        <source>log-sum-exp of each token&apos;s logits</source>
        <translation>每个 token logits 的 log-sum-exp</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="494"/>
        <source>MLP norm</source>
        <translation>MLP norm</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="500"/>
        <source>router and expert dispatch</source>
        <translation>路由与专家分发</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="503"/>
        <source>MLP fc1 / gate and up</source>
        <translation>MLP fc1 / gate 与 up</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="507"/>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="522"/>
        <source>router softmax</source>
        <translation>路由 softmax</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="523"/>
        <source>routing probabilities (fp32)</source>
        <translation>路由概率（fp32）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="526"/>
        <source>expert dispatch</source>
        <translation>专家分发</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="527"/>
        <source>permuted tokens (top-k copies)</source>
        <translation>重排后的 token（top-k 份副本）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="528"/>
        <source>routed experts</source>
        <translation>路由专家</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="535"/>
        <source>expert combine</source>
        <translation>专家合并</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="536"/>
        <source>expert outputs (weighted by routing probabilities)</source>
        <translation>专家输出（按路由概率加权）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="543"/>
        <location filename="../../model/activations/activations.cpp" line="546"/>
        <source>shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="544"/>
        <source>fc1 input (norm output, quantized)</source>
        <translation>fc1 输入（归一化输出，量化）</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="551"/>
        <source>MLP output norm</source>
        <translation>MLP 输出 norm</translation>
    </message>
    <message>
        <location filename="../../model/activations/activations.cpp" line="554"/>
        <source>hidden dropout (MLP)</source>
        <translation>隐藏层 dropout（MLP）</translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <location filename="../../model/allocator/simulated_ledger.cpp" line="36"/>
        <source>Allocator fragmentation (simulated)</source>
        <translation>分配器碎片（模拟）</translation>
    </message>
    <message>
        <location filename="../../model/allocator/simulated_ledger.cpp" line="42"/>
        <source>Reserved − allocated of one steady-state step of this stage replayed under the scenario&apos;s PYTORCH_CUDA_ALLOC_CONF (memory.alloc_conf, --alloc-conf). Fixed shapes and expandable_segments:True shrink it; torch.cuda.empty_cache() in the loop does not.</source>
        <translation>在场景的 PYTORCH_CUDA_ALLOC_CONF（memory.alloc_conf、--alloc-conf）下重放该阶段一个稳态步所得的已预留 − 已分配。固定形状和 expandable_segments:True 可以减小它；在循环中调用 torch.cuda.empty_cache() 则不能。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="104"/>
        <source>Offloaded activations</source>
        <translation>卸载的激活</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="107"/>
        <source>Saved activations copied to pinned host memory as forward saves them.</source>
        <translation>前向保存激活时即把它们复制到锁页主机内存。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="116"/>
        <source>Activations saved by the layers</source>
        <translation>各层保存的激活</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="121"/>
        <source>From the per-tensor inventory of one layer (see the activation drill-down). Megatron&apos;s theoretical estimator uses the selective-recompute row for every mode and ignores GQA, SwiGLU and FlashAttention; MemLedger counts the tensors each mode keeps. Korthikanti et al.&apos;s 34·s·b·h + 5·a·s²·b already counts bytes (2-byte activations): multiplying it by 2 again, or writing the score term as 5·b·s·h²/a, gives figures the paper does not.</source>
        <translation>来自单层的逐张量清单（见激活明细）。Megatron 的理论估算器对所有模式都使用选择性重计算那一行，并忽略 GQA、SwiGLU 和 FlashAttention；MemLedger 则统计每种模式实际保留的张量。Korthikanti 等人的 34·s·b·h + 5·a·s²·b 已经以字节计（2 字节激活）：再乘以 2，或把注意力分数项写成 5·b·s·h²/a，得到的数字都与论文不符。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="144"/>
        <source>Recomputed activations (one checkpointed group)</source>
        <translation>重计算的激活（一个检查点组）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="146"/>
        <source>During backward the checkpointed group&apos;s forward is rerun and its activations live until its backward ends.</source>
        <translation>反向时会重新运行检查点组的前向，其激活一直存活到该组的反向结束。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="164"/>
        <source>Token ids and embedding dropout mask</source>
        <translation>Token id 与嵌入层 dropout 掩码</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="167"/>
        <source>int64 token ids and, with dropout, its 1-byte mask at the embedding output.</source>
        <translation>int64 的 token id；启用 dropout 时，还有嵌入输出处的 1 字节掩码。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="207"/>
        <source>Multi-token prediction layers and losses</source>
        <translation>多 token 预测的层与损失</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="210"/>
        <source>Each MTP depth runs one more transformer layer on [embedding; hidden] projected back to h, then the shared output layer and a second loss over the whole vocabulary: the last stage keeps D + 1 losses&apos; saved tensors, for the one micro-batch at the head. Megatron&apos;s theoretical estimator counts none of this.</source>
        <translation>每一级 MTP 在投影回 h 的 [嵌入; 隐状态] 上多跑一个 Transformer 层，再经过共享的输出层和一份覆盖整个词表的损失：最后一个阶段为正在输出头处的那一个微批次保存 D + 1 份损失的张量。Megatron 的理论估算器对此一概不计。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="230"/>
        <source>Head and loss activations of the micro-batches waiting for backward</source>
        <translation>等待反向的微批次的输出头与损失激活</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="233"/>
        <source>GPipe runs every forward before the first backward: the head&apos;s stage keeps what the final norm, the output layer, the loss and multi-token prediction saved for each micro-batch until that micro-batch&apos;s backward.</source>
        <translation>GPipe 会在第一个反向之前跑完全部前向：输出头所在阶段要为每个微批次保留最终归一化、输出层、损失和多 token 预测所保存的内容，直到该微批次的反向。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="257"/>
        <source>Final norm and LM-head input</source>
        <translation>最终归一化与 LM head 输入</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="260"/>
        <source>What the final norm saves plus the output layer&apos;s input; freed by their backward, before the layers&apos;.</source>
        <translation>最终归一化保存的张量，加上输出层的输入；在它们的反向中释放，早于各层的反向。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="285"/>
        <source>Cross-entropy keeps the fp32 (log-)probabilities of every token for backward; chunking does not shrink them in eager mode. At 128K vocabularies this alone can exceed a transformer layer, on the last pipeline stage.</source>
        <translation>交叉熵为反向保留每个 token 的 fp32（对数）概率；在 eager 模式下分块并不能减小它。词表达到 128K 时，仅这一项就可能超过一个 Transformer 层，且位于最后一个流水线阶段。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="288"/>
        <source>Loss: fp32 log-probabilities of the logits</source>
        <translation>Loss：logits 的 fp32 对数概率</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="290"/>
        <source>16-bit logits (2 B) and their fp32 upcast (4 B) exist until the loss consumes them.</source>
        <translation>16 位 logits（2 B）及其 fp32 上转型副本（4 B）一直存在，直到 loss 用完它们。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="292"/>
        <source>nll_loss&apos;s fp32 gradient and log_softmax&apos;s fp32 gradient of the logits, both alive at once.</source>
        <translation>nll_loss 的 fp32 梯度与 log_softmax 对 logits 的 fp32 梯度，二者同时存活。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="294"/>
        <source>Loss: fp32 softmax, computed in place</source>
        <translation>Loss：原地计算的 fp32 softmax</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="296"/>
        <source>The 16-bit logits exist while their fp32 copy is made; the copy becomes the saved softmax.</source>
        <translation>制作 fp32 副本期间 16 位 logits 仍然存在；该副本随后成为保存的 softmax。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="298"/>
        <source>The gradient is written into the saved softmax; only its 16-bit cast for the output layer is new.</source>
        <translation>梯度直接写入保存的 softmax；只有为输出层转换的 16 位副本是新增的。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="300"/>
        <source>Loss: fp32 log-probabilities of every chunk</source>
        <translation>Loss：每个分块的 fp32 对数概率</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="302"/>
        <source>Every 16-bit logit chunk stays alive until the loss is done; one chunk at a time is upcast to fp32.</source>
        <translation>每个 16 位 logits 分块都存活到 loss 计算完毕；每次只有一个分块被上转型为 fp32。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="304"/>
        <source>Backward runs the loss chunk by chunk: one chunk&apos;s fp32 gradients at a time.</source>
        <translation>反向逐块计算 loss：每次只有一个分块的 fp32 梯度。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="306"/>
        <source>The compiled loss saves its input logits (B bytes each) and each token&apos;s fp32 log-sum-exp; backward recomputes the upcast and the softmax inside one fused kernel.</source>
        <translation>编译后的 loss 保存其输入 logits（每个 B 字节）以及每个 token 的 fp32 log-sum-exp；反向在一个融合内核中重新计算上转型和 softmax。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="309"/>
        <source>Loss: logits and log-sum-exp (compiled)</source>
        <translation>Loss：logits 与 log-sum-exp（编译）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="311"/>
        <source>The saved 16-bit logits are the loss&apos;s only input; the fused kernel makes no fp32 copy.</source>
        <translation>保存的 16 位 logits 是 loss 的唯一输入；融合内核不制作 fp32 副本。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="313"/>
        <source>One fused kernel writes the 16-bit gradient of the logits.</source>
        <translation>由一个融合内核写出 logits 的 16 位梯度。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="314"/>
        <source>Loss: logit chunks and log-sum-exp (compiled)</source>
        <translation>Loss：logits 分块与 log-sum-exp（编译）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="317"/>
        <source>The saved 16-bit chunks are the loss&apos;s only input; the fused kernel makes no fp32 copy.</source>
        <translation>保存的 16 位分块是 loss 的唯一输入；融合内核不制作 fp32 副本。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="319"/>
        <source>Backward runs the compiled loss chunk by chunk: one chunk&apos;s 16-bit gradient at a time.</source>
        <translation>反向逐块运行编译后的 loss：每次只有一个分块的 16 位梯度。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="327"/>
        <source>selective_log_softmax keeps every sequence&apos;s log-softmax for backward, in the logits&apos; width (B bytes); only the labels&apos; log-probabilities are gathered from it. An fp32 model keeps its logits instead.</source>
        <translation>selective_log_softmax 为反向保留每条序列的 log-softmax，宽度与 logits 相同（B 字节）；只从中取出标签的对数概率。fp32 模型改为保留其 logits。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="330"/>
        <source>Each sequence&apos;s gradient replaces its kept log-softmax; unbind&apos;s backward then stacks them into one gradient of the logits beside them (for one sequence: its kept row, the gathered gradient and its own).</source>
        <translation>每条序列的梯度替换其保留的 log-softmax；随后 unbind 的反向把它们堆叠为 logits 的一个梯度，与各行梯度并存（单条序列时：其保留行、gather 的梯度和它自己的梯度）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="333"/>
        <location filename="../../model/ledger/activation_terms.cpp" line="336"/>
        <source>Loss: the sequences&apos; log-softmax (TRL)</source>
        <translation>损失：各序列的 log-softmax（TRL）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="335"/>
        <source>The model&apos;s 16-bit logits exist until the loss is done.</source>
        <translation>模型的 16 位 logits 一直存在到损失算完。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="338"/>
        <source>fp32 logits are kept for backward; the loss makes no copy of them.</source>
        <translation>fp32 logits 为反向保留；损失不复制它们。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="339"/>
        <source>fp32 logits take the logsumexp branch: gather&apos;s gradient of the logits, the rows&apos; logsumexp gradients, their stack and the two gradients&apos; sum, beside the kept logits (measured with PyTorch on the CPU).</source>
        <translation>fp32 logits 走 logsumexp 分支：gather 对 logits 的梯度、各行 logsumexp 的梯度、它们的堆叠以及两个梯度之和，与保留的 logits 并存（用 PyTorch 在 CPU 上测得）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="366"/>
        <source>Logits while the loss is computed</source>
        <translation>计算 loss 期间的 logits</translation>
    </message>
    <message>
        <location filename="../../model/ledger/activation_terms.cpp" line="379"/>
        <source>Gradient of the logits</source>
        <translation>logits 的梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="547"/>
        <source>Allocator fragmentation reserve</source>
        <translation>分配器碎片预留</translation>
    </message>
    <message>
        <location filename="../../model/ledger/ledger.cpp" line="549"/>
        <source>Assumed: the caching allocator was not simulated for this figure. Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to shrink it.</source>
        <translation>假设值：此数字未模拟缓存分配器。设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True 可以减小它。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="99"/>
        <source>Weights (block linears quantized)</source>
        <translation>权重（各层线性层已量化）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="102"/>
        <source>The blocks&apos; linear weights are stored quantized, as the forward and backward GEMMs read them (with the transpose FP8 keeps before Blackwell); embeddings, norms and the output layer stay 16-bit. No separate quantized copy is cached.</source>
        <translation>各层线性层的权重以量化形式存储，即前向与反向 GEMM 读取的形式（Blackwell 之前 FP8 还保留转置）；嵌入、归一化与输出层保持 16 位。不另外缓存量化副本。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="121"/>
        <source>Quantized weight copies (Transformer Engine)</source>
        <translation>量化权重副本（Transformer Engine）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="123"/>
        <source>Each block linear caches its weight quantized for the recipe, for forward and for the data gradient, and keeps it between steps. Quantized primary weights (--fp8-param-gather) store the weights so instead.</source>
        <translation>每个线性层按配方缓存其量化权重，供前向与数据梯度使用，并在步与步之间保留。量化主权重（--fp8-param-gather）则直接以这种形式存储权重。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="146"/>
        <source>Frozen base weights</source>
        <translation>冻结的基座权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="147"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="150"/>
        <source>Stored in fp32: the framework casts to 16 bits for compute.</source>
        <translation>以 fp32 存储：框架计算时转换为 16 位。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="151"/>
        <source>16-bit copy used by forward and backward.</source>
        <translation>前向与反向使用的 16 位副本。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="157"/>
        <source>Frozen base weights (NF4 linears, bf16 rest)</source>
        <translation>冻结的基座权重（线性层为 NF4，其余为 bf16）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="160"/>
        <source>Block linears in 4-bit NormalFloat with quantisation constants; embeddings, norms and the LM head stay in bf16 (bitsandbytes default).</source>
        <translation>块内线性层为 4 位 NormalFloat 并附量化常数；嵌入、归一化和 LM head 保持 bf16（bitsandbytes 默认）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="169"/>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="170"/>
        <source>Adapters train in fp32.</source>
        <translation>适配器以 fp32 训练。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="202"/>
        <source>Gradient of the parameter being stepped</source>
        <translation>正在更新的参数的梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="204"/>
        <source>The optimizer steps each parameter in its post-accumulate-grad hook and frees its gradient at once: no full set of gradients ever exists. None exists yet while the loss&apos;s backward runs.</source>
        <translation>优化器在每个参数的 post-accumulate-grad 钩子中更新它并立即释放其梯度：完整的一套梯度从不同时存在。损失的反向进行时，还没有任何梯度。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="228"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="231"/>
        <source>One gradient per trainable parameter, in the parameters&apos; dtype, kept through the step (a persistent buffer, accumulation, or zero_grad(set_to_none=False)).</source>
        <translation>每个可训练参数一个梯度，数据类型与参数相同，在整个步内保留（持久缓冲区、梯度累积或 zero_grad(set_to_none=False)）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="234"/>
        <source>One gradient per trainable parameter, in the parameters&apos; dtype. They appear layer by layer while backward frees those layers&apos; activations, so they are counted whole only from the end of backward to the optimizer step.</source>
        <translation>每个可训练参数一个梯度，数据类型与参数相同。它们在反向释放各层激活的同时逐层出现，因此只在反向结束到优化器更新之间按全量计入。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="248"/>
        <source>16-bit gradients</source>
        <translation>16 位梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="249"/>
        <source>The .grad of each 16-bit parameter.</source>
        <translation>每个 16 位参数的 .grad。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="259"/>
        <source>bf16 main-gradient buffer</source>
        <translation>bf16 主梯度缓冲区</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="261"/>
        <source>Megatron&apos;s main_grad buffer in bf16 (--main-grads-dtype bf16, --grad-reduce-in-bf16): the micro-batches&apos; gradients accumulate and are reduced in bf16, half the fp32 buffer.</source>
        <translation>bf16 的 Megatron main_grad 缓冲区（--main-grads-dtype bf16、--grad-reduce-in-bf16）：各 micro-batch 的梯度以 bf16 累加并归约，是 fp32 缓冲区的一半。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="269"/>
        <source>fp32 gradient buffer</source>
        <translation>fp32 梯度缓冲区</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="272"/>
        <source>Gradients accumulated and reduced in fp32 (Megatron main_grad; DeepSpeed&apos;s fp32 gradient partition). The ZeRO paper&apos;s 16Ψ leaves it out; Megatron&apos;s 18Ψ and DeepSpeed&apos;s 20Ψ include it.</source>
        <translation>以 fp32 累积和归约的梯度（Megatron 的 main_grad；DeepSpeed 的 fp32 梯度分区）。ZeRO 论文的 16Ψ 未计入它；Megatron 的 18Ψ 和 DeepSpeed 的 20Ψ 计入了它。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="339"/>
        <source>The matrix optimizer takes the hidden matrices only: the embeddings, the output layer and every vector go to AdamW, with its m and v.</source>
        <translation>矩阵优化器只处理隐藏矩阵：嵌入、输出层与所有向量交给 AdamW，保存其 m 与 v。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="356"/>
        <source>Muon momentum (hidden matrices)</source>
        <translation>Muon 动量（隐藏层矩阵）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="358"/>
        <source>One momentum buffer the size of each hidden matrix (attention, MLP, experts, router), in the master weights&apos; precision; Newton–Schulz orthogonalises it at the step.</source>
        <translation>每个隐藏层矩阵（注意力、MLP、专家、路由器）一个同尺寸的动量缓冲区，精度与主权重相同；优化器 step 时由 Newton–Schulz 正交化。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="389"/>
        <source>SOAP states (hidden matrices)</source>
        <translation>SOAP 状态（隐藏矩阵）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="391"/>
        <source>For each m × n hidden matrix on the rank: Adam&apos;s m and v in the factors&apos; eigenbasis (8·m·n), the Kronecker factors L and R with their eigenbases (8·(m² + n²)) and the eigenvalues, all fp32.</source>
        <translation>本 rank 上每个 m × n 隐藏矩阵：因子特征基下 Adam 的 m 与 v（8·m·n）、Kronecker 因子 L、R 及其特征基（8·(m² + n²)）以及特征值，均为 fp32。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="433"/>
        <source>GaLore keeps Vh[:r] or U[:, :r] of each gradient&apos;s SVD. With fp32 gradients the slice is a view that holds the whole min(m, n)² factor (measured: torch.linalg.svd on CPU), not r·min(m, n): for a square matrix half as much as AdamW&apos;s two moments.</source>
        <translation>GaLore 保存每个梯度 SVD 的 Vh[:r] 或 U[:, :r]。在 fp32 梯度下这个切片是视图，会让整个 min(m, n)² 的因子一直存活（已在 CPU 上用 torch.linalg.svd 实测），而不是 r·min(m, n)：对方阵而言相当于 AdamW 两个动量的一半。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="337"/>
        <source>AdamW moments (embeddings, head, norms, biases)</source>
        <translation>AdamW 矩（嵌入、输出头、norm、偏置）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="420"/>
        <source>GaLore moments (projected attention and MLP gradients)</source>
        <translation>GaLore 动量（投影后的注意力与 MLP 梯度）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="421"/>
        <source>APOLLO moments (projected attention and MLP gradients)</source>
        <translation>APOLLO 动量（投影后的注意力与 MLP 梯度）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="423"/>
        <source>Adam&apos;s m and v of each attention and MLP matrix&apos;s gradient projected to r rows on its shorter side: 2·r·max(m, n) elements a matrix instead of 2·m·n, in the gradients&apos; dtype.</source>
        <translation>每个注意力与 MLP 矩阵的梯度沿较短一边投影到 r 行后的 Adam m 与 v：每个矩阵 2·r·max(m, n) 个元素而非 2·m·n，类型与梯度相同。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="429"/>
        <source>GaLore projectors (SVD factors kept)</source>
        <translation>GaLore 投影矩阵（保留的 SVD 因子）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="430"/>
        <source>APOLLO projectors (random matrices)</source>
        <translation>APOLLO 投影矩阵（随机矩阵）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="437"/>
        <source>GaLore keeps Vh[:r] or U[:, :r] of each gradient&apos;s SVD, cast to the 16-bit gradients&apos; dtype: a copy of r·min(m, n) elements.</source>
        <translation>GaLore 保存每个梯度 SVD 的 Vh[:r] 或 U[:, :r]，并转换为 16 位梯度的类型：一份 r·min(m, n) 个元素的副本。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="440"/>
        <source>APOLLO keeps one random r × min(m, n) matrix per projected matrix, regenerated from its seed every update_proj_gap steps.</source>
        <translation>APOLLO 为每个投影矩阵保存一个 r × min(m, n) 的随机矩阵，每 update_proj_gap 步按其种子重新生成。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="456"/>
        <source>Adam-mini first moments</source>
        <translation>Adam-mini 一阶矩</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="458"/>
        <source>Adam&apos;s m for every parameter, in the parameters&apos; dtype; the second moment is one value per block (the next term), not per parameter: about half of AdamW&apos;s states.</source>
        <translation>每个参数一个 Adam 的 m，类型与参数相同；二阶矩是每块一个值（见下一项），而不是每个参数一个：约为 AdamW 状态的一半。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="467"/>
        <source>Adam-mini second moments (one per block)</source>
        <translation>Adam-mini 二阶矩（每块一个）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="469"/>
        <source>One value per block: per hidden²/heads elements of q_proj and k_proj (a head), per output row of the embedding, output layer, v_proj, o_proj and MLP weights, one per norm; a bias keeps a full v.</source>
        <translation>每块一个值：q_proj 与 k_proj 每 hidden²/heads 个元素（一个头）一个，嵌入层、输出层、v_proj、o_proj 与 MLP 权重每个输出行一个，每个归一化层一个；偏置保存完整的 v。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="485"/>
        <source>Shampoo filtered gradients</source>
        <translation>Shampoo 滤波梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="487"/>
        <source>The gradient&apos;s running average (betas[0] 0.9) for every parameter, in the parameters&apos; dtype: Shampoo&apos;s only state as large as the model.</source>
        <translation>每个参数的梯度滑动平均（betas[0] 0.9），使用参数的 dtype：Shampoo 唯一与模型同样大的状态。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="500"/>
        <source>Shampoo factors and inverse roots</source>
        <translation>Shampoo 因子矩阵及其逆根</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="503"/>
        <source>Every parameter cut into blocks of at most b × b (a matrix of at most b elements, or a vector, is one vector): each block keeps its two fp32 factor matrices and their inverse roots, symmetric-packed, 4·(b₁(b₁ + 1) + b₂(b₂ + 1)) bytes; a vector block of d keeps a full d × d factor, 4·d(d + 1). A norm&apos;s weight costs thousands of bytes per element. Sharded, each rank blocks its own shard.</source>
        <translation>每个参数被切成最大 b × b 的块（元素不超过 b 的矩阵或向量视为一个向量）：每块保存两个 fp32 因子矩阵及其逆根，按对称压缩存储，共 4·(b₁(b₁ + 1) + b₂(b₂ + 1)) 字节；长度为 d 的向量块保存完整的 d × d 因子，4·d(d + 1)。一个归一化层的权重每个元素要花费数千字节。分片时，每个 rank 对自己的分片分块。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="519"/>
        <source>fp16 master weights</source>
        <translation>fp16 主权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="521"/>
        <source>The copy FusedAdam updates, in fp16 with one fp32 scale per tensor (--main-params-dtype fp16).</source>
        <translation>FusedAdam 更新的副本，fp16，每个张量一个 fp32 缩放因子（--main-params-dtype fp16）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="530"/>
        <source>fp32 master weights (16-bit remainders)</source>
        <translation>fp32 主权重（16 位余数）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="532"/>
        <source>FusedAdam rebuilds each fp32 master weight from its bf16 parameter and the 16 bits the parameter lacks, which it keeps as int16 (store_param_remainders): 2 bytes instead of 4.</source>
        <translation>FusedAdam 由 bf16 参数和该参数所缺的 16 位重建每个 fp32 主权重，这 16 位以 int16 保存（store_param_remainders）：2 字节而非 4 字节。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="535"/>
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="537"/>
        <source>The fp32 copy the optimizer updates; counted with the optimizer states as in the ZeRO paper (K = 12 = 4 master + 8 Adam).</source>
        <translation>优化器更新的 fp32 副本；与 ZeRO 论文一样计入优化器状态（K = 12 = 4 主权重 + 8 Adam）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="552"/>
        <source>fp32 master weights of the quantized linears</source>
        <translation>量化线性层的 fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="554"/>
        <source>Stored quantized, the blocks&apos; linears need the fp32 copy the optimizer updates; the parameters still in fp32 are updated in place.</source>
        <translation>以量化形式存储时，各层线性层需要优化器更新的 fp32 副本；仍为 fp32 的参数则原地更新。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="593"/>
        <source>Optimizer moments</source>
        <translation>优化器动量</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="595"/>
        <source>AdamW: m and v; SGD momentum and Lion: one buffer; 8-bit AdamW: two int8 states and block absmax; Adafactor: factored row and column statistics. Adam at 4 B/param (16-bit m and v, no fp32 master) holds only for pure bf16 training; mixed precision keeps fp32 m, v and master weights (ZeRO paper §3.1: K = 12), so 70B with ZeRO-3 on 8 GPUs needs ≈141 GB each, not the 50–70 GB sometimes quoted.</source>
        <translation>AdamW：m 与 v；SGD 动量和 Lion：一个缓冲区；8 位 AdamW：两个 int8 状态加分块 absmax；Adafactor：分解的行、列统计量。Adam 每参数 4 B（16 位 m 和 v，无 fp32 主权重）只适用于纯 bf16 训练；混合精度保留 fp32 的 m、v 和主权重（ZeRO 论文 §3.1：K = 12），因此 70B 模型在 8 张 GPU 上用 ZeRO-3 时每张约需 141 GB，而不是有时被引用的 50–70 GB。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="603"/>
        <source>Adam&apos;s m and v in the dtypes of --exp-avg-dtype and --exp-avg-sq-dtype (fp32 4, bf16 and fp16 2, fp8 1 byte, each low-precision state with one fp32 scale per tensor). The step computes in fp32: see the optimizer step&apos;s fp32 copies.</source>
        <translation>Adam 的 m 和 v 以 --exp-avg-dtype 和 --exp-avg-sq-dtype 的数据类型保存（fp32 4 字节，bf16 和 fp16 2 字节，fp8 1 字节；每个低精度状态每个张量一个 fp32 缩放因子）。更新以 fp32 计算：见优化器步骤的 fp32 副本。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/model_states.cpp" line="611"/>
        <source>Paged optimizer: the states live in CUDA managed memory, on the GPU until memory runs short, then paged to host RAM. PyTorch&apos;s allocated and reserved figures never include them.</source>
        <translation>分页优化器：状态位于 CUDA 统一管理内存中，显存充足时留在 GPU 上，不足时分页到主机内存。PyTorch 的已分配和已预留数字从不包含它们。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="39"/>
        <source>Gathered 16-bit parameters (largest module)</source>
        <translation>all-gather 得到的 16 位参数（最大模块）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="41"/>
        <source>ZeRO-3 all-gathers each module before use; the largest bounds the working set.</source>
        <translation>ZeRO-3 在使用每个模块前对其 all-gather；最大的模块决定工作集的上限。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="47"/>
        <source>Unsharded 16-bit gradients (largest module)</source>
        <translation>未分片的 16 位梯度（最大模块）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="49"/>
        <source>Before reduce-scatter, a module&apos;s gradients exist whole.</source>
        <translation>在 reduce-scatter 之前，一个模块的梯度以完整形式存在。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="69"/>
        <source>Unsharded parameters kept from forward to backward</source>
        <translation>从前向保留到反向的未分片参数</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="72"/>
        <source>Without resharding after forward every unit of the stage stays unsharded, in its compute dtype, from its forward until its backward; the fp32 shards the optimizer updates stay sharded.</source>
        <translation>不在前向后重新分片时，该阶段的每个单元从其前向到其反向都以计算数据类型保持未分片；优化器更新的 fp32 分片仍保持分片。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="83"/>
        <source>Gathered parameters (current + prefetched unit)</source>
        <translation>all-gather 得到的参数（当前单元 + 预取单元）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="101"/>
        <source>Unsharded gradient of one unit</source>
        <translation>一个单元的未分片梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="103"/>
        <source>A unit&apos;s full gradient before reduce-scatter (a mixed-precision FSDP also casts it to the fp32 reduce_dtype); under LoRA only the adapters have gradients. The loss&apos;s backward comes before any unit&apos;s.</source>
        <translation>reduce-scatter 之前一个单元的完整梯度（混合精度 FSDP 还会将其转换为 fp32 的 reduce_dtype）；LoRA 下只有适配器有梯度。损失的反向先于任何单元的反向。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="120"/>
        <source>DDP gradient buckets (a second copy of the gradients)</source>
        <translation>DDP 梯度桶（梯度的第二份副本）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="122"/>
        <source>Set gradient_as_bucket_view=True to make gradients views into the buckets.</source>
        <translation>设置 gradient_as_bucket_view=True，让梯度成为桶的视图。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="129"/>
        <source>ZeRO reduce bucket</source>
        <translation>ZeRO 归约桶</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="131"/>
        <source>Lower reduce_bucket_size in the DeepSpeed config to shrink it.</source>
        <translation>在 DeepSpeed 配置中调低 reduce_bucket_size 可以减小它。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="33"/>
        <source>Token dispatch: the all-to-all&apos;s send rows</source>
        <translation>Token 分发：all-to-all 的发送行</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="35"/>
        <source>Before the all-to-all a rank copies each of its tokens once per chosen expert; the copy lives beside the rows received for its own experts (counted with the layer&apos;s activations), in the MoE layer&apos;s forward and again, as gradients, in its backward.</source>
        <translation>all-to-all 之前，rank 为每个 token 所选的每个专家各复制一份；这份副本与为本 rank 专家收到的行（计入该层激活）同时存在，在 MoE 层前向时如此，反向时以梯度形式再次如此。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="49"/>
        <source>All-gathered tokens (Megatron&apos;s global buffer)</source>
        <translation>All-gather 收集的 token（Megatron 全局缓冲区）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="51"/>
        <source>The all-gather dispatcher gathers every token of the EP×ETP group into one buffer that Megatron allocates at the first MoE layer and keeps for the run; all-to-all sends only the tokens a rank&apos;s experts need.</source>
        <translation>all-gather 分发器把 EP×ETP 组的全部 token 收集到一个缓冲区，Megatron 在第一个 MoE 层分配它并在整个训练中保留；all-to-all 只发送 rank 的专家需要的 token。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="59"/>
        <source>Token combine: the group&apos;s tokens before reduce-scatter</source>
        <translation>Token 合并：reduce-scatter 之前的组内全部 token</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="61"/>
        <source>The experts&apos; outputs are unpermuted into a tensor of every token of the group and reduce-scattered back; in backward the gradients take the same path the other way.</source>
        <translation>专家输出被还原排列到一个包含组内全部 token 的张量，再 reduce-scatter 回去；反向时梯度沿相同路径反向传递。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="71"/>
        <source>DeepEP communication buffers</source>
        <translation>DeepEP 通信缓冲区</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="73"/>
        <source>Allocated once by DeepEP itself, outside PyTorch&apos;s allocator: an NVLink buffer, an RDMA buffer on the NVSHMEM heap across nodes (more than 8 ranks) and a 32 MiB workspace, sized for 20 SMs and up to 128 top-k slots per token. NVSHMEM&apos;s own heap reservation beyond the buffer is not counted.</source>
        <translation>由 DeepEP 自行一次性分配，不经 PyTorch 分配器：一个 NVLink 缓冲区、跨节点时（超过 8 个 rank）NVSHMEM 堆上的 RDMA 缓冲区，以及 32 MiB 工作区，按 20 个 SM、每 token 最多 128 个 top-k 槽位确定大小。NVSHMEM 在缓冲区之外自身预留的堆未计入。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="84"/>
        <source>Token dispatch: DeepEP&apos;s received tokens</source>
        <translation>Token 分发：DeepEP 收到的 token</translation>
    </message>
    <message>
        <location filename="../../model/ledger/dispatch_buffers.cpp" line="86"/>
        <source>The tokens DeepEP hands a rank before they are permuted into one row per expert: at most the routed rows, fewer when a token chose several of the rank&apos;s experts.</source>
        <translation>DeepEP 交给 rank、尚未按专家展开为每专家一行的 token：最多等于路由行数，若某 token 选了该 rank 的多个专家则更少。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="86"/>
        <source>One transformer layer unsharded for compute and the next one prefetched, in the dtype the parameters are stored in (NF4 linears under QLoRA; float8 linears with the float8 all-gather; quantized primary weights with both their usages).</source>
        <translation>一个 transformer 层为计算而取消分片，下一层预取，均按参数的存储类型（QLoRA 下线性层为 NF4；float8 all-gather 时 float8 线性层；量化主权重含两种用法）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="143"/>
        <source>Activation gradients of the layer in backward</source>
        <translation>反向中当前层的激活梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="145"/>
        <source>The gradient of the largest saved tensor with its input&apos;s gradient, and the residual stream&apos;s gradient in and out of the layer.</source>
        <translation>最大保存张量的梯度及其输入的梯度，以及进出该层的残差流梯度。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="196"/>
        <source>Newton–Schulz scratch (Muon step)</source>
        <translation>Newton–Schulz 临时缓冲（Muon step）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="199"/>
        <source>The largest hidden matrix&apos;s update orthogonalised whole: fp32 in and out, two bf16 iterates and the two m × m products; under TP its gathered shards too. KellerJordan&apos;s Muon, all in bf16, holds less.</source>
        <translation>最大隐藏层矩阵的更新整体正交化：fp32 输入与输出、两个 bf16 迭代值和两个 m × m 乘积；TP 下还有收集来的分片。KellerJordan 的 Muon 全程 bf16，占用更少。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="208"/>
        <source>Muon step scratch (Newton–Schulz, then foreach AdamW)</source>
        <translation>Muon 步骤临时内存（先 Newton–Schulz，再 foreach AdamW）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="211"/>
        <source>The matrices step first, one at a time: the largest one&apos;s update orthogonalised whole (fp32 in and out, two bf16 iterates, the two m × m products; under TP its gathered shards). Then foreach AdamW steps the embeddings, head and norms, with √v of all of them at once. Measured with torch.optim.Muon beside torch.optim.AdamW on an H100 (docs/validation-h100-frontier.md).</source>
        <translation>先逐个更新矩阵：最大矩阵的更新整体正交化（fp32 输入与输出、两个 bf16 迭代量、两个 m × m 乘积；TP 下还有收集来的分片）。随后 foreach AdamW 更新嵌入层、输出层和归一化层，一次性为它们全部计算 √v。已在 H100 上以 torch.optim.Muon 搭配 torch.optim.AdamW 实测（docs/validation-h100-frontier.md）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="233"/>
        <source>SOAP step scratch (largest matrix)</source>
        <translation>SOAP 步临时内存（最大矩阵）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="236"/>
        <source>The largest hidden matrix stepped alone: its fp32 gradient, that gradient in the factors&apos; eigenbasis and the update, and the larger factor&apos;s power-iteration iterate.</source>
        <translation>单独更新最大的隐藏矩阵：其 fp32 梯度、该梯度在因子特征基下的投影与更新量，以及较大因子的幂迭代中间量。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="260"/>
        <source>APOLLO step scratch (largest matrix)</source>
        <translation>APOLLO 更新步临时空间（最大矩阵）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="262"/>
        <source>The largest matrix&apos;s update: its gradient scaled channel-wise, in the gradient&apos;s dtype, or on a projection refresh its 16-bit gradient copied to fp32.</source>
        <translation>最大矩阵的更新量：按通道缩放的梯度（与梯度同类型），或在刷新投影时把其 16 位梯度复制成 fp32。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="274"/>
        <source>GaLore step scratch (largest matrix&apos;s SVD)</source>
        <translation>GaLore 更新步临时空间（最大矩阵的 SVD）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="277"/>
        <source>On the first step and every update_proj_gap-th: torch.linalg.svd of the largest matrix&apos;s fp32 gradient, with its working copy of the input and the factors U, S, Vh (cuSOLVER&apos;s own workspace is not counted). Otherwise the update projected back to m × n and scaled, two full-size tensors.</source>
        <translation>第一步以及每第 update_proj_gap 步：对最大矩阵的 fp32 梯度做 torch.linalg.svd，包括输入的工作副本与因子 U、S、Vh（cuSOLVER 自身的工作区未计入）。其余步骤把更新量投影回 m × n 并缩放，同时存在两个全尺寸张量。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="300"/>
        <source>Adam-mini step scratch (largest parameter)</source>
        <translation>Adam-mini 更新步临时空间（最大参数）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="302"/>
        <source>The largest parameter stepped alone: its squared gradient for the blocks&apos; means, then its update, each as large as the parameter (on this rank&apos;s shard when sharded).</source>
        <translation>单独更新最大的参数：先是用于求块均值的梯度平方，再是其更新量，每个都与该参数一样大（分片时为本 rank 的分片）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="328"/>
        <source>Shampoo step scratch</source>
        <translation>Shampoo 步骤临时内存</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="331"/>
        <source>The step&apos;s bias-corrected filtered gradients and search directions, each as large as this rank&apos;s parameters, and the largest factor&apos;s root inverse: four d × d fp32 matrices (the factor, its eigenvectors, their product with the eigenvalues, the result); eigh&apos;s workspace is not counted.</source>
        <translation>该步骤经偏差校正的滤波梯度和搜索方向，每个都与本 rank 的参数一样大；以及最大因子的逆根：四个 d × d fp32 矩阵（因子、其特征向量、它们与特征值的乘积、结果）；eigh 的工作区未计入。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="350"/>
        <source>optimizer.step() scratch (foreach AdamW)</source>
        <translation>optimizer.step() 临时空间（foreach AdamW）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="352"/>
        <source>The square root of v for every parameter at once; fused=True avoids it.</source>
        <translation>一次性为所有参数计算 v 的平方根；fused=True 可以避免。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="377"/>
        <source>optimizer.step() fp32 copies of low-precision states</source>
        <translation>optimizer.step() 中低精度状态的 fp32 副本</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="379"/>
        <source>FusedAdam unscales each state kept below fp32 into an fp32 tensor before its kernel and drops them after the group&apos;s update: at the step, 4 bytes per parameter of the shard for each such state. bf16 moments save 4 bytes a parameter between steps and cost 8 at the step.</source>
        <translation>FusedAdam 在内核前把每个低于 fp32 保存的状态反缩放到一个 fp32 张量，整组更新后才释放：在优化器步骤中，每个这样的状态为分片的每个参数占 4 字节。bf16 矩在步骤之间每参数省 4 字节，在步骤中多用 8 字节。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="396"/>
        <source>Dequantised weight of the running linear</source>
        <translation>当前线性层的反量化权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="398"/>
        <source>bitsandbytes dequantises one NF4 matrix to bf16 per matmul.</source>
        <translation>bitsandbytes 每次矩阵乘把一个 NF4 矩阵反量化为 bf16。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="427"/>
        <source>Quantized copies of the running linear</source>
        <translation>正在运行的线性层的量化副本</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="430"/>
        <source>q bytes per element: the input&apos;s row-wise copy and grad_output in both usages, of the matmul running in backward; the column-wise input it saved is among the activations.</source>
        <translation>每元素 q 字节：反向中正在运行的矩阵乘的输入行向副本，以及两种用法的 grad_output；它保存的列向输入已计入激活。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="434"/>
        <source>Float8 casts of the running linear</source>
        <translation>当前线性层的 float8 转换副本</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="437"/>
        <source>One byte per element: the input, grad_output in its two layouts and the weight of the matmul running in backward. The 16-bit tensors saved for backward are unchanged.</source>
        <translation>每个元素一个字节：反向中正在运行的矩阵乘的输入、两种布局的 grad_output 以及权重。为反向保存的 16 位张量不变。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="461"/>
        <source>Autocast&apos;s 16-bit copies of the weights</source>
        <translation>autocast 的 16 位权重副本</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="463"/>
        <source>Weights stay fp32; autocast casts each linear&apos;s weight to 16 bits and caches the copy for the whole forward and backward.</source>
        <translation>权重保持 fp32；autocast 把每个线性层的权重转换为 16 位，并在整个前向和反向期间缓存该副本。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="509"/>
        <source>Userbuffers of the TP communication overlap</source>
        <translation>TP 通信重叠的 Userbuffers</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="511"/>
        <source>Twelve buffers of the layer input&apos;s shape, one per GEMM kind, registered outside PyTorch&apos;s allocator at start-up: 2 bytes an element, 1 for the all-gather ones in FP8 mode.</source>
        <translation>十二个与层输入同形的缓冲区，每种 GEMM 一个，启动时注册在 PyTorch 分配器之外：每元素 2 字节，FP8 模式下 all-gather 缓冲区为 1 字节。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="523"/>
        <source>CUDA context and kernels</source>
        <translation>CUDA 上下文与内核</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="525"/>
        <source>Invisible to torch.cuda.memory_allocated(); nvidia-smi shows it. Edit under Hardware.</source>
        <translation>torch.cuda.memory_allocated() 看不到它；nvidia-smi 能看到。可在“硬件”下修改。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="530"/>
        <source>NCCL communicator buffers</source>
        <translation>NCCL 通信器缓冲区</translation>
    </message>
    <message>
        <location filename="../../model/ledger/overheads.cpp" line="532"/>
        <source>Grows with the number of communicators.</source>
        <translation>随通信器数量增长。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="133"/>
        <source>Rollout engine: weights</source>
        <translation>推理引擎：权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="135"/>
        <source>The policy&apos;s weights as the engine serves them, in bf16, split by the engine&apos;s own tensor parallelism: attention, MLP and expert widths divided by it, norms, router and latent down-projections whole, the vocabulary padded to 64. Multi-token-prediction layers are not loaded.</source>
        <translation>引擎推理用的策略模型权重，bf16，按引擎自己的张量并行切分：注意力、MLP 和专家宽度按它切分，norm、router 和潜在注意力的降维投影完整保留，词表补齐到 64 的倍数。不加载多 token 预测层。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="42"/>
        <source>Rollout engine: profiled activations</source>
        <translation>推理引擎：profile 激活</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="44"/>
        <source>vLLM measures the activation peak of one forward of max_num_batched_tokens tokens at start-up and keeps it out of the KV cache. Estimated at an MLP&apos;s widest moment; vLLM&apos;s own figure, and the non-torch memory it adds, move bytes between this term and the KV cache, not the engine&apos;s total.</source>
        <translation>vLLM 启动时测量一次 max_num_batched_tokens 个 token 前向的激活峰值，并把它留在 KV cache 之外。这里按 MLP 最宽的时刻估计；vLLM 实测值及其额外的非 torch 显存只会在这一项和 KV cache 之间挪动字节，不改变引擎总量。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="50"/>
        <location filename="../../model/ledger/rollout_terms.cpp" line="80"/>
        <source>Rollout engine: KV cache</source>
        <translation>推理引擎：KV cache</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="52"/>
        <source>vLLM fills what is left of ceil(T·u) after its weights and profiled activations with whole pages of block_size tokens, one per layer, and maps all of them when it wakes, however many the batch uses.</source>
        <translation>vLLM 用每页 block_size 个 token、每层一份的整页，填满 ceil(T·u) 扣除权重和 profile 激活后的剩余部分；醒来时全部映射，不管这批请求用多少。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="71"/>
        <source>Rollout engine: prefill activations</source>
        <translation>推理引擎：预填充激活</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="73"/>
        <source>SGLang prefills at most chunked_prefill_size tokens a forward and keeps no reserve for it: the activations are allocated while it generates, out of the memory mem_fraction_static leaves free. Estimated at an MLP&apos;s widest moment.</source>
        <translation>SGLang 每次前向最多预填充 chunked_prefill_size 个 token，且不为此预留空间：激活在生成时分配，占用 mem_fraction_static 之外的空闲显存。按 MLP 最宽的时刻估算。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="82"/>
        <source>SGLang measures T0, the memory free when it starts (after the trainer&apos;s context, communicators and resident weights, and its own process), and gives its KV cache u·T0 less its weights, in whole pages of page_size tokens, each layer&apos;s buffer one page longer. Estimated: T0 rests on the assumed CUDA context and NCCL sizes and on the trainer&apos;s weights being on the GPU when the engine starts.</source>
        <translation>SGLang 测得 T0，即它启动时的空闲显存（已扣除训练端的上下文、通信器和常驻权重，以及它自己的进程），KV 缓存取 u·T0 减去其权重，以 page_size 个 token 为一页按整页分配，每层缓冲区多一页。估算：T0 依赖假定的 CUDA 上下文和 NCCL 大小，并假定引擎启动时训练端的权重在 GPU 上。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="97"/>
        <source>Rollout engine: request-to-token table</source>
        <translation>推理引擎：请求到 token 映射表</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="99"/>
        <source>One int32 row of the model&apos;s context length a request slot: max_running_requests rows (verl passes max_num_seqs), else min(max(tokens / context · 512, 2048), 4096). Allocated beside the budget, released with the KV cache when the engine sleeps.</source>
        <translation>每个请求槽一行、长度为模型上下文长度的 int32：共 max_running_requests 行（verl 传入 max_num_seqs），否则为 min(max(tokens / context · 512, 2048), 4096)。在预算之外分配，引擎休眠时随 KV 缓存一起释放。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="107"/>
        <source>Rollout engine: token free list</source>
        <translation>推理引擎：token 空闲列表</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="109"/>
        <source>The token allocator&apos;s list of free slots, one int64 a page of the cache. It is outside the memory saver&apos;s regions, so sleep does not free it.</source>
        <translation>token 分配器的空闲槽列表，缓存每页一个 int64。它不在 memory saver 的区域内，因此休眠不会释放它。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="151"/>
        <source>Rollout engine: its process&apos;s CUDA context</source>
        <translation>推理引擎：其进程的 CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="153"/>
        <source>The engine runs in processes of its own (verl, OpenRLHF): a second CUDA context on the GPU, and NCCL&apos;s buffers when it is tensor-parallel, neither inside gpu_memory_utilization nor freed by sleep. Taken as the trainer&apos;s assumed context and NCCL sizes.</source>
        <translation>引擎运行在独立进程中（verl、OpenRLHF）：GPU 上多一个 CUDA 上下文，张量并行时还有 NCCL 缓冲区，二者都不在 gpu_memory_utilization 之内，也不会因休眠释放。按训练端假设的上下文和 NCCL 大小计。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="164"/>
        <source>Rollout engine: weights asleep (pinned)</source>
        <translation>推理引擎：休眠时的权重（锁页内存）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/rollout_terms.cpp" line="166"/>
        <source>Sleep level 1 copies the engine&apos;s weights to pinned host memory, on every GPU&apos;s behalf, and back when it wakes; level 2 drops them and receives them again with the weight sync.</source>
        <translation>1 级休眠为每张 GPU 把引擎权重复制到锁页主机内存，醒来时再拷回；2 级直接丢弃，随权重同步重新接收。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="33"/>
        <source>Reference model: weights in host memory</source>
        <translation>参考模型：主机内存中的权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="34"/>
        <source>Reference model: weights</source>
        <translation>参考模型：权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="37"/>
        <source>The frozen reference is kept in host memory and streamed to the GPU unit by unit while it scores a batch (verl&apos;s FSDP reference always; FSDP&apos;s CPU offload, DeepSpeed&apos;s offload_param).</source>
        <translation>冻结的参考模型放在主机内存，打分时逐个单元传到 GPU（verl 的 FSDP 参考模型始终如此；FSDP 的 CPU offload、DeepSpeed 的 offload_param）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="40"/>
        <source>A frozen copy of the policy: no gradients, no optimizer states. Sharded like the policy&apos;s parameters under ZeRO-3 or FSDP; otherwise whole on every GPU, as TRL and OpenRLHF prepare it for inference (DeepSpeed stage 0).</source>
        <translation>策略模型的冻结副本：没有梯度，没有优化器状态。在 ZeRO-3 或 FSDP 下与策略参数一样切分；否则每张卡一份完整副本，正如 TRL 和 OpenRLHF 为推理准备它的方式（DeepSpeed stage 0）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="91"/>
        <source>Log-prob pass: gathered parameters (current + prefetched unit)</source>
        <translation>log-prob 计算：聚合的参数（当前 + 预取单元）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="93"/>
        <source>The scoring model&apos;s sharded or host-held weights are gathered one transformer layer at a time, the next one prefetched. FSDP&apos;s root unit (embedding and output layer), which verl reshards explicitly after the pass, is not counted.</source>
        <translation>打分模型切分的或放在主机的权重每次聚合一个 transformer 层，并预取下一层。FSDP 的根单元（embedding 和输出层）未计入，verl 会在计算后显式重新切分它。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="106"/>
        <source>Log-prob pass: one layer&apos;s working set</source>
        <translation>log-prob 计算：单层工作集</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="109"/>
        <source>A forward under no_grad keeps nothing for backward: each layer&apos;s tensors are freed as the next runs. Estimated at an MLP&apos;s widest moment, as for vLLM&apos;s profile run: the residual stream and its normed copy, the gate and up projections&apos; output and their product.</source>
        <translation>no_grad 下的前向不为反向保存任何东西：每层的张量在下一层运行时就释放。按 MLP 最宽的时刻估计，与 vLLM 的 profile run 相同：残差流及其归一化副本、gate 与 up 投影的输出及其乘积。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="120"/>
        <source>Log-prob pass: logits</source>
        <translation>log-prob 计算：logits</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="122"/>
        <source>The scoring forward&apos;s logits over the whole vocabulary for every token of its micro-batch, in the compute dtype (verl with remove-padding: every non-pad token; TRL keeps the completion&apos;s, which this overstates by the prompt&apos;s share).</source>
        <translation>打分前向对其 micro-batch 每个 token 产生的覆盖整个词表的 logits，采用计算精度（verl 开 remove-padding 时为每个非 pad token；TRL 只保留 completion 部分，这里按 prompt 的占比多算了）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="135"/>
        <source>Log-prob pass: one sequence&apos;s log-softmax</source>
        <translation>log-prob 计算：单条序列的 log-softmax</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="136"/>
        <source>Log-prob pass: softmax for the entropy</source>
        <translation>log-prob 计算：用于计算熵的 softmax</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="138"/>
        <source>TRL&apos;s selective_log_softmax takes the log-softmax of one sequence at a time (its entropy is chunked): one sequence&apos;s vocabulary-wide tensor beside the logits.</source>
        <translation>TRL 的 selective_log_softmax 每次只对一条序列做 log-softmax（其熵分块计算）：logits 之外再加一条序列的词表宽度张量。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/logprob_terms.cpp" line="141"/>
        <source>verl&apos;s old-log-prob pass computes the entropy by default: a softmax as large as the logits (entropy_from_logits). Its chunked and fused variants, and the flash-attn cross-entropy&apos;s workspace, are not modelled.</source>
        <translation>verl 的旧策略 log-prob 计算默认会算熵：一个与 logits 一样大的 softmax（entropy_from_logits）。其分块与融合版本以及 flash-attn 交叉熵的工作区未建模。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/critic_terms.cpp" line="49"/>
        <source>Critic: weights</source>
        <translation>Critic：权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/critic_terms.cpp" line="50"/>
        <source>Critic: gradients kept through the step</source>
        <translation>Critic：贯穿整步保留的梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/critic_terms.cpp" line="52"/>
        <source>Critic: optimizer states</source>
        <translation>Critic：优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/ledger/critic_terms.cpp" line="71"/>
        <source>PPO&apos;s critic is the policy&apos;s network with a scalar value head in place of the output layer, trained beside it with the same sharding, precision and optimizer: each of its states is the policy&apos;s, scaled by its share of the policy&apos;s parameters on this rank.</source>
        <translation>PPO 的 critic 是把输出层换成标量价值头的策略网络，与策略模型一同训练，切分、精度和优化器都相同：它的每种状态等于策略模型的该状态，乘以它在本 rank 上参数量占策略模型的比例。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/phase_offload.cpp" line="56"/>
        <source>Trainer states between updates</source>
        <translation>两次更新之间的训练端状态</translation>
    </message>
    <message>
        <location filename="../../model/ledger/phase_offload.cpp" line="58"/>
        <source>The trainer&apos;s states that go to host memory after each update and come back before the next, so the rollout engine and the log-prob passes do not meet them on the GPU: optimizer states and kept gradients, and with the parameters&apos; offload the parameters too, which return for the log-prob passes. Copied over PCIe twice a step (the timeline&apos;s states-to-host and back).</source>
        <translation>训练端在每次更新后移到主机内存、下次更新前搬回的状态，这样推理引擎和 log-prob 计算时它们不在 GPU 上：优化器状态和保留的梯度；若也卸载参数，还包括参数，参数会在 log-prob 计算时搬回。每步经 PCIe 拷贝两次（时间线上的“训练端状态移到主机”和“搬回”）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/backward_end.cpp" line="72"/>
        <source>The first layer&apos;s backward (end of backward)</source>
        <translation>第一层的反向（反向传播结束时）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/backward_end.cpp" line="75"/>
        <source>At the end of backward every other layer&apos;s saved tensors are freed and the gradients backward makes exist, except the first layer&apos;s own and the input embedding&apos;s, which come as it finishes: its saved tensors, recomputed group and working set, less those gradients (their share of the stage&apos;s parameters). Measured on an H100 and an H200 (docs/validation-h100-frontier.md).</source>
        <translation>反向传播结束时，其余各层保存的张量均已释放，反向传播生成的梯度也都已存在，只有第一层自身的梯度和输入嵌入层的梯度要等它完成时才生成：此项为第一层保存的张量、重计算组与工作集，减去这些尚未生成的梯度（按其在该阶段参数中的占比计）。已在 H100 与 H200 上实测（docs/validation-h100-frontier.md）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="56"/>
        <source>Teacher: weights in host memory</source>
        <translation>教师：主机内存中的权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="57"/>
        <source>Teacher: weights</source>
        <translation>教师：权重</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="59"/>
        <source>The frozen teacher&apos;s shards stay in host memory (FSDP&apos;s CPU offload, torchtune&apos;s fsdp_cpu_offload) and are streamed to the GPU unit by unit for its forward.</source>
        <translation>冻结教师的分片留在主机内存（FSDP 的 CPU 卸载，torchtune 的 fsdp_cpu_offload），前向时逐单元传到 GPU。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="62"/>
        <source>The frozen teacher in the job&apos;s dtype: no gradients, no optimizer states. Sharded like the student&apos;s parameters under FSDP (torchtune&apos;s distributed recipe shards it with the same settings); whole on the GPU otherwise.</source>
        <translation>任务精度下的冻结教师：没有梯度，也没有优化器状态。在 FSDP 下像学生参数一样分片（torchtune 的分布式 recipe 以相同设置分片）；否则完整放在 GPU 上。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="86"/>
        <source>Teacher&apos;s pass: gathered parameters (current + prefetched unit)</source>
        <translation>教师前向：聚合的参数（当前 + 预取单元）</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="88"/>
        <source>The teacher&apos;s sharded or host-held weights are gathered one transformer layer at a time, the next one prefetched, and resharded after its forward (reshard_after_forward). Its root unit (embedding and output layer) is not counted.</source>
        <translation>教师分片或位于主机的权重逐层聚合，预取下一层，前向后重新分片（reshard_after_forward）。其根单元（嵌入与输出层）未计入。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="105"/>
        <source>Teacher&apos;s pass: its widest moment</source>
        <translation>教师前向：最宽的时刻</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="108"/>
        <source>The teacher runs under no_grad and keeps nothing for backward: each layer&apos;s tensors are freed as the next runs. Its widest moment is an MLP&apos;s (the residual stream and its normed copy, the gate and up projections&apos; output and their product) or its end, where its logits of every chunk and the normed hidden state they are projected from exist at once.</source>
        <translation>教师在 no_grad 下运行，不为反向保留任何张量：每层的张量在下一层运行时释放。其最宽时刻是某个 MLP（残差流及其归一化副本、gate 与 up 投影的输出及其乘积），或前向结束时：所有分块的 logits 与投影它们的归一化隐藏状态同时存在。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="136"/>
        <source>Teacher&apos;s pass: the student&apos;s logits awaiting the loss</source>
        <translation>教师前向：等待损失计算的学生 logits</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="137"/>
        <source>The student&apos;s forward has made its logits before the teacher runs; they wait for the losses (all chunks, in the model&apos;s output dtype).</source>
        <translation>教师运行前学生前向已产出 logits；它们等待损失计算（所有分块，按模型输出的精度）。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="141"/>
        <source>Teacher&apos;s logits</source>
        <translation>教师的 logits</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="142"/>
        <source>The teacher&apos;s logits over the whole vocabulary for every token of the micro-batch, kept from the end of its forward until both losses are computed (del teacher_logits before backward); at the end of its pass they are counted in its widest moment.</source>
        <translation>微批次每个 token 在整个词表上的教师 logits，从其前向结束保留到两个损失都计算完（反向前 del teacher_logits）；在教师前向结束时计入其最宽时刻。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="150"/>
        <source>Distillation loss: fp32 probabilities kept for backward</source>
        <translation>蒸馏损失：为反向保留的 fp32 概率</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="153"/>
        <source>Counted as the eager loss keeps them: what torch.compile&apos;s fused divergence saves instead is not modelled. Eager, each chunk keeps fp32 probabilities over the vocabulary until backward.</source>
        <translation>按 eager 损失的保留量计：torch.compile 融合后的散度实际保留什么未建模。eager 模式下每个分块在整个词表上保留 fp32 概率直到反向。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/teacher_terms.cpp" line="156"/>
        <source>Each chunk&apos;s divergence keeps fp32 (log-)probabilities over the whole vocabulary, and a mask, for every token until backward, on top of the cross-entropy&apos;s. Computed before the cross-entropy, its transients (a product and its masked copy, 8 bytes per logit of one chunk) end before the cross-entropy&apos;s kept log-probabilities outweigh them; its backward runs after the cross-entropy&apos;s, whose saved tensors are gone by then.</source>
        <translation>每个分块的散度对每个 token 在整个词表上保留 fp32（对数）概率和一个掩码直到反向，叠加在交叉熵之上。它在交叉熵之前计算，其临时张量（一个乘积及其掩码副本，每个分块每个 logit 8 字节）在交叉熵保留的对数概率超过它们之前已释放；它的反向在交叉熵之后运行，那时交叉熵保存的张量已释放。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/library_workspaces.cpp" line="30"/>
        <source>PyTorch&apos;s cuBLAS workspaces</source>
        <translation>PyTorch 的 cuBLAS 工作区</translation>
    </message>
    <message>
        <location filename="../../model/ledger/library_workspaces.cpp" line="32"/>
        <source>One per cuBLAS handle and stream that runs a PyTorch GEMM, allocated from the caching allocator at its first GEMM and kept: the forward&apos;s thread and autograd&apos;s backward thread each hold a handle. CUBLAS_WORKSPACE_CONFIG sizes it (32 MiB by default from Hopper on). PyTorch builds that do not cache it (TORCH_CUBLAS_WORKSPACE_CACHE off) allocate one for each GEMM instead.</source>
        <translation>每个运行 PyTorch GEMM 的 cuBLAS 句柄与流各一个，在第一次 GEMM 时从缓存分配器分配并一直保留：前向线程与 autograd 的反向线程各持有一个句柄。大小由 CUBLAS_WORKSPACE_CONFIG 决定（Hopper 起默认 32 MiB）。不缓存它的 PyTorch 构建（TORCH_CUBLAS_WORKSPACE_CACHE 关闭）则改为每次 GEMM 分配一个。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/library_workspaces.cpp" line="54"/>
        <source>Transformer Engine&apos;s cuBLAS workspaces</source>
        <translation>Transformer Engine 的 cuBLAS 工作区</translation>
    </message>
    <message>
        <location filename="../../model/ledger/library_workspaces.cpp" line="57"/>
        <source>One for Transformer Engine&apos;s GEMMs on the device, four more once a grouped GEMM runs the experts, three more for the Userbuffers&apos; GEMMs: each 32 MiB + 1 KiB from Hopper on, 4 MiB before. Allocated at the first GEMM and kept.</source>
        <translation>设备上 Transformer Engine 的 GEMM 一个；分组 GEMM 运行专家时再加四个；Userbuffers 的 GEMM 再加三个：Hopper 起每个 32 MiB + 1 KiB，之前 4 MiB。在第一次 GEMM 时分配并一直保留。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/router_loss_terms.cpp" line="62"/>
        <source>Router logits returned for the balancing loss</source>
        <translation>为均衡损失返回的路由 logits</translation>
    </message>
    <message>
        <location filename="../../model/ledger/router_loss_terms.cpp" line="64"/>
        <source>With output_router_logits every MoE layer returns its router logits, which the model&apos;s output holds until the loss is computed at the end of the forward; freed with the output, before backward.</source>
        <translation>开启 output_router_logits 时，每个 MoE 层返回其路由 logits，模型输出一直持有它们，直到前向结束时计算损失；随输出一起在反向之前释放。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/router_loss_terms.cpp" line="72"/>
        <source>Balancing loss: softmax of every layer&apos;s router logits</source>
        <translation>均衡损失：所有层路由 logits 的 softmax</translation>
    </message>
    <message>
        <location filename="../../model/ledger/router_loss_terms.cpp" line="74"/>
        <source>load_balancing_loss_func&apos;s softmax over the concatenated logits of all MoE layers, saved for its backward, which runs first in backward.</source>
        <translation>load_balancing_loss_func 对所有 MoE 层拼接后的 logits 做的 softmax，为其反向而保存；其反向在反向传播中最先运行。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/router_loss_terms.cpp" line="90"/>
        <source>Balancing loss: concatenated logits and one-hot expert mask</source>
        <translation>均衡损失：拼接的 logits 与 one-hot 专家掩码</translation>
    </message>
    <message>
        <location filename="../../model/ledger/router_loss_terms.cpp" line="93"/>
        <source>The balancing loss runs after the cross-entropy, beside the 16-bit logits the model returns (X_16): the concatenated logits, the top-k values and int64 indices, one_hot&apos;s int64 mask of k·E per token and its fp32 copy. This term is what that moment holds beyond the cross-entropy&apos;s own transient (X_CE), so that the end of the forward counts the larger of the two.</source>
        <translation>均衡损失在交叉熵之后运行，与模型返回的 16 位 logits（X_16）并存：拼接的 logits、top-k 的值和 int64 索引、one_hot 生成的每 token k·E 的 int64 掩码及其 fp32 副本。本项是该时刻超出交叉熵自身临时缓冲（X_CE）的部分，因此前向结束时计入两者中较大者。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/router_loss_terms.cpp" line="104"/>
        <source>Balancing loss: gradient of every layer&apos;s router logits</source>
        <translation>均衡损失：所有层路由 logits 的梯度</translation>
    </message>
    <message>
        <location filename="../../model/ledger/router_loss_terms.cpp" line="106"/>
        <source>The softmax&apos;s backward writes the gradient of the concatenated logits in one tensor; each layer&apos;s router reads its slice, so the whole tensor lives until the first MoE layer&apos;s backward.</source>
        <translation>softmax 的反向把拼接 logits 的梯度写入一个张量；每层路由器读取其中一段，因此整个张量一直存活到第一个 MoE 层的反向。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/weight_sync_terms.cpp" line="35"/>
        <source>Weight sync: bucket</source>
        <translation>权重同步：分桶</translation>
    </message>
    <message>
        <location filename="../../model/ledger/weight_sync_terms.cpp" line="38"/>
        <source>verl gathers the policy&apos;s parameters into buckets of update_weights_bucket_megabytes and hands each to SGLang through CUDA IPC handles: a bucket&apos;s tensors are on the trainer&apos;s GPU at once.</source>
        <translation>verl 把策略的参数聚合成大小为 update_weights_bucket_megabytes 的桶，并通过 CUDA IPC 句柄逐桶交给 SGLang：一个桶的张量同时位于训练端的 GPU 上。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/weight_sync_terms.cpp" line="42"/>
        <source>verl allocates one buffer of update_weights_bucket_megabytes on the trainer&apos;s GPU, shares it with vLLM through CUDA IPC and fills it with the 16-bit parameters, bucket by bucket.</source>
        <translation>verl 在训练端的 GPU 上分配一块 update_weights_bucket_megabytes 大小的缓冲区，通过 CUDA IPC 与 vLLM 共享，并逐桶填入 16 位参数。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/weight_sync_terms.cpp" line="50"/>
        <source>Weight sync: a gathered parameter</source>
        <translation>权重同步：一个聚合后的参数</translation>
    </message>
    <message>
        <location filename="../../model/ledger/weight_sync_terms.cpp" line="53"/>
        <source>The largest parameter (the embedding or the output layer) whole on every GPU as the sync sends it: all-gathered in the trainer&apos;s dtype where the parameters are sharded (FSDP&apos;s full_tensor, ZeRO-3&apos;s GatheredParameters), and verl&apos;s 16-bit cast of it for vLLM&apos;s bucket.</source>
        <translation>同步发送时，最大的参数（嵌入层或输出层）在每块 GPU 上完整存在：参数分片时按训练端的数据类型全聚合（FSDP 的 full_tensor、ZeRO-3 的 GatheredParameters），以及 verl 为 vLLM 的分桶把它转换成的 16 位副本。</translation>
    </message>
    <message>
        <location filename="../../model/ledger/weight_sync_terms.cpp" line="63"/>
        <source>Weight sync: the engine&apos;s copies</source>
        <translation>权重同步：引擎的副本</translation>
    </message>
    <message>
        <location filename="../../model/ledger/weight_sync_terms.cpp" line="66"/>
        <source>vLLM clones a bucket&apos;s tensors out of the shared buffer before loading them into its weights, so that the buffer can be refilled: at most one bucket, or the weights when smaller.</source>
        <translation>vLLM 在把一个桶的张量加载进权重之前，先把它们从共享缓冲区克隆出来，以便缓冲区可以重新填充：至多一个桶，权重更小时则为权重大小。</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="67"/>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="68"/>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="69"/>
        <source>recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="70"/>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="71"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="72"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="73"/>
        <source>TP / EP / pipeline</source>
        <translation>TP / EP / 流水线</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="74"/>
        <source>stall</source>
        <translation>停顿</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="75"/>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="78"/>
        <source>rollout engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="84"/>
        <source>Step time %1 · exposed transfers %2 · overlap %3 · stalls %4 · bubble %5 · MFU %6 · %7 tokens/s</source>
        <translation>单步时间 %1 · 暴露传输 %2 · 重叠 %3 · 停顿 %4 · 气泡 %5 · MFU %6 · %7 tokens/s</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="90"/>
        <source>RL: generation %1 · scoring %2 · update %3</source>
        <translation>RL：生成 %1 · 打分 %2 · 更新 %3</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="104"/>
        <source>%1 sequences × %2 prompt tokens per engine replica, at the assumed compute efficiency</source>
        <translation>每个引擎副本 %1 条序列 × %2 个提示词元，按假设的计算效率</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="108"/>
        <source>%1 sequences per engine replica, %2 at a time in %3 round(s), %4 tokens each</source>
        <translation>每个引擎副本 %1 条序列，每次 %2 条，共 %3 轮，每条 %4 个词元</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="113"/>
        <source>each token reads the serving weights and the caches at the HBM&apos;s peak bandwidth: a lower bound</source>
        <translation>每个词元按 HBM 峰值带宽读一遍推理权重和缓存：这是下限</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="116"/>
        <source>the policy&apos;s 16-bit weights gathered where sharded, then the engine&apos;s share loaded</source>
        <translation>若策略的 16 位权重是分片的，先聚合，再载入引擎所需的那一份</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="118"/>
        <source>%1 forward passes over the step&apos;s sequences: the old policy&apos;s log-probs, and the reference&apos;s and the critic&apos;s where the job has them</source>
        <translation>对本步序列做 %1 次前向：旧策略的对数概率，以及作业中有的参考模型和 critic 的前向</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="135"/>
        <source>linears in FP8/FP4 %1</source>
        <translation>FP8/FP4 线性层 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="136"/>
        <source>linears %1</source>
        <translation>线性层 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="138"/>
        <source>attention products, norms and router %1</source>
        <translation>注意力乘积、归一化与路由 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="139"/>
        <source>memory-bound kernels %1: %2 at the HBM bandwidth</source>
        <translation>访存受限内核 %1：按 HBM 带宽搬运 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="162"/>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2（%3）</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="165"/>
        <source>%1 at %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="168"/>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="170"/>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="172"/>
        <source>waiting for: %1</source>
        <translation>等待：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="174"/>
        <source>waiting for another pipeline stage</source>
        <translation>等待其他流水线阶段</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_painter.cpp" line="28"/>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="37"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_painter.cpp" line="86"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="147"/>
        <source>allocated: peak %1 (ledger peak %2 at %3)
limit %4: %5 less context, NCCL, fragmentation</source>
        <translation>已分配：峰值 %1（账本峰值 %2，于%3）
上限 %4：%5 减去 CUDA 上下文、NCCL 与碎片</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="153"/>
        <source>dashed: with the rollout engine, peak %1</source>
        <translation>虚线：加上 rollout 引擎，峰值 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_painter.cpp" line="136"/>
        <source>(pinned — click empty space to release)</source>
        <translation>（已固定 — 点击空白处释放）</translation>
    </message>
</context>
<context>
    <name>Triage</name>
    <message>
        <location filename="../../model/triage/triage.cpp" line="82"/>
        <source>skipped by the user</source>
        <translation>用户已跳过</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage.cpp" line="90"/>
        <source>not a valid layout here: %1</source>
        <translation>在这里不是合法的布局：%1</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage.cpp" line="94"/>
        <source>host RAM would overflow (%1 of %2)</source>
        <translation>主机内存会溢出（%1 / %2）</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage.cpp" line="97"/>
        <source>NVMe would overflow</source>
        <translation>NVMe 会溢出</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage.cpp" line="101"/>
        <source>saves almost nothing on this job (%1)</source>
        <translation>对这个作业几乎省不了显存（%1）</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="46"/>
        <source>needs %1 GPUs; this job may use %2</source>
        <translation>需要 %1 张 GPU；这个作业最多可用 %2 张</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="53"/>
        <source>already trains in 16-bit mixed precision</source>
        <translation>已经在用 16 位混合精度训练</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="62"/>
        <source>FlashAttention is already on</source>
        <translation>FlashAttention 已经开启</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="64"/>
        <source>FlashAttention is not available for this job</source>
        <translation>这个作业无法使用 FlashAttention</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="86"/>
        <source>recomputation is already %1</source>
        <translation>重计算已经是 %1</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="94"/>
        <source>the task needs a full fine-tune (LoRA not allowed)</source>
        <translation>任务需要全参数微调（不允许 LoRA）</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="97"/>
        <source>the base is already quantised (QLoRA)</source>
        <translation>基座已经量化（QLoRA）</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="98"/>
        <source>LoRA is already on</source>
        <translation>LoRA 已经开启</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="108"/>
        <location filename="../../model/triage/triage_actions.cpp" line="125"/>
        <source>the optimizer must stay as it is</source>
        <translation>优化器必须保持不变</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="110"/>
        <location filename="../../model/triage/triage_actions.cpp" line="129"/>
        <source>the optimizer is %1, not adamw</source>
        <translation>优化器是 %1，不是 adamw</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="113"/>
        <source>Megatron-LM has no 8-bit AdamW; its precision-aware optimizer keeps the moments in bf16 instead</source>
        <translation>Megatron-LM 没有 8-bit AdamW；它的精度感知优化器改为以 bf16 保存矩</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="127"/>
        <source>the precision-aware optimizer is Megatron-LM&apos;s</source>
        <translation>精度感知优化器属于 Megatron-LM</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="131"/>
        <source>Megatron runs it only with the distributed optimizer, which is off</source>
        <translation>Megatron 只在分布式优化器下运行它，而分布式优化器未开启</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="134"/>
        <source>it needs bf16 or fp16 mixed precision</source>
        <translation>它需要 bf16 或 fp16 混合精度</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="137"/>
        <source>the moments are already below fp32</source>
        <translation>矩已经低于 fp32</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="173"/>
        <source>sharding splits states over data-parallel GPUs; this job has one</source>
        <translation>分片是把状态切到各数据并行 GPU 上；这个作业只有一张</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="175"/>
        <source>states are already sharded at stage %1</source>
        <translation>状态已经按 stage %1 分片</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="208"/>
        <source>neither TP %1 nor PP %2 is a valid layout for this model</source>
        <translation>TP %1 和 PP %2 都不是这个模型的合法布局</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="225"/>
        <source>sequence parallelism is already on</source>
        <translation>序列并行已经开启</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="227"/>
        <source>sequence parallelism needs tensor parallelism (TP &gt; 1)</source>
        <translation>序列并行需要张量并行（TP &gt; 1）</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="237"/>
        <source>the model has no experts to dispatch tokens to</source>
        <translation>该模型没有可分发 token 的专家</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="239"/>
        <source>the tokens are not all-gathered over the experts&apos; group</source>
        <translation>token 并未在专家组内做 all-gather</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="250"/>
        <location filename="../../model/triage/triage_actions.cpp" line="263"/>
        <location filename="../../model/triage/triage_actions.cpp" line="280"/>
        <source>there is no rollout engine on the GPU</source>
        <translation>GPU 上没有推理引擎</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="252"/>
        <source>the rollout engine already sleeps while the trainer works</source>
        <translation>训练时推理引擎已经在休眠</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="267"/>
        <source>the trainer&apos;s optimizer states already leave the GPU between updates</source>
        <translation>训练端的优化器状态已经在两次更新之间离开 GPU</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="288"/>
        <source>the rollout engine already fits beside the trainer</source>
        <translation>推理引擎已经能与训练端同时放下</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="294"/>
        <source>an engine small enough to fit beside the trainer&apos;s resident states would not hold its weights and one sequence of cache</source>
        <translation>小到能与训练端常驻状态同时放下的引擎，装不下它的权重和一条序列的缓存</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="305"/>
        <source>there is no reference model with weights of its own</source>
        <translation>没有自带权重的参考模型</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="307"/>
        <source>the reference model is already in host memory</source>
        <translation>参考模型已在主机内存中</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="317"/>
        <source>there is no distillation teacher</source>
        <translation>没有蒸馏教师</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="319"/>
        <source>the teacher is already in host memory</source>
        <translation>教师已在主机内存中</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="323"/>
        <source>the teacher is offloaded by FSDP&apos;s CPU offload of sharded parameters: shard them first</source>
        <translation>教师通过 FSDP 对分片参数的 CPU 卸载来卸载：请先对参数分片</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="335"/>
        <source>the job has no log-prob passes</source>
        <translation>该任务没有 log-prob 计算</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="338"/>
        <source>the log-prob passes already score one sequence at a time</source>
        <translation>log-prob 计算已经每次只给一条序列打分</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="346"/>
        <source>the sequence length is fixed by the task</source>
        <translation>序列长度由任务决定，不能改</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="349"/>
        <source>the sequence is already short</source>
        <translation>序列已经很短</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="360"/>
        <source>the micro-batch is already 1</source>
        <translation>micro-batch 已经是 1</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="265"/>
        <location filename="../../model/triage/triage_actions.cpp" line="371"/>
        <source>offload is not allowed for this job</source>
        <translation>这个作业不允许卸载</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="385"/>
        <source>already offloaded to %1</source>
        <translation>已经卸载到 %1</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="399"/>
        <source>expandable segments are already on</source>
        <translation>expandable segments 已经开启</translation>
    </message>
    <message>
        <location filename="../../model/triage/triage_actions.cpp" line="592"/>
        <source>unknown action kind &apos;%1&apos;</source>
        <translation>未知的动作类型“%1”</translation>
    </message>
</context>
<context>
    <name>TriageText</name>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="22"/>
        <source>not simulated</source>
        <translation>未模拟</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="23"/>
        <source>%1 per step (%2)</source>
        <translation>每步 %1（%2）</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="22"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="27"/>
        <source>%1; %2 of transfers hidden behind compute</source>
        <translation>%1；另有 %2 的传输被计算掩盖</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="9"/>
        <source>OOM triage</source>
        <translation>OOM 排障</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="10"/>
        <source>Before</source>
        <translation>调整前</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="11"/>
        <source>After</source>
        <translation>调整后</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="12"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="44"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="13"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="44"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="14"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="15"/>
        <source>Diagnosis</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="16"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="17"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="18"/>
        <source>Branch</source>
        <translation>分支</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="19"/>
        <source>Saved per GPU</source>
        <translation>单卡节省</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="21"/>
        <source>Time added per step</source>
        <translation>每步增加时间</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="23"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="27"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="28"/>
        <source>Why this branch</source>
        <translation>为什么走这个分支</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="29"/>
        <source>Considered and passed over</source>
        <translation>已考虑但未采用</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="30"/>
        <source>Cost model</source>
        <translation>代价模型</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="31"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="32"/>
        <source>Stopped after the step limit.</source>
        <translation>已达步数上限，停止。</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="33"/>
        <source>The GPU fits, but host RAM or NVMe overflows: GPU triage cannot help.</source>
        <translation>显存装得下，但主机内存或 NVMe 溢出：显存排障无济于事。</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="34"/>
        <source>The scenario is not valid</source>
        <translation>场景无效</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="35"/>
        <source>You skipped &quot;{action}&quot;: applied now, it saves {saved} and the job fits ({after}).</source>
        <translation>你跳过了“{action}”：现在应用它可节省 {saved}，作业即可装下（{after}）。</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="36"/>
        <source>You skipped &quot;{action}&quot;: applied now, it would save {saved} ({after}).</source>
        <translation>你跳过了“{action}”：现在应用它可节省 {saved}（{after}）。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="45"/>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="71"/>
        <source>Branch: %1</source>
        <translation>分支：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="76"/>
        <source>Saves per GPU</source>
        <translation>单卡节省</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="20"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="77"/>
        <source>GPU memory after</source>
        <translation>调整后显存</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="78"/>
        <source>Time cost</source>
        <translation>时间代价</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="24"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="79"/>
        <source>Complexity</source>
        <translation>复杂度</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="79"/>
        <source>%1 of %2 — %3</source>
        <translation>%1 / %2 — %3</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="25"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="90"/>
        <source>Change</source>
        <translation>改动</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="91"/>
        <source>Why this branch?</source>
        <translation>为什么走这个分支？</translation>
    </message>
    <message>
        <location filename="../../model/io/reports/triage_labels.cpp" line="26"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="95"/>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="95"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="103"/>
        <source>&lt;i&gt;No step accepted yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;尚未接受任何步骤。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="106"/>
        <source>&lt;li&gt;%1 — saves %2, %3&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1 — 节省 %2，%3&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="115"/>
        <source>Outcome:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="117"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;Steps taken&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;已执行步骤&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="118"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;GPU memory before&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;调整前显存&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="120"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;GPU memory after&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;调整后显存&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="122"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;Step time&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;单步时间&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="165"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="167"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="166"/>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="164"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="164"/>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="166"/>
        <source>kB</source>
        <translation>kB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="168"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="168"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="169"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="169"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="170"/>
        <source>ns</source>
        <translation>ns</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="170"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="171"/>
        <source>B/s</source>
        <translation>B/s</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="171"/>
        <source>kB/s</source>
        <translation>kB/s</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="172"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="172"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="173"/>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/common/quantity_text.cpp" line="20"/>
        <source>%1 %2</source>
        <extracomment>A number and its unit: &quot;71.3 GiB&quot;, &quot;41.2 ms&quot;, &quot;7.0 %&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="165"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="167"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <location filename="../../widgets/publish/view_image.cpp" line="30"/>
        <source>Cannot write %1; check that its folder exists and is writable.</source>
        <translation>无法写入 %1；请检查其所在文件夹是否存在且可写。</translation>
    </message>
    <message>
        <location filename="../../widgets/publish/view_image.cpp" line="95"/>
        <source>%1: name the file .png, .svg or .pdf</source>
        <translation>%1：文件名请以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <location filename="../../widgets/publish/view_image.cpp" line="102"/>
        <source>Cannot draw the view into %1.</source>
        <translation>无法将视图绘制到 %1。</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="17"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="18"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="19"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="20"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="21"/>
        <source>Temporaries</source>
        <translation>临时缓冲</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="22"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="23"/>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="24"/>
        <source>Rollout engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="31"/>
        <source>end of forward</source>
        <translation>前向结束</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="32"/>
        <source>backward of the loss</source>
        <translation>损失的反向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="33"/>
        <source>backward of the last layer</source>
        <translation>最后一层的反向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="34"/>
        <source>end of backward (the first layer)</source>
        <translation>反向传播结束（第一层）</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="35"/>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="36"/>
        <source>rollout (generation)</source>
        <translation>rollout（生成）</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="37"/>
        <source>log-prob passes (no grad)</source>
        <translation>log-prob 计算（无梯度）</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="38"/>
        <source>weight sync (trainer to engine)</source>
        <translation>权重同步（训练端到引擎）</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="42"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="43"/>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="44"/>
        <source>PCIe H2D</source>
        <translation>PCIe H2D</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="45"/>
        <source>PCIe D2H</source>
        <translation>PCIe D2H</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="46"/>
        <source>CPU optimizer</source>
        <translation>CPU 优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="47"/>
        <source>NVMe read</source>
        <translation>NVMe 读</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="48"/>
        <source>NVMe write</source>
        <translation>NVMe 写</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="52"/>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="53"/>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="54"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="55"/>
        <source>LM head and loss</source>
        <translation>LM head 与 loss</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="56"/>
        <source>LM head backward</source>
        <translation>LM head 反向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="57"/>
        <source>Optimizer step (GPU)</source>
        <translation>优化器更新（GPU）</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="58"/>
        <source>TP collectives</source>
        <translation>TP 集合通信</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="59"/>
        <source>EP all-to-all</source>
        <translation>EP all-to-all</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="60"/>
        <source>Pipeline send</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="61"/>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="62"/>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="63"/>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="64"/>
        <source>Parameter upload</source>
        <translation>参数上传</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="65"/>
        <source>Updated parameters upload</source>
        <translation>更新后参数上传</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="66"/>
        <source>Gradient offload</source>
        <translation>梯度卸载</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="67"/>
        <source>Gradient upload</source>
        <translation>梯度上传</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="68"/>
        <source>Activation offload</source>
        <translation>激活卸载</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="69"/>
        <source>Activation upload</source>
        <translation>激活上传</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="70"/>
        <source>CPU Adam</source>
        <translation>CPU Adam</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="71"/>
        <source>Optimizer states read</source>
        <translation>优化器状态读取</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="72"/>
        <source>Optimizer states write</source>
        <translation>优化器状态写入</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="73"/>
        <source>Parameters read</source>
        <translation>参数读取</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="74"/>
        <source>Parameters write</source>
        <translation>参数写入</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="75"/>
        <source>Rollout engine wake-up</source>
        <translation>Rollout 引擎唤醒</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="76"/>
        <source>Weight sync to the engine</source>
        <translation>向引擎同步权重</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="77"/>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="78"/>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="79"/>
        <source>Rollout engine to sleep</source>
        <translation>Rollout 引擎休眠</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="80"/>
        <source>Log-prob pass</source>
        <translation>对数概率前向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="81"/>
        <source>Trainer states to host</source>
        <translation>训练端状态移到主机</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="82"/>
        <source>Trainer states back to the GPU</source>
        <translation>训练端状态搬回 GPU</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="83"/>
        <source>Stall</source>
        <translation>停顿</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="84"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="88"/>
        <source>the estimate is high</source>
        <translation>估算偏高</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="89"/>
        <source>the estimate is low</source>
        <translation>估算偏低</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="90"/>
        <source>the estimate may be high or low</source>
        <translation>估算可能偏高也可能偏低</translation>
    </message>
    <message>
        <location filename="../../model/core/named_words.cpp" line="46"/>
        <source>PyTorch&apos;s default allocator settings</source>
        <translation>PyTorch 默认分配器设置</translation>
    </message>
    <message>
        <location filename="../../model/reconcile/measured_comparison.cpp" line="14"/>
        <source>CUDA context and NCCL (outside PyTorch)</source>
        <translation>CUDA 上下文与 NCCL（PyTorch 之外）</translation>
    </message>
    <message>
        <location filename="../../model/reconcile/measured_comparison.cpp" line="15"/>
        <source>Tensors the model does not know</source>
        <translation>模型未知的张量</translation>
    </message>
    <message>
        <location filename="../../model/reconcile/measured_comparison.cpp" line="16"/>
        <source>Rounding to allocator blocks</source>
        <translation>分配器块取整</translation>
    </message>
    <message>
        <location filename="../../model/reconcile/measured_comparison.cpp" line="17"/>
        <source>Fragmentation (reserved − allocated)</source>
        <translation>碎片（已预留 − 已分配）</translation>
    </message>
    <message>
        <location filename="../../model/core/limitation.cpp" line="58"/>
        <source>%1: %3 — changes %4; %5</source>
        <translation>%1：%3 — 影响%4；%5</translation>
    </message>
    <message>
        <location filename="../../model/core/limitation.cpp" line="57"/>
        <source>%1 (%2): %3 — changes %4; %5</source>
        <translation>%1（%2）：%3 — 影响%4；%5</translation>
    </message>
    <message>
        <location filename="../../model/core/limitation.cpp" line="46"/>
        <source>an unknown part of memory</source>
        <translation>未知的显存部分</translation>
    </message>
    <message>
        <location filename="../../model/core/limitation.cpp" line="51"/>
        <source>%1 (%2) — changes %4; %5</source>
        <translation>%1（%2）— 影响%4；%5</translation>
    </message>
    <message>
        <location filename="../../model/core/limitation.cpp" line="52"/>
        <source>%1 — changes %4; %5</source>
        <translation>%1 — 影响%4；%5</translation>
    </message>
    <message>
        <location filename="../../model/core/limitation.cpp" line="64"/>
        <source>Not modelled, so the figures are off by what these change (%1):</source>
        <translation>以下设置未建模，数字会因其影响而有偏差（%1）：</translation>
    </message>
</context>
<context>
    <name>memledger::gui::MainWindow</name>
    <message>
        <location filename="../../app/window/main_window.cpp" line="63"/>
        <location filename="../../app/window/main_window_welcome.cpp" line="29"/>
        <source>Controls</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window.cpp" line="64"/>
        <location filename="../../app/window/main_window_welcome.cpp" line="38"/>
        <source>Formula inspector</source>
        <translation>公式检查器</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window.cpp" line="67"/>
        <location filename="../../app/window/main_window_welcome.cpp" line="45"/>
        <source>OOM triage</source>
        <translation>OOM 排障</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window.cpp" line="69"/>
        <source>Planner: what fits</source>
        <translation>规划器：哪些能装下</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="35"/>
        <source>New scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="29"/>
        <source>MemLedger scenario or Hugging Face config (*.json);;MemLedger scenario (*.memledger.json)</source>
        <translation>MemLedger 场景或 Hugging Face 配置 (*.json);;MemLedger 场景 (*.memledger.json)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="50"/>
        <source>Open scenario or model config</source>
        <translation>打开场景或模型配置</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="58"/>
        <source>Open memory snapshot or statistics</source>
        <translation>打开显存快照或统计</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="59"/>
        <source>PyTorch memory snapshot or memory_stats() JSON (*.pickle *.pkl *.json);;All files (*)</source>
        <translation>PyTorch 显存快照或 memory_stats() JSON (*.pickle *.pkl *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="72"/>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="77"/>
        <location filename="../../app/window/main_window_import.cpp" line="52"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="85"/>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="100"/>
        <source>Imported with approximations</source>
        <translation>导入时做了近似</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="113"/>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="125"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="141"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="141"/>
        <source>Save the changes to this scenario?</source>
        <translation>保存对此场景的更改？</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="154"/>
        <location filename="../../app/window/main_window_files.cpp" line="162"/>
        <source>Cannot load preset</source>
        <translation>无法加载预设</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="155"/>
        <source>No preset scenario &apos;%1&apos; in the presets folder; reinstall MemLedger or pass --presets DIR.</source>
        <translation>预设目录中没有场景“%1”；请重新安装 MemLedger 或传入 --presets DIR。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="166"/>
        <source>Load preset %1</source>
        <translation>加载预设 %1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="198"/>
        <source>%1 (preset)</source>
        <translation>%1（预设）</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="199"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="200"/>
        <source>%1[*] — MemLedger</source>
        <translation>%1[*] — MemLedger</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="39"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="40"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="41"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="42"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="43"/>
        <source>Open Sna&amp;pshot…</source>
        <translation>打开快照(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="44"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="45"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="47"/>
        <source>&amp;Import Training Config…</source>
        <translation>导入训练配置(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="47"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="48"/>
        <source>&amp;Export for a Launcher…</source>
        <translation>导出为启动器配置(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="48"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="51"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="53"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="54"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="56"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="62"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="63"/>
        <source>Decimal units (GB)</source>
        <translation>十进制单位 (GB)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="65"/>
        <source>Show bytes in GB (10⁹) instead of GiB (2³⁰)</source>
        <translation>以 GB (10⁹) 而非 GiB (2³⁰) 显示字节数</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="71"/>
        <source>OOM &amp;triage wizard</source>
        <translation>OOM 排障向导(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="72"/>
        <source>Diagnose an out-of-memory job and walk the fixes in order, on the live ledger</source>
        <translation>诊断显存溢出 (OOM) 的任务，在实时账本上按顺序逐步尝试修复</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="75"/>
        <source>&amp;Presets</source>
        <translation>预设(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="77"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="40"/>
        <source>&amp;Guide</source>
        <translation>指南(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="41"/>
        <source>Short illustrated pages on GPU memory, ZeRO, recomputation, offload, fragmentation and the triage order</source>
        <translation>关于显存、ZeRO、重计算、卸载、碎片与排障顺序的简短图解</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="44"/>
        <source>What&apos;s &amp;This?</source>
        <translation>这是什么(&amp;T)？</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="45"/>
        <source>Click a control to read what it is, what it trades and its typical values</source>
        <translation>点击一个控件，查看它是什么、用什么换什么以及常见取值</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="48"/>
        <source>&amp;Welcome</source>
        <translation>欢迎(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="49"/>
        <source>What the job on screen shows, which segment is the lesson, and where to go next</source>
        <translation>屏幕上的任务说明了什么、哪一段是要点、下一步去哪里</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="50"/>
        <source>&amp;Tour of the Window</source>
        <translation>窗口导览(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="51"/>
        <source>Each part of the window, named where it is</source>
        <translation>在原位逐一介绍窗口的各个部分</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="53"/>
        <source>&amp;About MemLedger</source>
        <translation>关于 MemLedger(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="55"/>
        <source>About MemLedger</source>
        <translation>关于 MemLedger</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="56"/>
        <source>&lt;h3&gt;MemLedger %1&lt;/h3&gt;&lt;p&gt;MemLedger explains where the GPU memory of a training step goes: every figure comes with its formula and its source.&lt;/p&gt;&lt;p&gt;Released under the MIT licence. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;MemLedger %1&lt;/h3&gt;&lt;p&gt;MemLedger 解释训练一步中 GPU 显存的去向：每个数字都附有公式与出处。&lt;/p&gt;&lt;p&gt;以 MIT 许可证发布。基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="62"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="88"/>
        <source>Last: %1</source>
        <translation>上一步：%1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="93"/>
        <source>Engine: %1 in %2</source>
        <translation>引擎：%1 用时 %2</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="96"/>
        <source>ledger with the allocator</source>
        <translation>含分配器模拟的账本</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="98"/>
        <source>step timeline</source>
        <translation>步时间线</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="99"/>
        <source>sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="101"/>
        <source>planner, rows with the allocator</source>
        <translation>规划器，各行含分配器回放</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="101"/>
        <source>planner search</source>
        <translation>规划器搜索</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="103"/>
        <source>Hover a control for what it does; Shift+F1 then click for more; F1 opens the guide.</source>
        <translation>悬停控件查看其作用；按 Shift+F1 再点击可看更多；F1 打开指南。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_help.cpp" line="172"/>
        <source>Loaded the guide&apos;s example: %1</source>
        <translation>已载入指南示例：%1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="81"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="83"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="84"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="89"/>
        <source>OOM triage wizard</source>
        <translation>OOM 排查向导</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="99"/>
        <source>No scenario presets found</source>
        <translation>未找到场景预设</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_state.cpp" line="91"/>
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_state.cpp" line="92"/>
        <source>MemLedger did not close normally. Restore the scenario it autosaved?</source>
        <translation>MemLedger 上次未正常关闭。要恢复自动保存的场景吗？</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_state.cpp" line="97"/>
        <source>Recover autosave</source>
        <translation>恢复自动保存</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_import.cpp" line="21"/>
        <source>Import a training configuration</source>
        <translation>导入训练配置</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_import.cpp" line="22"/>
        <source>Training configurations (*.json *.yaml *.yml *.toml *.sh *.txt);;All files (*)</source>
        <translation>训练配置 (*.json *.yaml *.yml *.toml *.sh *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_import.cpp" line="42"/>
        <source>%1 could not be applied: %2</source>
        <translation>无法应用 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_import.cpp" line="47"/>
        <source>the scenario on screen</source>
        <translation>当前场景</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_import.cpp" line="48"/>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_import.cpp" line="51"/>
        <source>Imported from %1 over %2: what the file does not set is that scenario&apos;s.</source>
        <translation>从 %1 导入，叠加在%2之上：文件未设置的项沿用该场景的值。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="53"/>
        <source>Scenes</source>
        <translation>演示页</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="131"/>
        <source>Scenario &amp;Properties…</source>
        <translation>场景属性(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="132"/>
        <source>The scenario&apos;s title and description, saved in its file</source>
        <translation>场景的标题和描述，保存在场景文件中</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="144"/>
        <source>&amp;Scenes</source>
        <translation>演示页(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="145"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="147"/>
        <source>Presentation &amp;Mode</source>
        <translation>演示模式(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="149"/>
        <source>Full screen, large type, one view at a time; the arrow keys step through the scenes, L shows a pointer highlight, Esc leaves</source>
        <translation>全屏、大字号、一次只显示一个视图；方向键逐页切换演示页，L 显示指针高亮，Esc 退出</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="153"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="163"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="164"/>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="165"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="166"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="167"/>
        <source>Ctrl+Shift+U</source>
        <translation>Ctrl+Shift+U</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="169"/>
        <source>&amp;Go to View</source>
        <translation>转到视图(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="195"/>
        <source>In presentation mode: Right, Page Down or Space for the next scene; Left, Page Up or Backspace for the previous one; Home and End for the first and last; L for the pointer highlight; Esc to leave.</source>
        <translation>演示模式中：Right、Page Down 或空格键切到下一页；Left、Page Up 或 Backspace 回到上一页；Home 和 End 跳到第一页和最后一页；L 切换指针高亮；Esc 退出。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_present.cpp" line="198"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="49"/>
        <source>Export &amp;View…</source>
        <translation>导出视图(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="49"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="50"/>
        <source>Save the view with focus as a PNG image, an SVG drawing or a PDF page</source>
        <translation>将当前焦点所在的视图保存为 PNG 图像、SVG 矢量图或 PDF 页面</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="51"/>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="51"/>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="52"/>
        <source>A design-review report as Markdown, HTML or PDF: scenario, ledger with formulas and sources, charts, triage path, A/B deltas, assumptions</source>
        <translation>以 Markdown、HTML 或 PDF 导出设计评审报告：场景、带公式与来源的账本、图表、排障路径、A/B 差异、假设</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="59"/>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="59"/>
        <source>Copy &amp;View</source>
        <translation>复制视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="61"/>
        <source>Copy the view with focus as an image</source>
        <translation>将当前焦点所在的视图复制为图像</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="62"/>
        <source>Copy &amp;Summary</source>
        <translation>复制摘要(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="63"/>
        <source>Copy the headline and the ledger by category as a Markdown table</source>
        <translation>将结论和按类别的账本复制为 Markdown 表格</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="87"/>
        <source>Ledger</source>
        <translation>显存账本</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="95"/>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="101"/>
        <source>Export View: %1</source>
        <translation>导出视图：%1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="105"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="105"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="105"/>
        <source>PDF page (*.pdf)</source>
        <translation>PDF 页面 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="110"/>
        <source>PNG at 2× (sharp on high-density screens and in print)</source>
        <translation>PNG 使用 2 倍分辨率（在高密度屏幕和打印中更清晰）</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="119"/>
        <source>Cannot export the view</source>
        <translation>无法导出视图</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="155"/>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="162"/>
        <source>design-review</source>
        <translation>设计评审</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="165"/>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_export.cpp" line="166"/>
        <source>PDF document (*.pdf);;HTML page (*.html *.htm);;Markdown with PNG charts (*.md)</source>
        <translation>PDF 文档 (*.pdf);;HTML 网页 (*.html *.htm);;带 PNG 图表的 Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="30"/>
        <source>Every input of the job: model and GPU first, then batch and sequence, parallelism, memory savings and offload. Each group folds its expert settings under “More settings”. Ctrl+Z undoes any change.</source>
        <translation>任务的全部输入：先是模型和 GPU，然后是批次与序列、并行、显存优化和卸载。每组的专家设置折叠在“更多设置”下。Ctrl+Z 可撤销任何修改。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="32"/>
        <source>The verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="33"/>
        <source>Fits or not, the peak per GPU, the instant of the step it happens at, and the headroom. A figure marked ≈ is refined a moment later by the allocator&apos;s replay.</source>
        <translation>放得下与否、每卡峰值、峰值出现在步骤的哪个时刻，以及余量。标有 ≈ 的数字稍后由分配器回放精确化。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="35"/>
        <source>The ledger</source>
        <translation>账本</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="36"/>
        <source>One bar per pipeline stage against the card&apos;s capacity. Each colour is a kind of memory; hover a segment for its formula, click it to inspect it.</source>
        <translation>每个流水线阶段一条，对照显卡容量。每种颜色是一类显存；悬停某段查看公式，点击即可检查。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="39"/>
        <source>The selected term: its formula, the values put in it, and its source in the papers or the frameworks&apos; code.</source>
        <translation>所选项：它的公式、代入的数值，以及它在论文或框架代码中的出处。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="41"/>
        <source>The step, seen several ways</source>
        <translation>从多个角度看一个步骤</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="42"/>
        <source>Activations per tensor, the timeline of one step, the caching allocator&apos;s replay, a sweep of one knob, a fit map of two, and a pinned scenario beside the live one (A/B).</source>
        <translation>逐张量的激活、一个步骤的时间线、缓存分配器的回放、单参数扫描、双参数可行图，以及固定场景与当前场景的对比（A/B）。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="44"/>
        <source>Planner</source>
        <translation>规划器</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="44"/>
        <source>Searches the layouts of your GPUs that fit, and ranks them by step time.</source>
        <translation>搜索能在你的 GPU 上放下的并行布局，并按步骤时间排序。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_welcome.cpp" line="46"/>
        <source>The triage wizard walks the fixes in the order that costs least, and previews each on the ledger before you apply it. F1 opens the guide; Shift+F1 then a click explains any control.</source>
        <translation>排查向导按代价从低到高逐一尝试修复，并在应用前先在账本上预览。F1 打开指南；Shift+F1 后点击任一控件即可查看说明。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ActivationTable</name>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="34"/>
        <source>Dense layer</source>
        <translation>稠密层</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="35"/>
        <source>MoE layer</source>
        <translation>MoE 层</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="36"/>
        <source>Layer kind</source>
        <translation>层类型</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="37"/>
        <source>Which layer&apos;s saved tensors to list: a dense layer, or a mixture-of-experts layer of the same model.</source>
        <translation>列出哪种层保存的张量：稠密层，或同一模型的混合专家层。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="42"/>
        <source>Saved by</source>
        <translation>保存算子</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="42"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="42"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="42"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="43"/>
        <source>Selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="43"/>
        <source>Shape (this rank)</source>
        <translation>形状（本 rank）</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="43"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="45"/>
        <source>Saved activations</source>
        <translation>保存的激活</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="46"/>
        <source>Every tensor one layer keeps for its backward pass: who saves it, its size and whether selective recomputation drops it.</source>
        <translation>一层为反向保存的每个张量：由谁保存、大小，以及选择性重计算是否丢弃它。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="86"/>
        <source>What &lt;b&gt;one layer&lt;/b&gt; saves for backward, per micro-batch on one rank: &lt;b&gt;%1&lt;/b&gt;. Selective recomputation drops &lt;b&gt;%2&lt;/b&gt; (marked: the recomputed modules, the attention core by default); per-op recomputation (torchtitan) keeps the layer input and its save list&apos;s outputs (&lt;b&gt;%4&lt;/b&gt;); full recomputation keeps only the layer input (&lt;b&gt;%3&lt;/b&gt;).</source>
        <translation>&lt;b&gt;一层&lt;/b&gt;在一个 rank 上每个微批次为反向保存：&lt;b&gt;%1&lt;/b&gt;。选择性重计算丢弃 &lt;b&gt;%2&lt;/b&gt;（已标出：重计算的模块，默认为注意力核心）；逐算子重计算（torchtitan）保留层输入及其保存列表中算子的输出（&lt;b&gt;%4&lt;/b&gt;）；完全重计算只保留层输入（&lt;b&gt;%3&lt;/b&gt;）。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="93"/>
        <source>What &lt;b&gt;one layer&lt;/b&gt; saves for backward, per micro-batch on one rank: &lt;b&gt;%1&lt;/b&gt;. Selective recomputation drops &lt;b&gt;%2&lt;/b&gt; (marked: the recomputed modules, the attention core by default); full recomputation keeps only the layer input (&lt;b&gt;%3&lt;/b&gt;).</source>
        <translation>&lt;b&gt;一层&lt;/b&gt;在一个 rank 上每个微批次为反向保存：&lt;b&gt;%1&lt;/b&gt;。选择性重计算丢弃 &lt;b&gt;%2&lt;/b&gt;（已标出：重计算的模块，默认为注意力核心）；完全重计算只保留层输入（&lt;b&gt;%3&lt;/b&gt;）。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="103"/>
        <source>✂ dropped, recomputed</source>
        <translation>✂ 丢弃，重计算</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::AllocatorPanel</name>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="98"/>
        <source>Nothing replayed yet.</source>
        <translation>尚未重放。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="109"/>
        <source>Expandable segments</source>
        <translation>可扩展段（expandable segments）</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="111"/>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: segments grow in place instead of leaving odd-sized holes. Starts as the scenario&apos;s setting.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True：段原地增长，不留下大小不一的空洞。初始值取自场景设置。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="114"/>
        <source>Fixed shapes</source>
        <translation>固定形状</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="115"/>
        <source>Variable-length batches</source>
        <translation>变长批次</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="116"/>
        <source>Bucketed lengths</source>
        <translation>分桶长度</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="117"/>
        <source>Batch shapes</source>
        <translation>批次形状</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="118"/>
        <source>Variable: each step a new length from an eighth of the sequence up to it. Bucketed: the same lengths padded up to quarters of the sequence.</source>
        <translation>变长：每步取一个新长度，介于序列长度的八分之一与序列长度之间。分桶：同样的长度向上填充到序列长度的四分位。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="120"/>
        <source>empty_cache() between steps</source>
        <translation>每步之间调用 empty_cache()</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="122"/>
        <source>torch.cuda.empty_cache() after every step returns the cached segments; the next step allocates them again.</source>
        <translation>每步之后调用 torch.cuda.empty_cache() 会归还缓存的段；下一步会重新分配它们。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="186"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="198"/>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="241"/>
        <source>Stage %1, %n step(s), %2.</source>
        <translation>
            <numerusform>阶段 %1，%n 步，%2。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="248"/>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="252"/>
        <source>Predicted: memory over the step</source>
        <translation>预测：一步中的显存</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="249"/>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="253"/>
        <source>Predicted: segments at the peak</source>
        <translation>预测：峰值时的段</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="251"/>
        <source>Nothing to replay: %1</source>
        <translation>无可重放：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="267"/>
        <source>Measured: memory over the trace</source>
        <translation>实测：追踪中的显存</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="268"/>
        <source>Measured: segments at the peak</source>
        <translation>实测：峰值时的段</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="270"/>
        <source>Measured: peaks only, no trace</source>
        <translation>实测：仅有峰值，无追踪</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="271"/>
        <source>Measured: no segment map</source>
        <translation>实测：无段图</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="283"/>
        <source>%1 against the prediction</source>
        <translation>%1 与预测对比</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="287"/>
        <source>No prediction to compare with</source>
        <translation>没有可对比的预测</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::CompareChart</name>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="97"/>
        <source>A (pinned)</source>
        <translation>A（已固定）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="96"/>
        <source>B (live scenario)</source>
        <translation>B（当前场景）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="129"/>
        <source>By category (worst stage, at its peak)</source>
        <translation>按类别（最差阶段，峰值时刻）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="131"/>
        <source>Term by term: A → B</source>
        <translation>逐项：A → B</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="130"/>
        <source>axis from %1</source>
        <translation>坐标轴起点 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="96"/>
        <source>B: %1 (live)</source>
        <translation>B：%1（当前）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="97"/>
        <source>A: %1 (pinned)</source>
        <translation>A：%1（已固定）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="198"/>
        <source>A total</source>
        <translation>A 合计</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="199"/>
        <source>B total</source>
        <translation>B 合计</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_chart.cpp" line="200"/>
        <source>other terms</source>
        <translation>其他项</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ComparePanel</name>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="50"/>
        <source>Pin current as A</source>
        <translation>将当前固定为 A</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="51"/>
        <source>Keep the current scenario as A; your next edits become B</source>
        <translation>将当前场景保留为 A；之后的修改成为 B</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="52"/>
        <source>Clear A</source>
        <translation>清除 A</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="54"/>
        <source>Forget the pinned scenario A; the comparison is empty until you pin again.</source>
        <translation>清除固定的场景 A；再次固定前对比为空。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="144"/>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="146"/>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="138"/>
        <source>Nothing pinned</source>
        <translation>未固定任何场景</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="129"/>
        <source>Pin the current scenario as A, then keep editing: the live scenario is B, and this tab shows what changed, category by category and term by term.</source>
        <translation>将当前场景固定为 A，然后继续编辑：当前场景即为 B，此页按类别、逐项显示变化。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="145"/>
        <source>A: %1
B: %2</source>
        <translation>A：%1
B：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="159"/>
        <source>B is invalid: comparing with its last valid estimate. %1</source>
        <translation>B 无效：使用其上一次有效估算进行对比。%1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare/compare_panel.cpp" line="162"/>
        <source>Simulated step time: A %1, B %2</source>
        <translation>模拟的单步时间：A %1，B %2</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ExportDialog</name>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="43"/>
        <source>DeepSpeed config (JSON)</source>
        <translation>DeepSpeed 配置（JSON）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="44"/>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM 参数</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="45"/>
        <source>torchtitan job config (TOML)</source>
        <translation>torchtitan 作业配置（TOML）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="46"/>
        <source>torchtune command-line overrides</source>
        <translation>torchtune 命令行覆盖项</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="47"/>
        <source>verl launch script (main_ppo overrides)</source>
        <translation>verl 启动脚本（main_ppo 覆盖参数）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="48"/>
        <source>TRL config (GRPO, DPO or SFT YAML)</source>
        <translation>TRL 配置（GRPO、DPO 或 SFT 的 YAML）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="58"/>
        <source>Export the scenario for a launcher</source>
        <translation>将场景导出为启动器配置</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="62"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="67"/>
        <source>Exported configuration</source>
        <translation>导出的配置</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="73"/>
        <source>Settings the format cannot carry</source>
        <translation>该格式无法表达的设置</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="76"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="77"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="121"/>
        <source>Every setting of the scenario is in the file.</source>
        <translation>场景的所有设置都已写入文件。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/exchange/export_dialog.cpp" line="122"/>
        <source>%n setting(s) the format cannot carry (also written as comments where the format has them):</source>
        <translation>
            <numerusform>该格式无法表达 %n 项设置（若格式支持注释，也已写为注释）：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="130"/>
        <source>Save the exported configuration</source>
        <translation>保存导出的配置</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="136"/>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="137"/>
        <source>Could not write %1: %2. Choose another folder.</source>
        <translation>无法写入 %1：%2。请选择其他文件夹。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::FormulaInspector</name>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="24"/>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="25"/>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="26"/>
        <source>assumed</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="27"/>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="37"/>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="37"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="89"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="37"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="91"/>
        <source>Provenance</source>
        <translation>依据</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="37"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="92"/>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="37"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="93"/>
        <source>With values</source>
        <translation>代入数值</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="37"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="105"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="38"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="109"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="45"/>
        <source>Ledger terms</source>
        <translation>账本条目</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="46"/>
        <source>Every term of the ledger with its bytes, formula, values and source. Pick one to read its derivation below and highlight it in the ledger.</source>
        <translation>账本的每个条目及其字节数、公式、取值与出处。选中一项可在下方阅读推导并在账本中高亮。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="142"/>
        <source>Stage %1%2 · %3 · %4 layers</source>
        <translation>阶段 %1%2 · %3 · %4 层</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="144"/>
        <source> ★ worst</source>
        <translation> ★ 最差</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="150"/>
        <source>Host RAM per node · %1</source>
        <translation>每节点主机内存 · %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="153"/>
        <source>NVMe per node · %1</source>
        <translation>每节点 NVMe · %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="41"/>
        <source>Simulated: each stage&apos;s step replayed through the caching allocator with %1.</source>
        <translation>模拟：每个阶段的一步以 %1 在缓存分配器中重放。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="43"/>
        <source>Assumed: the allocator could not be simulated (%1).</source>
        <translation>假设值：无法模拟分配器（%1）。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="45"/>
        <source>Assumed until the allocator simulation answers.</source>
        <translation>在分配器模拟返回之前采用假设值。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="64"/>
        <source>Not live at the peak (%1)</source>
        <translation>峰值时刻（%1）不驻留</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="62"/>
        <source>The ledger shows each stage at its peak instant, so this term has no segment there.</source>
        <translation>账本显示每个阶段在峰值时刻的占用，因此该项在其中没有对应色段。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="61"/>
        <source>The stage&apos;s bar shows its peak instant; the phase rows below show this term where it is live.</source>
        <translation>阶段条显示其峰值时刻；下方各阶段的行会在该项存活的阶段显示它。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="103"/>
        <source>Where</source>
        <translation>其中</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="104"/>
        <source>Live at</source>
        <translation>存活于</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="107"/>
        <source>Allocator</source>
        <translation>分配器</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="110"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::GuideDialog</name>
    <message>
        <location filename="../../widgets/workbench/guide_dialog.cpp" line="17"/>
        <source>Show me</source>
        <translation>演示给我看</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_dialog.cpp" line="19"/>
        <source>MemLedger Guide</source>
        <translation>MemLedger 指南</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_dialog.cpp" line="23"/>
        <source>Guide pages</source>
        <translation>指南页面</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_dialog.cpp" line="23"/>
        <source>The topics of the guide; pick one to read it.</source>
        <translation>指南的主题；选一个阅读。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_dialog.cpp" line="25"/>
        <source>Guide page</source>
        <translation>指南页面内容</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_dialog.cpp" line="25"/>
        <source>The chosen topic, with a diagram drawn in the ledger&apos;s colours.</source>
        <translation>所选主题，配以账本配色绘制的示意图。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_dialog.cpp" line="27"/>
        <source>Load a prepared scenario that shows this topic and open the view where it is seen.</source>
        <translation>载入展示该主题的预置场景，并打开能看到它的视图。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/guide_dialog.cpp" line="31"/>
        <source>Close the guide; it keeps its page for next time.</source>
        <translation>关闭指南；下次打开时仍停在此页。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeadlineStrip</name>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="21"/>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="55"/>
        <source>✖ Invalid scenario</source>
        <translation>✖ 场景无效</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="62"/>
        <source>&lt;br&gt;&lt;i&gt;The ledger below is the last valid one.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;下方显示的是上一份有效账本。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="80"/>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="82"/>
        <source>✔ Fits</source>
        <translation>✔ 装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="82"/>
        <source>✖ Does not fit</source>
        <translation>✖ 装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="84"/>
        <source>Preview: %1</source>
        <translation>预览：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="86"/>
        <source>headroom &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>余量 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="87"/>
        <source>&lt;b&gt;%1 over&lt;/b&gt;</source>
        <translation>&lt;b&gt;超出 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="88"/>
        <source>peak per GPU &lt;b&gt;%1&lt;/b&gt; of %2 (stage %3, %4) · %5&lt;br&gt;tokens per step &lt;b&gt;%6&lt;/b&gt; · global batch &lt;b&gt;%7&lt;/b&gt; · %8 · %9</source>
        <translation>单卡峰值 &lt;b&gt;%1&lt;/b&gt; / %2（阶段 %3，%4）· %5&lt;br&gt;每步 token 数 &lt;b&gt;%6&lt;/b&gt; · 全局批次 &lt;b&gt;%7&lt;/b&gt; · %8 · %9</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="94"/>
        <source>1 GPU</source>
        <translation>1 张 GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="94"/>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="102"/>
        <source> · host RAM %1 of %2 per node</source>
        <translation> · 每节点主机内存 %1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="104"/>
        <source> · NVMe %1 of %2</source>
        <translation> · NVMe %1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="107"/>
        <source> · busiest EP rank: &lt;b&gt;%1×&lt;/b&gt; the balanced routed tokens</source>
        <translation> · 最忙 EP rank：路由 token 为均衡份额的 &lt;b&gt;%1 倍&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="111"/>
        <source> · refining…</source>
        <translation> · 细化中…</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="115"/>
        <source>≈: the fragmentation is the assumed share of the peak until the allocator&apos;s replay of this step answers, a moment after the last edit; the figure then shown is the one every view and the command line print.</source>
        <translation>≈：在分配器对这一步的重放给出结果之前（最后一次编辑后片刻），碎片按峰值的假定比例计算；之后显示的数值与所有视图和命令行打印的一致。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeatMapChart</name>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="89"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="89"/>
        <source>out of memory</source>
        <translation>显存溢出</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="89"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="100"/>
        <source>fit boundary (largest %1 that fits)</source>
        <translation>容量边界（能装下的最大 %1）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="106"/>
        <source>cells: memory per GPU</source>
        <translation>格内：每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="107"/>
        <source>cells: memory per GPU in %1</source>
        <translation>格内：每 GPU 显存（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="109"/>
        <source>dashed: this scenario</source>
        <translation>虚线框：当前场景</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="110"/>
        <source>click a cell to apply it</source>
        <translation>点击一格即可应用</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="168"/>
        <source>invalid: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="169"/>
        <source>fits: %1 per GPU</source>
        <translation>装得下：单卡 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="170"/>
        <source>out of memory: %1 per GPU</source>
        <translation>显存溢出：单卡 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="172"/>
        <source>This is the current scenario.</source>
        <translation>这是当前场景。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_chart.cpp" line="172"/>
        <source>Click to apply both values to the scenario.</source>
        <translation>点击将这两个值应用到场景。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeatMapPanel</name>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_panel.cpp" line="48"/>
        <source>Across: the knob along the bottom</source>
        <translation>横轴：底部的参数</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_panel.cpp" line="48"/>
        <source>Fit map across</source>
        <translation>适配图横轴</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_panel.cpp" line="49"/>
        <source>Up: the knob along the side</source>
        <translation>纵轴：侧边的参数</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_panel.cpp" line="49"/>
        <source>Fit map up</source>
        <translation>适配图纵轴</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_panel.cpp" line="111"/>
        <source>stale</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_panel.cpp" line="113"/>
        <source>%1 × %2 cells, computed in %3</source>
        <translation>%1 × %2 个格子，耗时 %3</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_panel.cpp" line="112"/>
        <source>The scenario is invalid: showing the last map</source>
        <translation>场景无效：显示上一张图</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/fitmap/heatmap_panel.cpp" line="123"/>
        <source>Set %1 = %2, %3 = %4 (fit map)</source>
        <translation>设置 %1 = %2，%3 = %4（容量图）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ImportReportDialog</name>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="59"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="62"/>
        <source>&lt;b&gt;%1&lt;/b&gt; read as %2: %3 key(s) mapped exactly, %4 left to the framework&apos;s default, %5 approximated, %6 understood but not modelled, %7 not understood. Nothing changes until you apply it; the import can be undone.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 按 %2 读取：%3 个键精确映射，%4 个采用框架默认值，%5 个近似处理，%6 个已识别但未建模，%7 个无法识别。应用之前场景不会改变；导入可以撤销。</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="73"/>
        <source>Key in the file</source>
        <translation>文件中的键</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="73"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="73"/>
        <source>Scenario field</source>
        <translation>场景字段</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="73"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="77"/>
        <source>Import report</source>
        <translation>导入报告</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="81"/>
        <source>Problems (%1)</source>
        <translation>问题（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="82"/>
        <source>Not understood (%1)</source>
        <translation>无法识别（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="83"/>
        <source>Changes memory, not modelled: named over the ledger (%1)</source>
        <translation>影响显存但未建模：在账本上方列出（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="85"/>
        <source>Approximated (%1)</source>
        <translation>近似处理（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="86"/>
        <source>Left to the framework&apos;s default (%1)</source>
        <translation>采用框架默认值（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="87"/>
        <source>Read exactly (%1)</source>
        <translation>精确读取（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="88"/>
        <source>Understood, not modelled (%1)</source>
        <translation>已识别但未建模（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="93"/>
        <source>&amp;Apply to the Scenario</source>
        <translation>应用到场景(&amp;A)</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::LedgerView</name>
    <message>
        <location filename="../../widgets/ledger/ledger_view.cpp" line="95"/>
        <source>No valid ledger yet: fix the marked inputs.</source>
        <translation>尚无有效账本：请修正标记的输入。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_view.cpp" line="125"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2&lt;br&gt;%3 (%4) · %5 of %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2&lt;br&gt;%3（%4）· 占 %6 的 %5</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_view.cpp" line="130"/>
        <source>&lt;hr&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;br&gt;= &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;i&gt;click to inspect&lt;/i&gt;</source>
        <translation>&lt;hr&gt;&lt;b&gt;%1&lt;/b&gt;：%2&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;br&gt;= &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;i&gt;点击查看详情&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::LimitationBanner</name>
    <message numerus="yes">
        <location filename="../../widgets/ledger/limitation_banner.cpp" line="88"/>
        <source>… and %n more (hover for all of them)</source>
        <translation>
            <numerusform>…… 另有 %n 项（悬停查看全部）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/limitation_banner.cpp" line="99"/>
        <source>Worth knowing about this estimate:</source>
        <translation>关于这次估算，值得知道：</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::MemoryCurveChart</name>
    <message>
        <location filename="../../widgets/allocator/memory_curve_chart.cpp" line="94"/>
        <source>Nothing replayed yet.</source>
        <translation>尚未重放。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/memory_curve_chart.cpp" line="103"/>
        <source>reserved − allocated</source>
        <translation>已预留 − 已分配</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/memory_curve_chart.cpp" line="104"/>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/memory_curve_chart.cpp" line="108"/>
        <source>device limit</source>
        <translation>设备上限</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/memory_curve_chart.cpp" line="109"/>
        <source>device limit %1, above the plot</source>
        <translation>设备上限 %1，在图表上方</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/memory_curve_chart.cpp" line="154"/>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/memory_curve_chart.cpp" line="164"/>
        <source>out of memory</source>
        <translation>显存不足</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/allocator/memory_curve_chart.cpp" line="172"/>
        <source>%Ln allocator event(s)</source>
        <translation>
            <numerusform>%Ln 个分配器事件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memledger::widgets::MemoryMapChart</name>
    <message>
        <location filename="../../widgets/allocator/memory_map_chart.cpp" line="96"/>
        <source>No segments at the peak.</source>
        <translation>峰值时没有段。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/memory_map_chart.cpp" line="111"/>
        <source>reserved, free (%1)</source>
        <translation>已预留、空闲（%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/allocator/memory_map_chart.cpp" line="141"/>
        <source>%Ln segment(s), %1, %2 a row</source>
        <translation>
            <numerusform>%Ln 个段，%1，每行 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ParamSlider</name>
    <message>
        <location filename="../../widgets/common/param_slider.cpp" line="123"/>
        <source>%1 is outside %2 – %3: not applied</source>
        <translation>%1 超出 %2 – %3 的范围：未应用</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ParetoChart</name>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="39"/>
        <source>Other candidates</source>
        <translation>其他候选</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="41"/>
        <source>Pareto front (click to apply)</source>
        <translation>帕累托前沿（点击应用）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="43"/>
        <source>GPU capacity</source>
        <translation>GPU 容量</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="53"/>
        <source>Step time (s)</source>
        <translation>步时（秒）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="108"/>
        <source>Memory per GPU (%1)</source>
        <translation>每卡显存（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="111"/>
        <source>Find layouts that fit to plot them here</source>
        <translation>查找装得下的布局，结果将绘制在此</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="113"/>
        <source>No step time to plot: the table ranks these layouts</source>
        <translation>没有可绘制的步时：这些布局的排序见表格</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="115"/>
        <source>Memory before the allocator replay: replaying the rows…</source>
        <translation>分配器回放前的显存：正在回放各行…</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="208"/>
        <source>On the Pareto front</source>
        <translation>位于帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="208"/>
        <source>Beaten by a layout on the front</source>
        <translation>被前沿上的布局支配</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/pareto_chart.cpp" line="210"/>
        <source>Click to apply this layout to the scenario.</source>
        <translation>点击将此布局应用到场景。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::PlannerPanel</name>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="33"/>
        <source>Planner layouts</source>
        <translation>规划器布局</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="34"/>
        <source>The layouts on the Pareto front, fastest step first. Double-click one to apply it.</source>
        <translation>帕累托前沿上的布局，步时最快的在前。双击应用。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="36"/>
        <source>Pick a model, a GPU and a GPU count, then find the layouts that fit.</source>
        <translation>选择模型、GPU 型号和 GPU 数量，然后查找能装下的布局。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="73"/>
        <source>the scenario&apos;s</source>
        <translation>沿用场景的</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="81"/>
        <source>Planner model</source>
        <translation>规划器模型</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="81"/>
        <source>The model to lay out; it starts as the scenario&apos;s.</source>
        <translation>要规划布局的模型；初始为场景中的模型。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="82"/>
        <source>Planner GPU</source>
        <translation>规划器 GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="82"/>
        <source>The GPU every layout runs on; it starts as the scenario&apos;s.</source>
        <translation>所有布局运行的 GPU；初始为场景中的 GPU。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="83"/>
        <source>Planner GPUs</source>
        <translation>规划器 GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="84"/>
        <source>GPUs in the job: every layout multiplies DP × TP × PP × CP to exactly this. Typical: 8 to 1024.</source>
        <translation>作业的 GPU 数：每个布局的 DP × TP × PP × CP 恰好等于它。常见：8 到 1024。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="85"/>
        <source>Planner global batch</source>
        <translation>规划器全局批次</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="86"/>
        <source>Sequences per optimizer step, the same in every layout so that step times compare equal work; leave it at the scenario&apos;s unless you plan a new run.</source>
        <translation>每次优化器更新的序列数，所有布局相同，以便步时比较的是同等工作量；除非规划新的训练，否则保持场景的值。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="89"/>
        <source>Planner sequence length</source>
        <translation>规划器序列长度</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="89"/>
        <source>Tokens per sequence of every layout. Typical: 2048–8192.</source>
        <translation>每个布局中每条序列的 token 数。常见：2048–8192。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="90"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="91"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="92"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="93"/>
        <source>Global batch (sequences)</source>
        <translation>全局批次（序列数）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="94"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="95"/>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="96"/>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="220"/>
        <source>Find layouts that fit</source>
        <translation>查找能装下的布局</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="97"/>
        <source>Enumerate the layouts of the model on these GPUs, keep those that fit, simulate their step and show the Pareto front of memory per GPU against step time.</source>
        <translation>枚举模型在这些 GPU 上的布局，保留装得下的，模拟其步时，并显示每卡显存对步时的帕累托前沿。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="114"/>
        <source>Load as B (compare)</source>
        <translation>载入为 B（对比）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="115"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="116"/>
        <source>Replace the scenario with this layout (undoable)</source>
        <translation>用此布局替换场景（可撤销）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="118"/>
        <source>Pin the current scenario as A and load this layout as B, to compare them side by side.</source>
        <translation>将当前场景固定为 A，并把此布局载入为 B，以便并排比较。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="178"/>
        <source>Searching…</source>
        <translation>搜索中…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="197"/>
        <source>%n layout(s) on the Pareto front</source>
        <translation>
            <numerusform>Pareto 前沿上有 %n 个布局</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="199"/>
        <source>global batch %1 sequences in every row</source>
        <translation>每一行的全局批次均为 %1 条序列</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="201"/>
        <source>%1 evaluated, %2 fit, %3, ranked by %4</source>
        <translation>已评估 %1 个，%2 个能装下，耗时 %3，排序依据：%4</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_panel.cpp" line="220"/>
        <source>Searching… (click to restart)</source>
        <translation>搜索中…（点击重新开始）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::PlannerTable</name>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="136"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="136"/>
        <source>Tokens/s</source>
        <translation>tokens/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="20"/>
        <source>optimizer + params → %1</source>
        <translation>优化器 + 参数 → %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="22"/>
        <source>optimizer → %1</source>
        <translation>优化器 → %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="23"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="132"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="132"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="132"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="132"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="133"/>
        <source>VPP</source>
        <translation>VPP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="133"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="133"/>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="133"/>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="134"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="134"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="135"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="135"/>
        <source>Accum.</source>
        <translation>累积</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="135"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="135"/>
        <source>Memory/GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="136"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner/planner_table.cpp" line="136"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::Presentation</name>
    <message>
        <location filename="../../widgets/present/presentation.cpp" line="144"/>
        <source>Scene %1</source>
        <translation>演示页 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/present/presentation.cpp" line="181"/>
        <source>%1 / %2 — %3</source>
        <translation>%1 / %2 — %3</translation>
    </message>
    <message>
        <location filename="../../widgets/present/presentation.cpp" line="182"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ScenarioForm</name>
    <message>
        <location filename="../../widgets/session/form/scenario_form.cpp" line="117"/>
        <source>More settings (%1)</source>
        <translation>更多设置（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form.cpp" line="119"/>
        <source>Settings an expert tunes: each has a default that holds for most jobs. A setting with a problem opens its section.</source>
        <translation>专家调节的设置：每项都有适用于大多数任务的默认值。某项设置有问题时，它所在的分组会自动展开。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form.cpp" line="187"/>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="246"/>
        <source>Architecture (from the model; edit to override)</source>
        <translation>架构（取自模型；可编辑覆盖）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form.cpp" line="191"/>
        <source>The model&apos;s shape, filled in by the model picker. Tick to show and override it; an edited architecture makes the model custom.</source>
        <translation>模型的结构，由模型选择器填写。勾选即可显示并覆盖；修改过的架构会使模型变为自定义。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form.cpp" line="265"/>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form.cpp" line="294"/>
        <source>Decided by %1: it shows the value in force.</source>
        <translation>由 %1 决定：这里显示实际生效的值。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form.cpp" line="297"/>
        <source>Applies only with %1 on.</source>
        <translation>仅在开启“%1”时生效。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="47"/>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="131"/>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="230"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="51"/>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="57"/>
        <source>Import Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="58"/>
        <source>Model config (*.json)</source>
        <translation>模型配置 (*.json)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="64"/>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="66"/>
        <source>Imported with approximations</source>
        <translation>导入时做了近似</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="55"/>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="69"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="52"/>
        <source>Import config.json</source>
        <translation>导入 config.json</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="53"/>
        <source>Read the architecture from a Hugging Face config.json (a file, a model directory or the local Hub cache); what it cannot express is listed after the import.</source>
        <translation>从 Hugging Face 的 config.json（文件、模型目录或本地 Hub 缓存）读取架构；无法表达的部分会在导入后列出。</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="78"/>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="83"/>
        <source>Size in family</source>
        <translation>系列规模</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="92"/>
        <source>Choose model %1</source>
        <translation>选择模型 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="120"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="136"/>
        <source>Choose GPU %1</source>
        <translation>选择 GPU %1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="139"/>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="140"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="150"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="157"/>
        <source>Distil from %1</source>
        <translation>从 %1 蒸馏</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="157"/>
        <source>Remove the teacher</source>
        <translation>移除教师</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="163"/>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="164"/>
        <source>Teacher (distillation)</source>
        <translation>教师（蒸馏）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="172"/>
        <source>uniform (e.g. 19,20,20,21)</source>
        <translation>均匀（例如 19,20,20,21）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="180"/>
        <source>Change layers per stage</source>
        <translation>修改每阶段层数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="183"/>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="184"/>
        <source>Layers per stage</source>
        <translation>每阶段层数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="188"/>
        <source>GPUs in the job</source>
        <translation>任务 GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="214"/>
        <source>%1 B params</source>
        <translation>%1 B 参数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="214"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="229"/>
        <source>unnamed</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="230"/>
        <source>Custom: %1</source>
        <translation>自定义：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="231"/>
        <source>Not a preset: the architecture was imported, read from a file or edited (see Architecture below)</source>
        <translation>不是预设：架构来自导入、文件或手动编辑（见下方“架构”）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="247"/>
        <source>Architecture (custom model)</source>
        <translation>架构（自定义模型）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form/scenario_form_pickers.cpp" line="250"/>
        <source>%1 = DP %2 × TP %3 × PP %4 × CP %5</source>
        <translation>%1 = DP %2 × TP %3 × PP %4 × CP %5</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ScenarioPropertiesDialog</name>
    <message>
        <location filename="../../widgets/present/scenario_properties_dialog.cpp" line="16"/>
        <source>Scenario Properties</source>
        <translation>场景属性</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scenario_properties_dialog.cpp" line="19"/>
        <source>e.g. Llama-3.1-70B on 64 × H100 (Megatron)</source>
        <translation>例如：Llama-3.1-70B，64 × H100（Megatron）</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scenario_properties_dialog.cpp" line="20"/>
        <source>The scenario&apos;s name: shown in the presentation and saved in its file</source>
        <translation>场景的名称：在演示中显示，并保存在场景文件中</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scenario_properties_dialog.cpp" line="22"/>
        <source>What the scenario shows and why, saved in its file</source>
        <translation>这个场景说明什么、为什么，保存在场景文件中</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scenario_properties_dialog.cpp" line="23"/>
        <source>The description is cleared when the scenario is edited, as it may quote figures the edit changes; Undo brings it back.</source>
        <translation>编辑场景后描述会被清空，因为其中可能引用了被修改的数字；撤销可以恢复。</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scenario_properties_dialog.cpp" line="34"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scenario_properties_dialog.cpp" line="35"/>
        <source>&amp;Description:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scenario_properties_dialog.cpp" line="47"/>
        <source>Edit title and description</source>
        <translation>编辑标题和描述</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::SceneListPanel</name>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="48"/>
        <source>The scenes, in the order the presentation steps through them: drag to reorder, double-click to rename</source>
        <translation>演示页，按演示时的顺序排列：拖动以调整顺序，双击以重命名</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="52"/>
        <source>The view the selected scene shows in the presentation</source>
        <translation>所选演示页在演示中显示的视图</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="63"/>
        <source>&amp;Add current</source>
        <translation>添加当前(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="63"/>
        <source>A new scene: the live scenario, the view, the selected term and the timeline&apos;s zoom</source>
        <translation>新建演示页：当前场景、视图、选中的项和时间线的缩放</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="66"/>
        <source>&amp;Show</source>
        <translation>显示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="66"/>
        <source>Make the scene&apos;s scenario and view live (undoable)</source>
        <translation>把该演示页的场景和视图设为当前（可撤销）</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="68"/>
        <source>Re&amp;name</source>
        <translation>重命名(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="68"/>
        <source>Rename the scene (F2)</source>
        <translation>重命名演示页 (F2)</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="69"/>
        <source>&amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="69"/>
        <source>Earlier in the presentation</source>
        <translation>在演示中提前</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="70"/>
        <source>Do&amp;wn</source>
        <translation>下移(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="70"/>
        <source>Later in the presentation</source>
        <translation>在演示中延后</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="71"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="71"/>
        <source>Delete the scene</source>
        <translation>删除该演示页</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="72"/>
        <source>&amp;Present from here</source>
        <translation>从此页开始演示(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="73"/>
        <source>Presentation mode from the selected scene (F5 starts at the first)</source>
        <translation>从所选演示页进入演示模式（F5 从第一页开始）</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="77"/>
        <source>Shows:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="118"/>
        <source>Shows: %1</source>
        <translation>显示：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="138"/>
        <source>Scene %1</source>
        <translation>演示页 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="148"/>
        <source>Show scene %1</source>
        <translation>显示演示页 %1</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::SweepChart</name>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="88"/>
        <source>No valid scenario to sweep yet</source>
        <translation>尚无可扫描的有效场景</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="137"/>
        <source>first out-of-memory point: %1</source>
        <translation>首个显存溢出点：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="158"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="194"/>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="223"/>
        <source>%1: invalid (%2)</source>
        <translation>%1：无效（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="224"/>
        <source>%1: %2 per GPU, %3</source>
        <translation>%1：单卡 %2，%3</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="225"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="225"/>
        <source>out of memory</source>
        <translation>显存溢出</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="226"/>
        <source>This is the current scenario.</source>
        <translation>这是当前场景。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_chart.cpp" line="227"/>
        <source>Click to apply it to the scenario.</source>
        <translation>点击将其应用到场景。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::SweepPanel</name>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="72"/>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="73"/>
        <source>The sweep doubles from the first value up to the last</source>
        <translation>扫描从起始值开始逐次翻倍，直到结束值</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="71"/>
        <source>Memory per GPU against this knob, the rest of the scenario as it is</source>
        <translation>每 GPU 显存随此参数的变化，场景的其余部分保持不变</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="71"/>
        <source>Sweep knob</source>
        <translation>扫描参数</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="72"/>
        <source>Sweep from</source>
        <translation>扫描起点</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="73"/>
        <source>Sweep to</source>
        <translation>扫描终点</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="75"/>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="77"/>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="165"/>
        <source>stale</source>
        <translation>已过期</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="167"/>
        <source>%n point(s), computed in %1</source>
        <translation>
            <numerusform>%n 个点，耗时 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="166"/>
        <source>The scenario is invalid: showing the last sweep</source>
        <translation>场景无效：显示上一次扫描</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep/sweep_panel.cpp" line="203"/>
        <source>Set %1 to %2 (sweep)</source>
        <translation>将 %1 设为 %2（扫描）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TimelineView</name>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="56"/>
        <source>Ctrl+wheel or W/S: zoom · A/D or drag: pan · F: fit · click: pin a span</source>
        <translation>Ctrl+滚轮或 W/S：缩放 · A/D 或拖动：平移 · F：适应窗口 · 点击：固定区段</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="68"/>
        <source>The inputs are invalid: fix the marked controls.</source>
        <translation>输入无效：请修正标记的控件。</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="83"/>
        <source>No timeline for this scenario: %1</source>
        <translation>此场景没有时间线：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="154"/>
        <source>No timeline yet.</source>
        <translation>尚无时间线。</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="165"/>
        <source>(showing the last timeline)</source>
        <translation>（显示上一次的时间线）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriageAutoView</name>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="51"/>
        <source>Path so far</source>
        <translation>当前路径</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="53"/>
        <source>Diagnosis of the original job</source>
        <translation>原始任务的诊断</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="70"/>
        <source>What this job allows</source>
        <translation>此任务允许的调整</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="72"/>
        <source>LoRA / QLoRA allowed</source>
        <translation>允许 LoRA / QLoRA</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="74"/>
        <source>The task tolerates a parameter-efficient fine-tune instead of a full one</source>
        <translation>任务可以接受参数高效微调而非全参微调</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="75"/>
        <source>Shorter sequences allowed</source>
        <translation>允许缩短序列</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="77"/>
        <source>Halving the sequence length changes the data the model sees</source>
        <translation>序列长度减半会改变模型看到的数据</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="78"/>
        <source>Offload to CPU RAM / NVMe allowed</source>
        <translation>允许卸载到 CPU 内存 / NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="80"/>
        <source>FlashAttention available</source>
        <translation>可用 FlashAttention</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="83"/>
        <source>The job may move optimizer states or weights to host RAM or NVMe: saves GPU memory, costs PCIe time every step.</source>
        <translation>作业可以把优化器状态或权重移到主机内存或 NVMe：省显存，但每步都要花 PCIe 时间。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="86"/>
        <source>The GPU and the stack can run FlashAttention, which never stores the attention scores.</source>
        <translation>GPU 与软件栈能运行 FlashAttention，它从不存储注意力分数。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="89"/>
        <source>as configured</source>
        <translation>按当前配置</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="90"/>
        <source>GPUs available</source>
        <translation>可用 GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="91"/>
        <source>How many GPUs the job may grow to when sharding or parallelism needs more; 0 keeps the scenario&apos;s count.</source>
        <translation>当切分或并行需要更多 GPU 时作业最多可扩展到多少张；0 表示保持场景的数量。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="95"/>
        <source>GPUs available:</source>
        <translation>可用 GPU 数：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="96"/>
        <source>Start / restart the walk</source>
        <translation>开始 / 重新开始</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="99"/>
        <source>Walk the triage order from this scenario: each step proposes the cheapest change that still helps, previewed on the ledger.</source>
        <translation>从此场景开始按排障顺序走查：每一步提出仍然有效的最便宜改动，并在账本上预览。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="112"/>
        <source>Proposed step (a preview)</source>
        <translation>建议步骤（预览）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="120"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="121"/>
        <source>Keep this change (it is already shown on the ledger)</source>
        <translation>保留此改动（已显示在账本上）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="122"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="123"/>
        <source>Take this change back and try the next option</source>
        <translation>撤回此改动，尝试下一个选项</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="124"/>
        <source>Undo last accepted</source>
        <translation>撤销上一次接受</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="125"/>
        <source>Take back the last change you accepted and propose it again.</source>
        <translation>撤回上一个已接受的改动并重新提出。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="144"/>
        <source>Copy the accepted steps and their savings, for a ticket or a review.</source>
        <translation>复制已接受的步骤及其节省量，用于工单或评审。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="185"/>
        <source>&lt;i&gt;Start the walk: the engine diagnoses the current scenario and proposes one step at a time: free defaults first, then fixes for the element that is the problem, then more GPUs.&lt;/i&gt;</source>
        <translation>&lt;i&gt;开始排查：引擎诊断当前场景并一次提出一步：先是免费的默认设置，然后是针对问题所在部分的修复，最后是更多 GPU。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="143"/>
        <source>Copy summary as Markdown</source>
        <translation>复制摘要为 Markdown</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="146"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="183"/>
        <source>&lt;i&gt;The scenario was edited outside the wizard; start the walk again from it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;场景已在向导之外被修改；请从当前场景重新开始。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="188"/>
        <source>&lt;i&gt;The engine is walking the tree…&lt;/i&gt;</source>
        <translation>&lt;i&gt;引擎正在遍历决策树……&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="190"/>
        <source>&lt;b&gt;The walk is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;排障已结束。&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="191"/>
        <source>Step %1: accept it, skip it, or undo the last accepted one.</source>
        <translation>步骤 %1：接受、跳过，或撤销上一次接受的步骤。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriageController</name>
    <message>
        <location filename="../../widgets/triage/triage_controller.cpp" line="114"/>
        <source>Triage: %1</source>
        <translation>排障：%1</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriageGuidedView</name>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="26"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="29"/>
        <source>&lt;i&gt;Answer the questions about your real job; the wizard points to what to try, in order.&lt;/i&gt;</source>
        <translation>&lt;i&gt;回答关于实际任务的问题；向导会按顺序指出应尝试的措施。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="31"/>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="32"/>
        <source>Forget the answers and begin with the first question.</source>
        <translation>清除所有回答，从第一个问题重新开始。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="33"/>
        <source>Go back to the previous question.</source>
        <translation>返回上一个问题。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="100"/>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="103"/>
        <source>Tried: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;</source>
        <translation>已尝试：&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="115"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — complexity %2/%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 复杂度 %2/%3</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="140"/>
        <source>Answer this and go on to what it leads to.</source>
        <translation>选择此回答并继续。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="160"/>
        <source>Not enough — what next?</source>
        <translation>还不够 — 下一步？</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriagePanel</name>
    <message>
        <location filename="../../widgets/triage/triage_panel.cpp" line="46"/>
        <source>Advice language</source>
        <translation>建议语言</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_panel.cpp" line="47"/>
        <source>The language of the triage advice and its sources, independent of the window&apos;s.</source>
        <translation>排障建议及其出处所用的语言，与窗口语言无关。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_panel.cpp" line="49"/>
        <source>Advice language:</source>
        <translation>建议语言：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_panel.cpp" line="52"/>
        <source>Auto: walk this scenario</source>
        <translation>自动：排查当前场景</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_panel.cpp" line="53"/>
        <source>Guided: my real job</source>
        <translation>引导：我的实际任务</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::WelcomeCard</name>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="45"/>
        <source>every GPU holds its share of the model&apos;s parameters. Shard them (ZeRO-3, FSDP), split them (tensor or pipeline parallelism) or quantize the frozen ones (QLoRA).</source>
        <translation>每张 GPU 都持有它那一份模型参数。可以切分（ZeRO-3、FSDP）、拆分（张量或流水线并行），或量化冻结的参数（QLoRA）。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="48"/>
        <source>one gradient per trainable parameter, kept until the optimizer steps. Shard them (ZeRO-2) or train fewer parameters (LoRA).</source>
        <translation>每个可训练参数一个梯度，保留到优化器更新为止。可以切分（ZeRO-2），或训练更少的参数（LoRA）。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="51"/>
        <source>mixed-precision AdamW keeps an FP32 master copy and two FP32 moments: 12 bytes per parameter, six times the BF16 weights. Shard them over the data-parallel GPUs (ZeRO-1 and up), offload them, or use 8-bit AdamW or LoRA.</source>
        <translation>混合精度 AdamW 保存一份 FP32 主权重和两个 FP32 动量：每个参数 12 字节，是 BF16 权重的六倍。可以在数据并行的 GPU 上切分（ZeRO-1 及以上）、卸载，或使用 8-bit AdamW 或 LoRA。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="55"/>
        <source>what the forward pass keeps for the backward; it grows with sequence × micro-batch. Recompute it, split the sequence (SP, CP) or shorten the micro-batch.</source>
        <translation>前向为反向保存的张量，随序列 × 微批次增长。可以重计算、切分序列（SP、CP）或减小微批次。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="58"/>
        <source>buffers alive only around one operation: the logits and the loss, communication buckets, the optimizer step&apos;s scratch. Chunk the loss or shrink the buckets.</source>
        <translation>只在某个操作前后存在的缓冲区：logits 与损失、通信桶、优化器步骤的临时空间。可以分块计算损失或缩小通信桶。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="61"/>
        <source>the CUDA context and the libraries&apos; workspaces: a fixed cost on every GPU.</source>
        <translation>CUDA 上下文和各库的工作区：每张 GPU 上的固定开销。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="63"/>
        <source>memory the caching allocator has reserved but cannot hand out. expandable_segments and fewer distinct tensor sizes reduce it.</source>
        <translation>缓存分配器已保留却无法分配出去的显存。expandable_segments 和更少的张量尺寸种类可以减少它。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="66"/>
        <source>the inference engine&apos;s weights and KV cache on the trainer&apos;s GPUs. Lower its memory share, or let it sleep while the trainer updates.</source>
        <translation>推理引擎在训练 GPU 上的权重和 KV 缓存。可以降低它的显存占比，或在训练更新时让它休眠。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="92"/>
        <source>Take the &amp;tour</source>
        <translation>开始导览(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="106"/>
        <source>Open the &amp;guide (F1)</source>
        <translation>打开指南(&amp;G)（F1）</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="107"/>
        <source>OOM triage…</source>
        <translation>OOM 排查…</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="108"/>
        <source>Start exploring</source>
        <translation>开始探索</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="136"/>
        <source>Welcome to MemLedger</source>
        <translation>欢迎使用 MemLedger</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="137"/>
        <source>The scenario on screen has problems; the form marks them. Fix them, or pick a model and a GPU, to see where its memory goes.</source>
        <translation>屏幕上的场景有问题，表单已标出。修正它们，或选择模型和 GPU，即可看到显存的去向。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="145"/>
        <source>Welcome: where does the memory of this job go?</source>
        <translation>欢迎：这个任务的显存去了哪里？</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="146"/>
        <source>Welcome: why does this job not fit?</source>
        <translation>欢迎：这个任务为什么放不下？</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="148"/>
        <source>It fits: &lt;b&gt;%1&lt;/b&gt; per GPU at its peak, of %2.</source>
        <translation>放得下：峰值时每卡 &lt;b&gt;%1&lt;/b&gt;，容量 %2。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="149"/>
        <source>It does not fit: &lt;b&gt;%1&lt;/b&gt; per GPU at its peak, &lt;b&gt;%2 over&lt;/b&gt; the card&apos;s %3. That is the lesson.</source>
        <translation>放不下：峰值时每卡 &lt;b&gt;%1&lt;/b&gt;，超出显卡的 %3 &lt;b&gt;%2&lt;/b&gt;。这正是要学的一课。</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/welcome_card.cpp" line="154"/>
        <source>&lt;p&gt;On screen: &lt;b&gt;%1&lt;/b&gt;. %2&lt;/p&gt;&lt;p&gt;The widest segment of the bar is &lt;b&gt;%3&lt;/b&gt;, %4 (%5 % of the peak): %6 Its largest term is open in the inspector, with its formula and source.&lt;/p&gt;&lt;p&gt;Hover any segment for its formula; click it to inspect it. Drag a slider and every view follows. The OOM triage applies the fixes one at a time to this ledger.&lt;/p&gt;</source>
        <translation>&lt;p&gt;屏幕上：&lt;b&gt;%1&lt;/b&gt;。%2&lt;/p&gt;&lt;p&gt;条中最宽的一段是&lt;b&gt;%3&lt;/b&gt;，%4（占峰值的 %5 %）：%6 它最大的一项已在检查器中打开，附公式和出处。&lt;/p&gt;&lt;p&gt;悬停任一段查看公式，点击即可检查。拖动滑块，所有视图随之更新。OOM 排查会把修复逐一应用到这个账本上。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::WindowTour</name>
    <message>
        <location filename="../../widgets/workbench/window_tour.cpp" line="42"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/window_tour.cpp" line="42"/>
        <location filename="../../widgets/workbench/window_tour.cpp" line="138"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/window_tour.cpp" line="55"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/window_tour.cpp" line="136"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/window_tour.cpp" line="138"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::Workbench</name>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="26"/>
        <location filename="../../widgets/workbench/workbench.cpp" line="71"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="26"/>
        <source>Ledger</source>
        <translation>账本</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="71"/>
        <source>Activations per tensor, one layer</source>
        <translation>按张量列出的激活（一层）</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="27"/>
        <location filename="../../widgets/workbench/workbench.cpp" line="78"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="78"/>
        <source>Timeline of one optimizer step</source>
        <translation>一个优化器步的时间线</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="27"/>
        <location filename="../../widgets/workbench/workbench.cpp" line="80"/>
        <source>Allocator</source>
        <translation>分配器</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="81"/>
        <source>The step replayed through PyTorch&apos;s caching allocator: fragmentation, segments, a measured snapshot beside it</source>
        <translation>在 PyTorch 缓存分配器中重放一步：碎片、段，以及并排的实测快照</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="28"/>
        <location filename="../../widgets/workbench/workbench.cpp" line="86"/>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="86"/>
        <source>Memory per GPU against one knob; click a column to apply it</source>
        <translation>每 GPU 显存随一个参数的变化；点击一列即可应用</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="28"/>
        <location filename="../../widgets/workbench/workbench.cpp" line="87"/>
        <source>Fit map</source>
        <translation>容量图</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="87"/>
        <source>What fits over two knobs; click a cell to apply it</source>
        <translation>两个参数下能否装下；点击一格即可应用</translation>
    </message>
    <message>
        <location filename="../../widgets/present/scene_list_panel.cpp" line="29"/>
        <location filename="../../widgets/workbench/workbench.cpp" line="88"/>
        <source>A/B compare</source>
        <translation>A/B 对比</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="88"/>
        <source>A pinned scenario against the live one</source>
        <translation>固定的场景与当前场景对比</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench_welcome.cpp" line="45"/>
        <source>a custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench_welcome.cpp" line="47"/>
        <source>%1 on %2 × %3</source>
        <translation>%1，%2 × %3</translation>
    </message>
</context>
</TS>
