<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Application</name>
    <message>
        <source>TrainPlan: plans GPU memory, time and cost of training jobs.</source>
        <translation>TrainPlan: plans GPU memory, time and cost of training jobs.</translation>
    </message>
    <message>
        <source>User interface language: en or zh_CN.</source>
        <translation>User interface language: en or zh_CN.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>language</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation>Save a picture of the main window to &lt;file&gt; and quit.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Open on a tab: estimate or gpus.</source>
        <translation>Open on a tab: estimate or gpus.</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tab</translation>
    </message>
</context>
<context>
    <name>EstimatePage</name>
    <message>
        <source>Pretraining</source>
        <translation>Pretraining</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Full fine-tuning</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-bit base)</translation>
    </message>
    <message>
        <source>LoRA and QLoRA train small adapters on a frozen base model; they apply to transformers only.</source>
        <translation>LoRA and QLoRA train small adapters on a frozen base model; they apply to transformers only.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 mixed precision</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 mixed precision</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Automatic trains in BF16 where the GPU has it, otherwise in FP16.</source>
        <translation>Automatic trains in BF16 where the GPU has it, otherwise in FP16.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>M&amp;ethod:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Precision:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>GPUs per &amp;node:</translation>
    </message>
    <message>
        <source>N&amp;odes:</source>
        <translation>N&amp;odes:</translation>
    </message>
    <message>
        <source>Training samples (sequences or images) in one epoch.</source>
        <translation>Training samples (sequences or images) in one epoch.</translation>
    </message>
    <message>
        <source>Average tokens in one sample; also the sequence length trained at.</source>
        <translation>Average tokens in one sample; also the sequence length trained at.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>&amp;Tokens per sample:</source>
        <translation>&amp;Tokens per sample:</translation>
    </message>
    <message>
        <source>Problems in the job</source>
        <translation>Problems in the job</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimate</translation>
    </message>
    <message>
        <source>Fits in GPU memory:</source>
        <translation>Fits in GPU memory:</translation>
    </message>
    <message>
        <source>Memory per GPU:</source>
        <translation>Memory per GPU:</translation>
    </message>
    <message>
        <source>Training time:</source>
        <translation>Training time:</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>Throughput:</translation>
    </message>
    <message>
        <source>GPU time:</source>
        <translation>GPU time:</translation>
    </message>
    <message>
        <source>Settings chosen:</source>
        <translation>Settings chosen:</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Fits</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 of %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (range %2 to %3)</source>
        <translation>%1 (range %2 to %3)</translation>
    </message>
    <message>
        <source>%1 tokens/s, %2 samples/s</source>
        <translation>%1 tokens/s, %2 samples/s</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 samples/s</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU-hours</translation>
    </message>
    <message>
        <source>%1, micro-batch %2, ZeRO stage %3, activation checkpointing %4</source>
        <translation>%1, micro-batch %2, ZeRO stage %3, activation checkpointing %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no estimate</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Samp&amp;les:</source>
        <translation>Samp&amp;les:</translation>
    </message>
    <message>
        <source>Epo&amp;chs:</source>
        <translation>Epo&amp;chs:</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>GpuCatalogPage</name>
    <message>
        <source>Filter by GPU, vendor, generation or source</source>
        <translation>Filter by GPU, vendor, generation or source</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPU(s)</source>
        <translation>
            <numerusform>%1 of %n GPU</numerusform>
            <numerusform>%1 of %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuTableModel</name>
    <message>
        <source>—</source>
        <comment>no such precision</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Source: %1
Date: %2
Confidence: %3</source>
        <translation>Source: %1
Date: %2
Confidence: %3</translation>
    </message>
    <message>
        <source>Derivation: %1</source>
        <translation>Derivation: %1</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generation</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Memory (GiB)</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confidence</translation>
    </message>
    <message>
        <source>Volta</source>
        <translation>Volta</translation>
    </message>
    <message>
        <source>Turing</source>
        <translation>Turing</translation>
    </message>
    <message>
        <source>Ampere</source>
        <translation>Ampere</translation>
    </message>
    <message>
        <source>Ada Lovelace</source>
        <translation>Ada Lovelace</translation>
    </message>
    <message>
        <source>Hopper</source>
        <translation>Hopper</translation>
    </message>
    <message>
        <source>Ascend</source>
        <translation>Ascend</translation>
    </message>
    <message>
        <source>vendor figure</source>
        <translation>vendor figure</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>reported</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimate</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>TrainPlan — Training Compute Planner</source>
        <translation>TrainPlan — Training Compute Planner</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About TrainPlan</source>
        <translation>&amp;About TrainPlan</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>The catalog has %n error(s)</source>
        <translation>
            <numerusform>The catalog has %n error</numerusform>
            <numerusform>The catalog has %n errors</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog: %1 GPUs, %2 models, %3 instance types</source>
        <translation>Catalog: %1 GPUs, %2 models, %3 instance types</translation>
    </message>
    <message>
        <source>TrainPlan</source>
        <translation>TrainPlan</translation>
    </message>
    <message>
        <source>Plans the GPU memory, training time and cost of deep-learning jobs on cloud GPUs.</source>
        <translation>Plans the GPU memory, training time and cost of deep-learning jobs on cloud GPUs.</translation>
    </message>
    <message numerus="yes">
        <source>Built-in catalog: %n file(s).</source>
        <translation>
            <numerusform>Built-in catalog: %n file.</numerusform>
            <numerusform>Built-in catalog: %n files.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs, %2 model presets, %3 instance types.</source>
        <translation>%1 GPUs, %2 model presets, %3 instance types.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>Built with Qt %1.</translation>
    </message>
    <message>
        <source>About TrainPlan</source>
        <translation>About TrainPlan</translation>
    </message>
    <message>
        <source>The new language applies the next time TrainPlan starts.</source>
        <translation>The new language applies the next time TrainPlan starts.</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimate</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
</context>
<context>
    <name>MemoryChartView</name>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>per GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>GPU memory: %1</source>
        <translation>GPU memory: %1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Other</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Memory per GPU (GiB)</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>Malformed JSON</source>
        <translation>Malformed JSON</translation>
    </message>
    <message>
        <source>Empty file</source>
        <translation>Empty file</translation>
    </message>
    <message>
        <source>Unreadable file</source>
        <translation>Unreadable file</translation>
    </message>
    <message>
        <source>Not a folder</source>
        <translation>Not a folder</translation>
    </message>
    <message>
        <source>Unknown key</source>
        <translation>Unknown key</translation>
    </message>
    <message>
        <source>Missing field</source>
        <translation>Missing field</translation>
    </message>
    <message>
        <source>Wrong type</source>
        <translation>Wrong type</translation>
    </message>
    <message>
        <source>Value out of range</source>
        <translation>Value out of range</translation>
    </message>
    <message>
        <source>Unknown value</source>
        <translation>Unknown value</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <translation>Not a whole number</translation>
    </message>
    <message>
        <source>Not a finite number</source>
        <translation>Not a finite number</translation>
    </message>
    <message>
        <source>Empty text</source>
        <translation>Empty text</translation>
    </message>
    <message>
        <source>Invalid date</source>
        <translation>Invalid date</translation>
    </message>
    <message>
        <source>Conflicting fields</source>
        <translation>Conflicting fields</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>Not supported</translation>
    </message>
    <message>
        <source>Empty catalog</source>
        <translation>Empty catalog</translation>
    </message>
    <message>
        <source>Duplicate id</source>
        <translation>Duplicate id</translation>
    </message>
    <message>
        <source>No efficiency model</source>
        <translation>No efficiency model</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Unknown model</translation>
    </message>
    <message>
        <source>Unknown GPU</source>
        <translation>Unknown GPU</translation>
    </message>
    <message>
        <source>Unknown instance type</source>
        <translation>Unknown instance type</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>Does not fit in GPU memory</translation>
    </message>
    <message>
        <source>GPU memory is tight</source>
        <translation>GPU memory is tight</translation>
    </message>
    <message>
        <source>Limited by memory bandwidth</source>
        <translation>Limited by memory bandwidth</translation>
    </message>
    <message>
        <source>Limited by communication</source>
        <translation>Limited by communication</translation>
    </message>
    <message>
        <source>No RDMA network</source>
        <translation>No RDMA network</translation>
    </message>
    <message>
        <source>GPU generation not calibrated</source>
        <translation>GPU generation not calibrated</translation>
    </message>
    <message>
        <source>Estimated GPU specification</source>
        <translation>Estimated GPU specification</translation>
    </message>
    <message>
        <source>Precision not supported by the GPU</source>
        <translation>Precision not supported by the GPU</translation>
    </message>
    <message>
        <source>Sequence longer than the model&apos;s context</source>
        <translation>Sequence longer than the model&apos;s context</translation>
    </message>
    <message>
        <source>Samples truncated</source>
        <translation>Samples truncated</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>Internal error</translation>
    </message>
    <message>
        <source>%1 (%2) at %3: %4</source>
        <translation>%1 (%2) at %3: %4</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
</TS>
