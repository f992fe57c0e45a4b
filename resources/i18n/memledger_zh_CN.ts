<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
    <name>Compare</name>
    <message numerus="yes">
        <location filename="../../widgets/explore/compare_panel.cpp" line="20"/>
        <source>%1 on %n× %2</source>
        <translation>
            <numerusform>%1，%n× %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="20"/>
        <source>model %1 → %2</source>
        <translation>模型 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="21"/>
        <source>GPU %1 → %2</source>
        <translation>GPU %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="22"/>
        <source>DP %1 → %2</source>
        <translation>DP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="23"/>
        <source>TP %1 → %2</source>
        <translation>TP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="24"/>
        <source>PP %1 → %2</source>
        <translation>PP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="25"/>
        <source>VPP %1 → %2</source>
        <translation>VPP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="26"/>
        <source>CP %1 → %2</source>
        <translation>CP %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="27"/>
        <source>ZeRO-%1 → %2</source>
        <translation>ZeRO-%1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="28"/>
        <source>recomputation %1 → %2</source>
        <translation>重计算 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="29"/>
        <source>micro-batch %1 → %2</source>
        <translation>微批次 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="30"/>
        <source>accumulation %1 → %2</source>
        <translation>梯度累积 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="31"/>
        <source>sequence %1 → %2</source>
        <translation>序列长度 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="32"/>
        <source>precision %1 → %2</source>
        <translation>精度 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="33"/>
        <source>optimizer %1 → %2</source>
        <translation>优化器 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="34"/>
        <source>optimizer offload %1 → %2</source>
        <translation>优化器卸载 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="35"/>
        <source>parameter offload %1 → %2</source>
        <translation>参数卸载 %1 → %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="62"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="79"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="82"/>
        <source>total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="83"/>
        <source>%1; total %2</source>
        <translation>%1；合计 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="85"/>
        <source>%1; step time %2</source>
        <translation>%1；单步时间 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_text.cpp" line="89"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>EnumLabel</name>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="12"/>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="13"/>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="21"/>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="22"/>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="30"/>
        <source>Rotary (RoPE)</source>
        <translation>旋转位置编码（RoPE）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="31"/>
        <source>Learned absolute</source>
        <translation>可学习绝对位置</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="39"/>
        <source>GPT / Megatron</source>
        <translation>GPT / Megatron</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="40"/>
        <source>Llama</source>
        <translation>Llama</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="48"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="49"/>
        <source>BF16 mixed (FP32 master weights)</source>
        <translation>BF16 混合精度（FP32 主权重）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="50"/>
        <source>FP16 mixed (loss scaling)</source>
        <translation>FP16 混合精度（损失缩放）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="51"/>
        <source>BF16 autocast (FP32 weights)</source>
        <translation>BF16 自动转换（FP32 权重）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="52"/>
        <source>Pure BF16 (no master weights)</source>
        <translation>纯 BF16（无主权重）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="60"/>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="61"/>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="62"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="63"/>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="64"/>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="65"/>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="66"/>
        <source>None (no optimizer states)</source>
        <translation>无（没有优化器状态）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="74"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="75"/>
        <source>Full shard</source>
        <translation>完全分片</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="76"/>
        <source>Shard gradients and optimizer</source>
        <translation>分片梯度和优化器</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="77"/>
        <source>Hybrid shard</source>
        <translation>混合分片</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="85"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="86"/>
        <source>Selective (attention core)</source>
        <translation>选择性（注意力核心）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="87"/>
        <source>Full (every layer)</source>
        <translation>完全（每一层）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="88"/>
        <source>Uniform (groups of k layers)</source>
        <translation>均匀（每组 k 层）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="89"/>
        <source>Block (N layers per stage)</source>
        <translation>分块（每阶段 N 层）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="90"/>
        <source>Per-op selective (torchtitan)</source>
        <translation>逐算子选择性重算（torchtitan）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="98"/>
        <source>foreach (multi-tensor)</source>
        <translation>foreach（多张量）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="99"/>
        <source>Fused (fused=True)</source>
        <translation>融合（fused=True）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="100"/>
        <source>Per-tensor loop (foreach=False)</source>
        <translation>逐张量循环（foreach=False）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="108"/>
        <source>Unfused (fp32 logits)</source>
        <translation>非融合（fp32 logits）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="109"/>
        <source>Fused (Megatron vocab-parallel)</source>
        <translation>融合（Megatron 词表并行）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="110"/>
        <source>Chunked (torchtune)</source>
        <translation>分块（torchtune）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="118"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="119"/>
        <source>Eager (scores materialised)</source>
        <translation>朴素实现（显式存储注意力分数）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="127"/>
        <source>Fused</source>
        <translation>融合</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="128"/>
        <source>Eager (unfused)</source>
        <translation>朴素实现（未融合）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="136"/>
        <source>None (on the GPU)</source>
        <translation>无（留在 GPU 上）</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="137"/>
        <source>CPU RAM</source>
        <translation>CPU 内存</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="138"/>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="146"/>
        <source>Generic PyTorch</source>
        <translation>通用 PyTorch</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="147"/>
        <source>Megatron-LM</source>
        <translation>Megatron-LM</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="148"/>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="149"/>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <location filename="../../widgets/common/enum_labels.cpp" line="150"/>
        <source>Hugging Face Trainer</source>
        <translation>Hugging Face Trainer</translation>
    </message>
</context>
<context>
    <name>HeatMap</name>
    <message>
        <location filename="../../widgets/explore/heatmap_layout.cpp" line="39"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_layout.cpp" line="46"/>
        <location filename="../../widgets/explore/heatmap_layout.cpp" line="47"/>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
</context>
<context>
    <name>LedgerView</name>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="82"/>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="225"/>
        <source>Stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="100"/>
        <source>Host RAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="100"/>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="141"/>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="37"/>
        <source>over capacity</source>
        <translation>超出容量</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="193"/>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="93"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="196"/>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="99"/>
        <source>+%1 over</source>
        <translation>超出 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_layout.cpp" line="127"/>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="113"/>
        <source>usable %1</source>
        <translation>可用 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="136"/>
        <source>Offloaded memory per node (each bar to its own capacity)</source>
        <translation>每节点卸载内存（各条按自身容量）</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="179"/>
        <source>Invalid input: showing the last valid ledger</source>
        <translation>输入无效：显示上一份有效账本</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_painter.cpp" line="201"/>
        <source>GPU memory per rank at the peak instant, one bar per pipeline stage (★ worst)</source>
        <translation>峰值时刻每个 rank 的显存，每个流水线阶段一条（★ 最差）</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <location filename="../../widgets/explore/planner_actions.cpp" line="11"/>
        <source>Apply planner layout</source>
        <translation>应用规划器布局</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_actions.cpp" line="19"/>
        <source>Load planner layout as B</source>
        <translation>将规划器布局载入为 B</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_text.cpp" line="17"/>
        <source>fewest compromises (offload, full recompute, ZeRO-3), then fewest GPUs per replica, then most headroom</source>
        <translation>折中最少（卸载、完全重计算、ZeRO-3），其次每个副本的 GPU 最少，再次余量最大</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_text.cpp" line="19"/>
        <source>simulated step time (%1 of %2 fitting layouts simulated: the %3 best by fewest compromises or by fewest GPUs per replica, plus the memory-Pareto layouts)</source>
        <translation>模拟的单步时间（在 %2 个能装下的布局中模拟了 %1 个：按折中最少或每个副本 GPU 最少选出的前 %3 个，加上显存 Pareto 前沿上的布局）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_text.cpp" line="29"/>
        <source>No candidate&apos;s step could be simulated: ranked without step time.</source>
        <translation>没有一个候选布局能模拟训练步：排序未考虑单步时间。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_text.cpp" line="32"/>
        <source>No layout splits this model over the GPUs: check the GPU count and the global batch.</source>
        <translation>没有布局能把此模型切分到这些 GPU 上：请检查 GPU 数量和全局批次。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_text.cpp" line="35"/>
        <source>No layout fits: add GPUs, shorten the sequence or pick a larger GPU.</source>
        <translation>没有布局能装下：请增加 GPU、缩短序列，或选用显存更大的 GPU。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_text.cpp" line="38"/>
        <source>A global batch of %1 sequences allows at most that many data-parallel replicas: raise it to consider more data parallelism.</source>
        <translation>全局批次为 %1 条序列，最多只能有同样多个数据并行副本：调大全局批次才能考虑更多的数据并行。</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../../widgets/session/scenario_file.cpp" line="135"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="103"/>
        <location filename="../../widgets/session/problem_text.cpp" line="23"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="104"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="105"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="106"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="117"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="120"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="121"/>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="122"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="123"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="124"/>
        <source>Head dim (0: auto)</source>
        <translation>头维度（0：自动）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="125"/>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="126"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="127"/>
        <source>Max positions</source>
        <translation>最大位置数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="119"/>
        <source>Block style</source>
        <translation>块结构</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="107"/>
        <source>Optimizer step kernel</source>
        <translation>优化器 step 内核</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="108"/>
        <source>Paged optimizer (bitsandbytes)</source>
        <translation>分页优化器（bitsandbytes）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="109"/>
        <source>Optimizer in backward (optimizer_in_bwd)</source>
        <translation>反向中执行优化器（optimizer_in_bwd）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="110"/>
        <source>zero_grad(set_to_none=True)</source>
        <translation>zero_grad(set_to_none=True)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="111"/>
        <source>Loss</source>
        <translation>损失函数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="112"/>
        <source>Loss chunks (num_output_chunks)</source>
        <translation>损失分块数（num_output_chunks）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="113"/>
        <source>Float8 linears (torchao, torchtitan float8)</source>
        <translation>Float8 线性层（torchao，torchtitan float8）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="114"/>
        <source>Float8 all-gather (enable_fsdp_float8_all_gather)</source>
        <translation>Float8 全收集（enable_fsdp_float8_all_gather）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="118"/>
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="128"/>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="129"/>
        <source>Norm</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="130"/>
        <source>Norms per layer</source>
        <translation>每层归一化数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="131"/>
        <source>Q/K norms</source>
        <translation>Q/K 归一化</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="132"/>
        <source>Positions</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="133"/>
        <source>Tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="134"/>
        <source>Biases on linears</source>
        <translation>线性层偏置</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="135"/>
        <source>Q/K/V biases</source>
        <translation>Q/K/V 偏置</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="136"/>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="137"/>
        <source>Routed experts</source>
        <translation>路由专家数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="138"/>
        <source>Experts per token</source>
        <translation>每 token 专家数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="139"/>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="140"/>
        <source>Expert FFN size</source>
        <translation>专家 FFN 维度</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="141"/>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="143"/>
        <source>Batch &amp; sequence</source>
        <translation>批次与序列</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="144"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="145"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="146"/>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="147"/>
        <source>Mean padded length (0: packed, every batch full)</source>
        <translation>平均填充长度（0：打包，每批都满）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="149"/>
        <source>Parallelism</source>
        <translation>并行</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="150"/>
        <source>Data parallel (DP)</source>
        <translation>数据并行 (DP)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="151"/>
        <source>Tensor parallel (TP)</source>
        <translation>张量并行 (TP)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="152"/>
        <source>Pipeline parallel (PP)</source>
        <translation>流水线并行 (PP)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="153"/>
        <source>Virtual stages (VPP)</source>
        <translation>虚拟阶段 (VPP)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="154"/>
        <source>Context parallel (CP)</source>
        <translation>上下文并行 (CP)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="155"/>
        <source>Expert parallel (EP)</source>
        <translation>专家并行 (EP)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="156"/>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="157"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="158"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="159"/>
        <source>Hybrid-shard group (0: node)</source>
        <translation>混合分片组（0：节点）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="160"/>
        <source>FSDP mesh (dp, or torchtitan dp_shard × cp)</source>
        <translation>FSDP 分片网格（dp，或 torchtitan 的 dp_shard × cp）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="161"/>
        <source>FSDP2 reshard_after_forward</source>
        <translation>FSDP2 前向后重新分片（reshard_after_forward）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="162"/>
        <source>Distributed optimizer</source>
        <translation>分布式优化器</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="164"/>
        <source>Memory optimizations</source>
        <translation>显存优化</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="165"/>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="166"/>
        <source>Recompute layers</source>
        <translation>重计算层数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="167"/>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="168"/>
        <source>Other kernels</source>
        <translation>其他内核</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="169"/>
        <source>LoRA rank (0: full)</source>
        <translation>LoRA 秩（0：全参）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="170"/>
        <source>QLoRA (NF4 base)</source>
        <translation>QLoRA（NF4 基座）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="171"/>
        <source>Double quantization</source>
        <translation>双重量化</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="172"/>
        <source>LoRA on attention only</source>
        <translation>仅注意力层 LoRA</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="173"/>
        <source>PYTORCH_CUDA_ALLOC_CONF</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="175"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="176"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="177"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="178"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="179"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="181"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="182"/>
        <source>GPU name</source>
        <translation>GPU 名称</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="183"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="183"/>
        <location filename="../../widgets/session/form_fields.cpp" line="185"/>
        <location filename="../../widgets/session/form_fields.cpp" line="187"/>
        <location filename="../../widgets/session/form_fields.cpp" line="188"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="184"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="185"/>
        <source>Host RAM per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="186"/>
        <source>NVMe per node</source>
        <translation>每节点 NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="186"/>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="187"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="188"/>
        <source>NCCL buffers</source>
        <translation>NCCL 缓冲</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="189"/>
        <location filename="../../widgets/session/form_fields.cpp" line="201"/>
        <location filename="../../widgets/session/form_fields.cpp" line="202"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="189"/>
        <source>Fragmentation if not simulated</source>
        <translation>无法模拟时的碎片比例</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="190"/>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="190"/>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="191"/>
        <source>BF16 peak</source>
        <translation>BF16 峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="191"/>
        <location filename="../../widgets/session/form_fields.cpp" line="192"/>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="192"/>
        <source>FP32 peak</source>
        <translation>FP32 峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="193"/>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="194"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="195"/>
        <source>NVLink bandwidth</source>
        <translation>NVLink 带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="195"/>
        <location filename="../../widgets/session/form_fields.cpp" line="196"/>
        <location filename="../../widgets/session/form_fields.cpp" line="197"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="196"/>
        <source>Inter-node bandwidth</source>
        <translation>节点间带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="197"/>
        <source>NVMe bandwidth</source>
        <translation>NVMe 带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="200"/>
        <source>Step time (assumptions)</source>
        <translation>单步时间（假设）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="201"/>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="202"/>
        <source>Communication efficiency</source>
        <translation>通信效率</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="203"/>
        <source>Prefetch depth (layers)</source>
        <translation>预取深度（层）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="204"/>
        <source>Overlap transfers with compute</source>
        <translation>传输与计算重叠</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="205"/>
        <source>Pinned host memory</source>
        <translation>锁页内存</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="206"/>
        <source>CPU optimizer threads</source>
        <translation>CPU 优化器线程数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="207"/>
        <source>CPU Adam per thread</source>
        <translation>每线程 CPU Adam</translation>
    </message>
    <message>
        <location filename="../../widgets/session/form_fields.cpp" line="207"/>
        <source> M params/s</source>
        <translation> M 参数/s</translation>
    </message>
    <message>
        <location filename="../../widgets/session/problem_text.cpp" line="24"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/session/problem_text.cpp" line="25"/>
        <location filename="../../widgets/session/problem_text.cpp" line="26"/>
        <source>Layers per stage</source>
        <translation>每阶段层数</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <location filename="../../widgets/explore/sweep_knobs.cpp" line="11"/>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（token）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_knobs.cpp" line="12"/>
        <source>Micro-batch (sequences)</source>
        <translation>微批次（序列数）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_knobs.cpp" line="13"/>
        <source>Data parallel (DP)</source>
        <translation>数据并行 (DP)</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_knobs.cpp" line="14"/>
        <source>Model (same layout)</source>
        <translation>模型（相同布局）</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="56"/>
        <source>Step time %1 · exposed transfers %2 · overlap %3 · stalls %4 · bubble %5 · MFU %6 · %7 tokens/s</source>
        <translation>单步时间 %1 · 暴露传输 %2 · 重叠 %3 · 停顿 %4 · 气泡 %5 · MFU %6 · %7 tokens/s</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="67"/>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2（%3）</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="70"/>
        <source>%1 at %2 GB/s</source>
        <translation>%1，%2 GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="73"/>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="75"/>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="77"/>
        <source>waiting for: %1</source>
        <translation>等待：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_text.cpp" line="79"/>
        <source>waiting for another pipeline stage</source>
        <translation>等待其他流水线阶段</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_painter.cpp" line="28"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_painter.cpp" line="86"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_painter.cpp" line="111"/>
        <source>allocated: peak %1 (ledger peak %2 at %3)
limit %4: %5 less context, NCCL, fragmentation</source>
        <translation>已分配：峰值 %1（账本峰值 %2，于%3）
上限 %4：%5 减去 CUDA 上下文、NCCL 与碎片</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_painter.cpp" line="132"/>
        <source>(pinned — click empty space to release)</source>
        <translation>（已固定 — 点击空白处释放）</translation>
    </message>
</context>
<context>
    <name>TriageText</name>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="21"/>
        <source>not simulated</source>
        <translation>未模拟</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="22"/>
        <source>%1 per step (%2)</source>
        <translation>每步 %1（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="26"/>
        <source>%1; %2 of transfers hidden behind compute</source>
        <translation>%1；另有 %2 的传输被计算掩盖</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="43"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="132"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="43"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="133"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="44"/>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="70"/>
        <source>Branch: %1</source>
        <translation>分支：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="75"/>
        <source>Saves per GPU</source>
        <translation>单卡节省</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="76"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="140"/>
        <source>GPU memory after</source>
        <translation>调整后显存</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="77"/>
        <source>Time cost</source>
        <translation>时间代价</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="78"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="142"/>
        <source>Complexity</source>
        <translation>复杂度</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="78"/>
        <source>%1 of %2 — %3</source>
        <translation>%1 / %2 — %3</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="89"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="143"/>
        <source>Change</source>
        <translation>改动</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="90"/>
        <source>Why this branch?</source>
        <translation>为什么走这个分支？</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="94"/>
        <location filename="../../widgets/triage/triage_text.cpp" line="144"/>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="94"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="102"/>
        <source>&lt;i&gt;No step accepted yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;尚未接受任何步骤。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="105"/>
        <source>&lt;li&gt;%1 — saves %2, %3&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1 — 节省 %2，%3&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="114"/>
        <source>Outcome:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="116"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;Steps taken&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;已执行步骤&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="117"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;GPU memory before&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;调整前显存&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="119"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;GPU memory after&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;调整后显存&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="121"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;Step time&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;单步时间&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="129"/>
        <source>OOM triage</source>
        <translation>OOM 排障</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="130"/>
        <source>Before</source>
        <translation>调整前</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="131"/>
        <source>After</source>
        <translation>调整后</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="134"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="135"/>
        <source>Diagnosis</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="136"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="137"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="138"/>
        <source>Branch</source>
        <translation>分支</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="139"/>
        <source>Saved per GPU</source>
        <translation>单卡节省</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="141"/>
        <source>Time added per step</source>
        <translation>每步增加时间</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="145"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="146"/>
        <source>Why this branch</source>
        <translation>为什么走这个分支</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="147"/>
        <source>Considered and passed over</source>
        <translation>已考虑但未采用</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="148"/>
        <source>Cost model</source>
        <translation>代价模型</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="149"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="150"/>
        <source>You skipped &quot;{action}&quot;: applied now, it saves {saved} and the job fits ({after}).</source>
        <translation>你跳过了“{action}”：现在应用它可节省 {saved}，作业即可装下（{after}）。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="151"/>
        <source>You skipped &quot;{action}&quot;: applied now, it would save {saved} ({after}).</source>
        <translation>你跳过了“{action}”：现在应用它可节省 {saved}（{after}）。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="152"/>
        <source>Stopped after the step limit.</source>
        <translation>已达步数上限，停止。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="153"/>
        <source>The GPU fits, but host RAM or NVMe overflows: GPU triage cannot help.</source>
        <translation>显存装得下，但主机内存或 NVMe 溢出：显存排障无济于事。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_text.cpp" line="154"/>
        <source>The scenario is not valid</source>
        <translation>场景无效</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="146"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="148"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="147"/>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="145"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="145"/>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="147"/>
        <source>kB</source>
        <translation>kB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="149"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="149"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="150"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="150"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="151"/>
        <source>ns</source>
        <translation>ns</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="151"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location filename="../../widgets/common/quantity_text.cpp" line="20"/>
        <source>%1 %2</source>
        <extracomment>A number and its unit: &quot;71.3 GiB&quot;, &quot;41.2 ms&quot;, &quot;7.0 %&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="146"/>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <location filename="../../model/core/quantity_format.cpp" line="148"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="15"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="16"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="17"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="18"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="19"/>
        <source>Temporaries</source>
        <translation>临时缓冲</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="20"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="21"/>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="27"/>
        <source>end of forward</source>
        <translation>前向结束</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="28"/>
        <source>start of backward</source>
        <translation>反向开始</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="29"/>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="33"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="34"/>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="35"/>
        <source>PCIe H2D</source>
        <translation>PCIe H2D</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="36"/>
        <source>PCIe D2H</source>
        <translation>PCIe D2H</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="37"/>
        <source>CPU optimizer</source>
        <translation>CPU 优化器</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="38"/>
        <source>NVMe read</source>
        <translation>NVMe 读</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="39"/>
        <source>NVMe write</source>
        <translation>NVMe 写</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="43"/>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="44"/>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="45"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="46"/>
        <source>LM head and loss</source>
        <translation>LM head 与 loss</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="47"/>
        <source>LM head backward</source>
        <translation>LM head 反向</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="48"/>
        <source>Optimizer step (GPU)</source>
        <translation>优化器更新（GPU）</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="49"/>
        <source>TP collectives</source>
        <translation>TP 集合通信</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="50"/>
        <source>EP all-to-all</source>
        <translation>EP all-to-all</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="51"/>
        <source>Pipeline send</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="52"/>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="53"/>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="54"/>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="55"/>
        <source>Parameter upload</source>
        <translation>参数上传</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="56"/>
        <source>Updated parameters upload</source>
        <translation>更新后参数上传</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="57"/>
        <source>Gradient offload</source>
        <translation>梯度卸载</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="58"/>
        <source>Gradient upload</source>
        <translation>梯度上传</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="59"/>
        <source>Activation offload</source>
        <translation>激活卸载</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="60"/>
        <source>Activation upload</source>
        <translation>激活上传</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="61"/>
        <source>CPU Adam</source>
        <translation>CPU Adam</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="62"/>
        <source>Optimizer states read</source>
        <translation>优化器状态读取</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="63"/>
        <source>Optimizer states write</source>
        <translation>优化器状态写入</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="64"/>
        <source>Parameters read</source>
        <translation>参数读取</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="65"/>
        <source>Parameters write</source>
        <translation>参数写入</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="66"/>
        <source>Stall</source>
        <translation>停顿</translation>
    </message>
    <message>
        <location filename="../../model/core/vocabulary.cpp" line="67"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../widgets/common/vocabulary.cpp" line="25"/>
        <source>PyTorch&apos;s default allocator settings</source>
        <translation>PyTorch 默认分配器设置</translation>
    </message>
</context>
<context>
    <name>memledger::gui::MainWindow</name>
    <message>
        <location filename="../../app/window/main_window.cpp" line="54"/>
        <source>Controls</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window.cpp" line="55"/>
        <source>Formula inspector</source>
        <translation>公式检查器</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window.cpp" line="58"/>
        <source>OOM triage</source>
        <translation>OOM 排障</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window.cpp" line="60"/>
        <source>Planner: what fits</source>
        <translation>规划器：哪些能装下</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="33"/>
        <source>New scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="27"/>
        <source>MemLedger scenario or Hugging Face config (*.json);;MemLedger scenario (*.memledger.json)</source>
        <translation>MemLedger 场景或 Hugging Face 配置 (*.json);;MemLedger 场景 (*.memledger.json)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="46"/>
        <source>Open scenario or model config</source>
        <translation>打开场景或模型配置</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="54"/>
        <source>Open memory snapshot or statistics</source>
        <translation>打开显存快照或统计</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="55"/>
        <source>PyTorch memory snapshot or memory_stats() JSON (*.pickle *.pkl *.json);;All files (*)</source>
        <translation>PyTorch 显存快照或 memory_stats() JSON (*.pickle *.pkl *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="67"/>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="72"/>
        <location filename="../../app/window/main_window_import.cpp" line="45"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="78"/>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="91"/>
        <source>Imported with approximations</source>
        <translation>导入时做了近似</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="104"/>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="116"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="130"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="130"/>
        <source>Save the changes to this scenario?</source>
        <translation>保存对此场景的更改？</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="147"/>
        <source>Cannot load preset</source>
        <translation>无法加载预设</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="151"/>
        <source>Load preset %1</source>
        <translation>加载预设 %1</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="177"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_files.cpp" line="178"/>
        <source>%1[*] — MemLedger</source>
        <translation>%1[*] — MemLedger</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="40"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="41"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="42"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="43"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="44"/>
        <source>Open Sna&amp;pshot…</source>
        <translation>打开快照(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="45"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="46"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="48"/>
        <source>&amp;Import Training Config…</source>
        <translation>导入训练配置(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="48"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="49"/>
        <source>&amp;Export for a Launcher…</source>
        <translation>导出为启动器配置(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="49"/>
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
        <location filename="../../app/window/main_window_menus.cpp" line="61"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="62"/>
        <source>Decimal units (GB)</source>
        <translation>十进制单位 (GB)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="64"/>
        <source>Show bytes in GB (10⁹) instead of GiB (2³⁰)</source>
        <translation>以 GB (10⁹) 而非 GiB (2³⁰) 显示字节数</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="70"/>
        <source>OOM &amp;triage wizard</source>
        <translation>OOM 排障向导(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="71"/>
        <source>Diagnose an out-of-memory job and walk the fixes in order, on the live ledger</source>
        <translation>诊断显存溢出 (OOM) 的任务，在实时账本上按顺序逐步尝试修复</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="74"/>
        <source>&amp;Presets</source>
        <translation>预设(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="76"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="77"/>
        <source>&amp;About MemLedger</source>
        <translation>关于 MemLedger(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="78"/>
        <source>About MemLedger</source>
        <translation>关于 MemLedger</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="79"/>
        <source>MemLedger explains where the GPU memory of a training step goes: every figure comes with its formula and its source.</source>
        <translation>MemLedger 解释训练单步中的显存都去了哪里：每个数字都附有公式和出处。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="83"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="85"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="86"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="91"/>
        <source>OOM triage wizard</source>
        <translation>OOM 排查向导</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_menus.cpp" line="101"/>
        <source>No scenario presets found</source>
        <translation>未找到场景预设</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_state.cpp" line="78"/>
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_state.cpp" line="79"/>
        <source>MemLedger did not close normally. Restore the scenario it autosaved?</source>
        <translation>MemLedger 上次未正常关闭。要恢复自动保存的场景吗？</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_state.cpp" line="82"/>
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
</context>
<context>
    <name>memledger::widgets::ActivationTable</name>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="30"/>
        <source>Dense layer</source>
        <translation>稠密层</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="31"/>
        <source>MoE layer</source>
        <translation>MoE 层</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="35"/>
        <source>Saved by</source>
        <translation>保存算子</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="35"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="35"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="35"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="36"/>
        <source>Selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="36"/>
        <source>Shape (this rank)</source>
        <translation>形状（本 rank）</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="36"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="71"/>
        <source>What &lt;b&gt;one layer&lt;/b&gt; saves for backward, per micro-batch on one rank: &lt;b&gt;%1&lt;/b&gt;. Selective recomputation drops the attention core (&lt;b&gt;%2&lt;/b&gt;, marked); per-op recomputation (torchtitan) keeps the layer input and its save list&apos;s outputs (&lt;b&gt;%4&lt;/b&gt;); full recomputation keeps only the layer input (&lt;b&gt;%3&lt;/b&gt;).</source>
        <translation>&lt;b&gt;一层&lt;/b&gt;在一个 rank 上、每个微批次为反向保存的内容：&lt;b&gt;%1&lt;/b&gt;。选择性重算丢弃注意力核心（&lt;b&gt;%2&lt;/b&gt;，已标记）；逐算子重算（torchtitan）保留层输入及其保存列表中算子的输出（&lt;b&gt;%4&lt;/b&gt;）；完全重算只保留层输入（&lt;b&gt;%3&lt;/b&gt;）。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/activation_table.cpp" line="81"/>
        <source>✂ dropped, recomputed</source>
        <translation>✂ 丢弃，重计算</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::AllocatorPanel</name>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="95"/>
        <source>Nothing replayed yet.</source>
        <translation>尚未重放。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="106"/>
        <source>Expandable segments</source>
        <translation>可扩展段（expandable segments）</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="107"/>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: segments grow in place instead of leaving odd-sized holes. Starts as the scenario&apos;s setting.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True：段原地增长，不留下大小不一的空洞。初始值取自场景设置。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="110"/>
        <source>Fixed shapes</source>
        <translation>固定形状</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="111"/>
        <source>Variable-length batches</source>
        <translation>变长批次</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="112"/>
        <source>Bucketed lengths</source>
        <translation>分桶长度</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="113"/>
        <source>Variable: each step a new length from an eighth of the sequence up to it. Bucketed: the same lengths padded up to quarters of the sequence.</source>
        <translation>变长：每步取一个新长度，介于序列长度的八分之一与序列长度之间。分桶：同样的长度向上填充到序列长度的四分位。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="115"/>
        <source>empty_cache() between steps</source>
        <translation>每步之间调用 empty_cache()</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="116"/>
        <source>torch.cuda.empty_cache() after every step returns the cached segments; the next step allocates them again.</source>
        <translation>每步之后调用 torch.cuda.empty_cache() 会归还缓存的段；下一步会重新分配它们。</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="177"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="189"/>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="232"/>
        <source>Stage %1, %n step(s), %2.</source>
        <translation>
            <numerusform>阶段 %1，%n 步，%2。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="239"/>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="243"/>
        <source>Predicted: memory over the step</source>
        <translation>预测：一步中的显存</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="240"/>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="244"/>
        <source>Predicted: segments at the peak</source>
        <translation>预测：峰值时的段</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="242"/>
        <source>Nothing to replay: %1</source>
        <translation>无可重放：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="258"/>
        <source>Measured: memory over the trace</source>
        <translation>实测：追踪中的显存</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="259"/>
        <source>Measured: segments at the peak</source>
        <translation>实测：峰值时的段</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="261"/>
        <source>Measured: peaks only, no trace</source>
        <translation>实测：仅有峰值，无追踪</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="262"/>
        <source>Measured: no segment map</source>
        <translation>实测：无段图</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="267"/>
        <source>%1 against the prediction</source>
        <translation>%1 与预测对比</translation>
    </message>
    <message>
        <location filename="../../widgets/allocator/allocator_panel.cpp" line="271"/>
        <source>No prediction to compare with</source>
        <translation>没有可对比的预测</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::CompareChart</name>
    <message>
        <location filename="../../widgets/explore/compare_chart.cpp" line="89"/>
        <source>A (pinned)</source>
        <translation>A（已固定）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_chart.cpp" line="93"/>
        <source>B (live scenario)</source>
        <translation>B（当前场景）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_chart.cpp" line="105"/>
        <source>By category (worst stage, at its peak)</source>
        <translation>按类别（最差阶段，峰值时刻）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_chart.cpp" line="107"/>
        <source>Term by term: A → B</source>
        <translation>逐项：A → B</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_chart.cpp" line="106"/>
        <source>axis from %1</source>
        <translation>坐标轴起点 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_chart.cpp" line="173"/>
        <source>A total</source>
        <translation>A 合计</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_chart.cpp" line="174"/>
        <source>B total</source>
        <translation>B 合计</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_chart.cpp" line="175"/>
        <source>other terms</source>
        <translation>其他项</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ComparePanel</name>
    <message>
        <location filename="../../widgets/explore/compare_panel.cpp" line="58"/>
        <source>Pin current as A</source>
        <translation>将当前固定为 A</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_panel.cpp" line="59"/>
        <source>Keep the current scenario as A; your next edits become B</source>
        <translation>将当前场景保留为 A；之后的修改成为 B</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_panel.cpp" line="60"/>
        <source>Clear A</source>
        <translation>清除 A</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_panel.cpp" line="126"/>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_panel.cpp" line="126"/>
        <source>Nothing pinned</source>
        <translation>未固定任何场景</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_panel.cpp" line="131"/>
        <source>Pin the current scenario as A, then keep editing: the live scenario is B, and this tab shows what changed, category by category and term by term.</source>
        <translation>将当前场景固定为 A，然后继续编辑：当前场景即为 B，此页按类别、逐项显示变化。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_panel.cpp" line="143"/>
        <source>B is invalid: comparing with its last valid estimate. %1</source>
        <translation>B 无效：使用其上一次有效估算进行对比。%1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/compare_panel.cpp" line="146"/>
        <source>Simulated step time: A %1, B %2</source>
        <translation>模拟的单步时间：A %1，B %2</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ExportDialog</name>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="38"/>
        <source>DeepSpeed config (JSON)</source>
        <translation>DeepSpeed 配置（JSON）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="39"/>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM 参数</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="40"/>
        <source>torchtitan job config (TOML)</source>
        <translation>torchtitan 作业配置（TOML）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="41"/>
        <source>torchtune command-line overrides</source>
        <translation>torchtune 命令行覆盖项</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="50"/>
        <source>Export the scenario for a launcher</source>
        <translation>将场景导出为启动器配置</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="54"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="59"/>
        <source>Exported configuration</source>
        <translation>导出的配置</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="65"/>
        <source>Settings the format cannot carry</source>
        <translation>该格式无法表达的设置</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="68"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="69"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="113"/>
        <source>Every setting of the scenario is in the file.</source>
        <translation>场景的所有设置都已写入文件。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/exchange/export_dialog.cpp" line="114"/>
        <source>%n setting(s) the format cannot carry (also written as comments where the format has them):</source>
        <translation>
            <numerusform>该格式无法表达 %n 项设置（若格式支持注释，也已写为注释）：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="122"/>
        <source>Save the exported configuration</source>
        <translation>保存导出的配置</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="128"/>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/export_dialog.cpp" line="129"/>
        <source>Could not write %1: %2. Choose another folder.</source>
        <translation>无法写入 %1：%2。请选择其他文件夹。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::FormulaInspector</name>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="21"/>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="22"/>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="23"/>
        <source>assumed</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="24"/>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="34"/>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="34"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="74"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="34"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="76"/>
        <source>Provenance</source>
        <translation>依据</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="34"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="77"/>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="34"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="78"/>
        <source>With values</source>
        <translation>代入数值</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="34"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="92"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="35"/>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="96"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="106"/>
        <source>Stage %1%2 · %3 · %4 layers</source>
        <translation>阶段 %1%2 · %3 · %4 层</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="106"/>
        <source> ★ worst</source>
        <translation> ★ 最差</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="111"/>
        <source>Host RAM per node · %1</source>
        <translation>每节点主机内存 · %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector.cpp" line="113"/>
        <source>NVMe per node · %1</source>
        <translation>每节点 NVMe · %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="37"/>
        <source>Simulated: each stage&apos;s step replayed through the caching allocator with %1.</source>
        <translation>模拟：每个阶段的一步以 %1 在缓存分配器中重放。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="39"/>
        <source>Assumed: the allocator could not be simulated (%1).</source>
        <translation>假设值：无法模拟分配器（%1）。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="40"/>
        <source>Assumed until the allocator simulation answers.</source>
        <translation>在分配器模拟返回之前采用假设值。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="50"/>
        <source>Not live at the peak (%1)</source>
        <translation>峰值时刻（%1）不驻留</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="51"/>
        <source>The ledger shows each stage at its peak instant, so this term has no segment there.</source>
        <translation>账本显示每个阶段在峰值时刻的占用，因此该项在其中没有对应色段。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="90"/>
        <source>Where</source>
        <translation>其中</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="91"/>
        <source>Live at</source>
        <translation>存活于</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="94"/>
        <source>Allocator</source>
        <translation>分配器</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/formula_inspector_details.cpp" line="97"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeadlineStrip</name>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="19"/>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="53"/>
        <source>✖ Invalid scenario</source>
        <translation>✖ 场景无效</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="60"/>
        <source>&lt;br&gt;&lt;i&gt;The ledger below is the last valid one.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;下方显示的是上一份有效账本。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="73"/>
        <source>✔ Fits</source>
        <translation>✔ 装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="73"/>
        <source>✖ Does not fit</source>
        <translation>✖ 装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="75"/>
        <source>headroom &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>余量 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="76"/>
        <source>&lt;b&gt;%1 over&lt;/b&gt;</source>
        <translation>&lt;b&gt;超出 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="77"/>
        <source>peak per GPU &lt;b&gt;%1&lt;/b&gt; of %2 (stage %3, %4) · %5&lt;br&gt;tokens per step &lt;b&gt;%6&lt;/b&gt; · global batch &lt;b&gt;%7&lt;/b&gt; · %8 · %9</source>
        <translation>单卡峰值 &lt;b&gt;%1&lt;/b&gt; / %2（阶段 %3，%4）· %5&lt;br&gt;每步 token 数 &lt;b&gt;%6&lt;/b&gt; · 全局批次 &lt;b&gt;%7&lt;/b&gt; · %8 · %9</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="83"/>
        <source>1 GPU</source>
        <translation>1 张 GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="83"/>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="86"/>
        <source> · host RAM %1 of %2 per node</source>
        <translation> · 每节点主机内存 %1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/headline_strip.cpp" line="88"/>
        <source> · NVMe %1 of %2</source>
        <translation> · NVMe %1 / %2</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeatMapChart</name>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="89"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="89"/>
        <source>out of memory</source>
        <translation>显存溢出</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="89"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="100"/>
        <source>fit boundary (largest %1 that fits)</source>
        <translation>容量边界（能装下的最大 %1）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="106"/>
        <source>cells: memory per GPU</source>
        <translation>格内：每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="107"/>
        <source>cells: memory per GPU in %1</source>
        <translation>格内：每 GPU 显存（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="109"/>
        <source>dashed: this scenario</source>
        <translation>虚线框：当前场景</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="110"/>
        <source>click a cell to apply it</source>
        <translation>点击一格即可应用</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="168"/>
        <source>invalid: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="169"/>
        <source>fits: %1 per GPU</source>
        <translation>装得下：单卡 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="170"/>
        <source>out of memory: %1 per GPU</source>
        <translation>显存溢出：单卡 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="172"/>
        <source>This is the current scenario.</source>
        <translation>这是当前场景。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_chart.cpp" line="172"/>
        <source>Click to apply both values to the scenario.</source>
        <translation>点击将这两个值应用到场景。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeatMapPanel</name>
    <message>
        <location filename="../../widgets/explore/heatmap_panel.cpp" line="45"/>
        <source>Across: the knob along the bottom</source>
        <translation>横轴：底部的参数</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_panel.cpp" line="46"/>
        <source>Up: the knob along the side</source>
        <translation>纵轴：侧边的参数</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_panel.cpp" line="108"/>
        <source>stale</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_panel.cpp" line="110"/>
        <source>%1 × %2 cells, computed in %3</source>
        <translation>%1 × %2 个格子，耗时 %3</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_panel.cpp" line="109"/>
        <source>The scenario is invalid: showing the last map</source>
        <translation>场景无效：显示上一张图</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/heatmap_panel.cpp" line="120"/>
        <source>Set %1 = %2, %3 = %4 (fit map)</source>
        <translation>设置 %1 = %2，%3 = %4（容量图）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ImportReportDialog</name>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="37"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="40"/>
        <source>&lt;b&gt;%1&lt;/b&gt; read as %2: %3 key(s) mapped exactly, %4 left to the framework&apos;s default, %5 approximated, %6 understood but not modelled, %7 not understood. Nothing changes until you apply it; the import can be undone.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 按 %2 读取：%3 个键精确映射，%4 个采用框架默认值，%5 个近似处理，%6 个已识别但未建模，%7 个无法识别。应用之前场景不会改变；导入可以撤销。</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="50"/>
        <source>Key in the file</source>
        <translation>文件中的键</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="50"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="50"/>
        <source>Scenario field</source>
        <translation>场景字段</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="50"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="54"/>
        <source>Import report</source>
        <translation>导入报告</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="58"/>
        <source>Problems (%1)</source>
        <translation>问题（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="59"/>
        <source>Not understood (%1)</source>
        <translation>无法识别（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="60"/>
        <source>Approximated (%1)</source>
        <translation>近似处理（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="61"/>
        <source>Left to the framework&apos;s default (%1)</source>
        <translation>采用框架默认值（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="62"/>
        <source>Read exactly (%1)</source>
        <translation>精确读取（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="63"/>
        <source>Understood, not modelled (%1)</source>
        <translation>已识别但未建模（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/exchange/import_report_dialog.cpp" line="68"/>
        <source>&amp;Apply to the Scenario</source>
        <translation>应用到场景(&amp;A)</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::LedgerView</name>
    <message>
        <location filename="../../widgets/ledger/ledger_view.cpp" line="88"/>
        <source>No valid ledger yet: fix the marked inputs.</source>
        <translation>尚无有效账本：请修正标记的输入。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_view.cpp" line="118"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2&lt;br&gt;%3 (%4) · %5 of %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2&lt;br&gt;%3（%4）· 占 %6 的 %5</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger/ledger_view.cpp" line="123"/>
        <source>&lt;hr&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;br&gt;= &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;i&gt;click to inspect&lt;/i&gt;</source>
        <translation>&lt;hr&gt;&lt;b&gt;%1&lt;/b&gt;：%2&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;br&gt;= &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;i&gt;点击查看详情&lt;/i&gt;</translation>
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
        <location filename="../../widgets/common/param_slider.cpp" line="110"/>
        <source>%1 is outside %2 – %3: not applied</source>
        <translation>%1 超出 %2 – %3 的范围：未应用</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::PlannerPanel</name>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="27"/>
        <source>Pick a model, a GPU and a GPU count, then find the layouts that fit.</source>
        <translation>选择模型、GPU 型号和 GPU 数量，然后查找能装下的布局。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="56"/>
        <source>the scenario&apos;s</source>
        <translation>沿用场景的</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="60"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="61"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="62"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="63"/>
        <source>Global batch (sequences)</source>
        <translation>全局批次（序列数）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="64"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="65"/>
        <location filename="../../widgets/explore/planner_panel.cpp" line="164"/>
        <source>Find layouts that fit</source>
        <translation>查找能装下的布局</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="81"/>
        <source>Load as B (compare)</source>
        <translation>载入为 B（对比）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="82"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="83"/>
        <source>Replace the scenario with this layout (undoable)</source>
        <translation>用此布局替换场景（可撤销）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="137"/>
        <source>Searching…</source>
        <translation>搜索中…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/explore/planner_panel.cpp" line="147"/>
        <source>%n layout(s) on the Pareto front</source>
        <translation>
            <numerusform>Pareto 前沿上有 %n 个布局</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="149"/>
        <source>global batch %1 sequences in every row</source>
        <translation>每一行的全局批次均为 %1 条序列</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="151"/>
        <source>%1 evaluated, %2 fit, %3, ranked by %4</source>
        <translation>已评估 %1 个，%2 个能装下，耗时 %3，排序依据：%4</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_panel.cpp" line="164"/>
        <source>Searching… (click to restart)</source>
        <translation>搜索中…（点击重新开始）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::PlannerTable</name>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="102"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="102"/>
        <source>Tokens/s</source>
        <translation>tokens/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="16"/>
        <source>optimizer + params → %1</source>
        <translation>优化器 + 参数 → %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="18"/>
        <source>optimizer → %1</source>
        <translation>优化器 → %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="19"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="99"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="99"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="99"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="99"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="100"/>
        <source>VPP</source>
        <translation>VPP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="100"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="100"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="100"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="101"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="101"/>
        <source>Accum.</source>
        <translation>累积</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="101"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="101"/>
        <source>Memory/GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="102"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/planner_table.cpp" line="102"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ScenarioForm</name>
    <message>
        <location filename="../../widgets/session/scenario_form.cpp" line="96"/>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="203"/>
        <source>Architecture (from the model; edit to override)</source>
        <translation>架构（取自模型；可编辑覆盖）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form.cpp" line="167"/>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="38"/>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="122"/>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="192"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="42"/>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="43"/>
        <source>Read the architecture from a Hugging Face config.json</source>
        <translation>从 Hugging Face config.json 读取架构</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="45"/>
        <source>Import Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="46"/>
        <source>Model config (*.json)</source>
        <translation>模型配置 (*.json)</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="52"/>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="54"/>
        <source>Imported with approximations</source>
        <translation>导入时做了近似</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="57"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="66"/>
        <source>Other sizes of the same model family</source>
        <translation>同一模型系列的其他规模</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="71"/>
        <source>Size in family</source>
        <translation>系列规模</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="80"/>
        <source>Choose model %1</source>
        <translation>选择模型 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="108"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="128"/>
        <source>Choose GPU %1</source>
        <translation>选择 GPU %1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="131"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="139"/>
        <source>uniform (e.g. 19,20,20,21)</source>
        <translation>均匀（例如 19,20,20,21）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="144"/>
        <source>Change layers per stage</source>
        <translation>修改每阶段层数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="147"/>
        <source>Layers per stage</source>
        <translation>每阶段层数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="150"/>
        <source>GPUs in the job</source>
        <translation>任务 GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="176"/>
        <source>%1 B params</source>
        <translation>%1 B 参数</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="176"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="191"/>
        <source>unnamed</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="192"/>
        <source>Custom: %1</source>
        <translation>自定义：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="193"/>
        <source>Not a preset: the architecture was imported, read from a file or edited (see Architecture below)</source>
        <translation>不是预设：架构来自导入、文件或手动编辑（见下方“架构”）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="204"/>
        <source>Architecture (custom model)</source>
        <translation>架构（自定义模型）</translation>
    </message>
    <message>
        <location filename="../../widgets/session/scenario_form_pickers.cpp" line="210"/>
        <source>%1 = DP %2 × TP %3 × PP %4 × CP %5</source>
        <translation>%1 = DP %2 × TP %3 × PP %4 × CP %5</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::SweepChart</name>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="68"/>
        <source>No valid scenario to sweep yet</source>
        <translation>尚无可扫描的有效场景</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="117"/>
        <source>first out-of-memory point: %1</source>
        <translation>首个显存溢出点：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="138"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="174"/>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="203"/>
        <source>%1: invalid (%2)</source>
        <translation>%1：无效（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="204"/>
        <source>%1: %2 per GPU, %3</source>
        <translation>%1：单卡 %2，%3</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="205"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="205"/>
        <source>out of memory</source>
        <translation>显存溢出</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="206"/>
        <source>This is the current scenario.</source>
        <translation>这是当前场景。</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_chart.cpp" line="207"/>
        <source>Click to apply it to the scenario.</source>
        <translation>点击将其应用到场景。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::SweepPanel</name>
    <message>
        <location filename="../../widgets/explore/sweep_panel.cpp" line="57"/>
        <source>The sweep doubles from the first value up to the last</source>
        <translation>扫描从起始值开始逐次翻倍，直到结束值</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_panel.cpp" line="66"/>
        <source>Memory per GPU against this knob, the rest of the scenario as it is</source>
        <translation>每 GPU 显存随此参数的变化，场景的其余部分保持不变</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_panel.cpp" line="68"/>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_panel.cpp" line="70"/>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_panel.cpp" line="143"/>
        <source>stale</source>
        <translation>已过期</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/explore/sweep_panel.cpp" line="145"/>
        <source>%n point(s), computed in %1</source>
        <translation>
            <numerusform>%n 个点，耗时 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_panel.cpp" line="144"/>
        <source>The scenario is invalid: showing the last sweep</source>
        <translation>场景无效：显示上一次扫描</translation>
    </message>
    <message>
        <location filename="../../widgets/explore/sweep_panel.cpp" line="181"/>
        <source>Set %1 to %2 (sweep)</source>
        <translation>将 %1 设为 %2（扫描）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TimelineView</name>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="32"/>
        <source>Ctrl+wheel or W/S: zoom · A/D or drag: pan · F: fit · click: pin a span</source>
        <translation>Ctrl+滚轮或 W/S：缩放 · A/D 或拖动：平移 · F：适应窗口 · 点击：固定区段</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="44"/>
        <source>The inputs are invalid: fix the marked controls.</source>
        <translation>输入无效：请修正标记的控件。</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="59"/>
        <source>No timeline for this scenario: %1</source>
        <translation>此场景没有时间线：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="87"/>
        <source>No timeline yet.</source>
        <translation>尚无时间线。</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline/timeline_view.cpp" line="98"/>
        <source>(showing the last timeline)</source>
        <translation>（显示上一次的时间线）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriageAutoView</name>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="50"/>
        <source>Path so far</source>
        <translation>当前路径</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="52"/>
        <source>Diagnosis of the original job (answered by the engine)</source>
        <translation>原始任务的诊断（由引擎给出）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="69"/>
        <source>What this job allows</source>
        <translation>此任务允许的调整</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="71"/>
        <source>LoRA / QLoRA allowed</source>
        <translation>允许 LoRA / QLoRA</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="72"/>
        <source>The task tolerates a parameter-efficient fine-tune instead of a full one</source>
        <translation>任务可以接受参数高效微调而非全参微调</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="73"/>
        <source>Shorter sequences allowed</source>
        <translation>允许缩短序列</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="74"/>
        <source>Halving the sequence length changes the data the model sees</source>
        <translation>序列长度减半会改变模型看到的数据</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="75"/>
        <source>Offload to CPU RAM / NVMe allowed</source>
        <translation>允许卸载到 CPU 内存 / NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="77"/>
        <source>FlashAttention available</source>
        <translation>可用 FlashAttention</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="81"/>
        <source>as configured</source>
        <translation>按当前配置</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="84"/>
        <source>GPUs available:</source>
        <translation>可用 GPU 数：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="85"/>
        <source>Start / restart the walk</source>
        <translation>开始 / 重新开始</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="106"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="107"/>
        <source>Keep this change (it is already shown on the ledger)</source>
        <translation>保留此改动（已显示在账本上）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="108"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="109"/>
        <source>Take this change back and try the next option</source>
        <translation>撤回此改动，尝试下一个选项</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="110"/>
        <source>Undo last accepted</source>
        <translation>撤销上一次接受</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="169"/>
        <source>&lt;i&gt;Start the walk: the engine diagnoses the current scenario and proposes one step at a time: free defaults first, then fixes for the element that is the problem, then more GPUs.&lt;/i&gt;</source>
        <translation>&lt;i&gt;开始排查：引擎诊断当前场景并一次提出一步：先是免费的默认设置，然后是针对问题所在部分的修复，最后是更多 GPU。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="98"/>
        <source>Proposed step — previewed on the ledger</source>
        <translation>建议步骤 — 已在账本上预览</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="128"/>
        <source>Copy summary as Markdown</source>
        <translation>复制摘要为 Markdown</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="130"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="167"/>
        <source>&lt;i&gt;The scenario was edited outside the wizard; start the walk again from it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;场景已在向导之外被修改；请从当前场景重新开始。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="172"/>
        <source>&lt;i&gt;The engine is walking the tree…&lt;/i&gt;</source>
        <translation>&lt;i&gt;引擎正在遍历决策树……&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="174"/>
        <source>&lt;b&gt;The walk is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;排障已结束。&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_auto_view.cpp" line="175"/>
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
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="25"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="28"/>
        <source>&lt;i&gt;Answer the questions about your real job; the wizard points to what to try, in order.&lt;/i&gt;</source>
        <translation>&lt;i&gt;回答关于实际任务的问题；向导会按顺序指出应尝试的措施。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="30"/>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="97"/>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="100"/>
        <source>Tried: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;</source>
        <translation>已尝试：&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="112"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — complexity %2/%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 复杂度 %2/%3</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_guided_view.cpp" line="156"/>
        <source>Not enough — what next?</source>
        <translation>还不够 — 下一步？</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriagePanel</name>
    <message>
        <location filename="../../widgets/triage/triage_panel.cpp" line="46"/>
        <source>Advice language:</source>
        <translation>建议语言：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_panel.cpp" line="49"/>
        <source>Auto: walk this scenario</source>
        <translation>自动：排查当前场景</translation>
    </message>
    <message>
        <location filename="../../widgets/triage/triage_panel.cpp" line="50"/>
        <source>Guided: my real job</source>
        <translation>引导：我的实际任务</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::Workbench</name>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="69"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="69"/>
        <source>Activations per tensor, one layer</source>
        <translation>按张量列出的激活（一层）</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="71"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="71"/>
        <source>Timeline of one optimizer step</source>
        <translation>一个优化器步的时间线</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="73"/>
        <source>Allocator</source>
        <translation>分配器</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="74"/>
        <source>The step replayed through PyTorch&apos;s caching allocator: fragmentation, segments, a measured snapshot beside it</source>
        <translation>在 PyTorch 缓存分配器中重放一步：碎片、段，以及并排的实测快照</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="79"/>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="79"/>
        <source>Memory per GPU against one knob; click a column to apply it</source>
        <translation>每 GPU 显存随一个参数的变化；点击一列即可应用</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="80"/>
        <source>Fit map</source>
        <translation>容量图</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="80"/>
        <source>What fits over two knobs; click a cell to apply it</source>
        <translation>两个参数下能否装下；点击一格即可应用</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="81"/>
        <source>A/B compare</source>
        <translation>A/B 对比</translation>
    </message>
    <message>
        <location filename="../../widgets/workbench/workbench.cpp" line="81"/>
        <source>A pinned scenario against the live one</source>
        <translation>固定的场景与当前场景对比</translation>
    </message>
</context>
</TS>
