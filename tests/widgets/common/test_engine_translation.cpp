// No word the engine shows is left English in the Chinese UI: every ledger term's label, note
// and symbol meanings over the worked scenarios and many variants of them, and every
// validation problem's template and the field words it names. Each marked string of the
// catalogue's "Term", "Symbol" and "Problem" contexts is also met here, so the variants
// cover every term builder and every check. And every note and problem of the import
// reports of every sample configuration the tests read, and the triage walk's reasons.
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "model/allocator/allocator_replay.h"
#include "model/allocator/allocator_study.h"
#include "model/allocator/sequence_lengths.h"
#include "model/allocator/simulated_ledger.h"
#include "model/allocator/trace_generator.h"
#include "model/core/scenario_fields.h"
#include "model/core/symbols.h"
#include "model/core/validation.h"
#include "model/core/json_file.h"
#include "model/core/untrusted_json.h"
#include "model/imports/config_import.h"
#include "model/io/hf_config/hf_config.h"
#include "model/io/scenario_json.h"
#include "model/io/hf_config/hf_config_source.h"
#include "model/ledger/ledger.h"
#include "model/triage/triage.h"
#include "model/service/scenario_request.h"
#include "tests/model/exports/export_fixture.h"
#include "tests/model/imports/import_fixtures.h"
#include "tests/shared/scenario_variants.h"
#include "widgets/common/catalogue.h"
#include "widgets/common/vocabulary.h"

using namespace memledger;
using model::test::Variant;

namespace {

class ChineseEngineWords : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(widgets::loadCatalogue(m_translator, QLocale(QLocale::Chinese, QLocale::China)));
        ASSERT_TRUE(QCoreApplication::installTranslator(&m_translator));
    }
    void TearDown() override { QCoreApplication::removeTranslator(&m_translator); }

    QTranslator m_translator;
};

// The source texts of one context of resources/i18n/memledger_zh_CN.ts, leaving out those
// marked only in files whose paths contain one of `elsewhere`.
std::set<std::string> catalogueSources(const QString& wanted, const QStringList& elsewhere = {})
{
    std::set<std::string> sources;
    QFile ts(QStringLiteral(MEMLEDGER_SOURCE_DIR "/resources/i18n/memledger_zh_CN.ts"));
    EXPECT_TRUE(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QString context;
    bool markedHere = false;  // a location of the message is not `elsewhere`
    while (xml.readNext() != QXmlStreamReader::EndDocument && !xml.hasError()) {
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            markedHere = elsewhere.isEmpty();
        } else if (xml.name() == QLatin1String("location")) {
            const QString file = xml.attributes().value(QLatin1String("filename")).toString();
            markedHere = markedHere || std::none_of(elsewhere.begin(), elsewhere.end(),
                                                    [&](const QString& part) { return file.contains(part); });
        } else if (xml.name() == QLatin1String("source") && context == wanted && markedHere) {
            sources.insert(xml.readElementText().toStdString());
        }
    }
    return sources;
}

bool translated(const char* context, const std::string& english)
{
    const QString text = QCoreApplication::translate(context, english.c_str());
    return !text.isEmpty() && text != QString::fromStdString(english);
}

// Settings the export round trip does not vary but the ledger counts with terms of their own.
// An 8-expert top-2 MoE on DP 8 with EP `ep`, its tokens dispatched by `dispatcher`.
void expertParallel(model::Scenario& s, int ep, model::MoeDispatcher dispatcher)
{
    s.arch.moe.experts = 8;
    s.arch.moe.topK = 2;
    s.arch.moe.expertFfn = s.arch.ffn / 4;
    s.parallel.dp = 8;
    s.parallel.ep = ep;
    s.parallel.moe.dispatcher = dispatcher;
}

// A distillation teacher of the student's own tokenizer: its architecture, twice as deep.
void withTeacher(model::Scenario& s)
{
    s.teacher.modelId = "teacher";
    s.teacher.arch = s.arch;
    s.teacher.arch.layers *= 2;
}

std::vector<Variant> ledgerVariants()
{
    using namespace model;
    std::vector<Variant> out = model::test::variants();
    const std::vector<Variant> more = {
        {"qlora", [](Scenario& s) { s.memory.lora.rank = 16; s.memory.lora.qlora = true; }},
        {"paged-adamw", [](Scenario& s) { s.training.pagedOptimizer = true; }},
        {"float8", [](Scenario& s) { s.training.float8 = true; }},
        {"float8-all-gather",
         [](Scenario& s) {
             s.framework = Framework::Fsdp;
             s.parallel.dp = 8;
             s.parallel.fsdp = FsdpMode::FullShard;
             s.training.float8 = true;
             s.training.float8AllGather = true;
         }},
        {"fsdp-no-reshard",
         [](Scenario& s) {
             s.framework = Framework::Fsdp;
             s.parallel.dp = 8;
             s.parallel.fsdp = FsdpMode::FullShard;
             s.parallel.reshardAfterForward = false;
         }},
        {"deepspeed-zero3",
         [](Scenario& s) {
             s.framework = Framework::DeepSpeed;
             s.parallel.dp = 8;
             s.parallel.zeroStage = 3;
         }},
        {"deepspeed-zero2",
         [](Scenario& s) {
             s.framework = Framework::DeepSpeed;
             s.parallel.dp = 8;
             s.parallel.zeroStage = 2;
         }},
        {"hf-trainer-ddp",
         [](Scenario& s) {
             s.framework = Framework::HfTrainer;
             s.parallel.dp = 8;
             s.parallel.zeroStage = 0;
             s.parallel.fsdp = FsdpMode::None;
         }},
        {"moe-ep",
         [](Scenario& s) {
             expertParallel(s, 2, MoeDispatcher::AllToAll);
             s.parallel.zeroStage = 1;
         }},
        {"moe-allgather", [](Scenario& s) { expertParallel(s, 2, MoeDispatcher::AllGather); }},
        {"megatron-moe-router-losses",
         [](Scenario& s) {
             expertParallel(s, 2, MoeDispatcher::AllToAll);
             s.framework = Framework::Megatron;
             s.parallel.moe.auxLoss = true;
             s.parallel.moe.zLoss = true;
             s.parallel.moe.routerFp32 = true;
         }},
        {"moe-deepep", [](Scenario& s) { expertParallel(s, 8, MoeDispatcher::DeepEp); }},
        {"transformers-moe-balancing-loss",
         [](Scenario& s) {
             expertParallel(s, 1, MoeDispatcher::AllToAll);
             s.framework = Framework::HfTrainer;
             s.arch.vocab = 1000;  // the one-hot mask outweighs the cross-entropy's transient
             s.parallel.moe.auxLoss = true;
         }},
        {"megatron", [](Scenario& s) { s.framework = Framework::Megatron; s.parallel.dp = 2; }},
        {"megatron-mtp",
         [](Scenario& s) {
             s.framework = Framework::Megatron;
             s.parallel.dp = 2;
             s.arch.mtpLayers = 1;
         }},
        {"optimizer-in-backward",
         [](Scenario& s) {
             s.framework = Framework::Generic;
             s.training.gradAccum = 1;
             s.training.optimizerInBackward = true;
         }},
        {"grads-freed", [](Scenario& s) { s.framework = Framework::Generic; s.training.gradAccum = 1; }},
        {"autocast", [](Scenario& s) { s.training.precision = Precision::Bf16Amp; }},
        {"pure-bf16", [](Scenario& s) { s.training.precision = Precision::Bf16Pure; }},
        {"foreach-adamw", [](Scenario& s) { s.training.optimizerKernel = OptimizerKernel::Foreach; }},
        {"compiled-loss", [](Scenario& s) { s.training.compile = true; }},
        {"compiled-chunked-loss",
         [](Scenario& s) {
             s.training.compile = true;
             s.training.loss = Loss::Chunked;
         }},
        {"selective-log-softmax", [](Scenario& s) { s.training.loss = Loss::SelectiveLogSoftmax; }},
        {"fp32-selective-log-softmax",
         [](Scenario& s) {
             s.training.loss = Loss::SelectiveLogSoftmax;
             s.training.precision = Precision::Fp32;
         }},
        {"megatron-moe-layer-freq",
         [](Scenario& s) {
             if (s.arch.moe.isMoe()) {
                 s.arch.moe.layerStep = 2;
                 s.arch.moe.firstInStep = true;
             }
         }},
        {"activation-offload", [](Scenario& s) { s.memory.offload.activations = OffloadTarget::Cpu; }},
        {"nvme-offload",
         [](Scenario& s) {
             s.parallel.dp = 4;
             s.parallel.zeroStage = 3;
             s.memory.offload.optimizer = OffloadTarget::Nvme;
             s.memory.offload.parameters = OffloadTarget::Nvme;
         }},
        {"adafactor", [](Scenario& s) { s.training.optimizer = Optimizer::Adafactor; }},
        {"muon", [](Scenario& s) { s.training.optimizer = Optimizer::Muon; }},
        {"precision-aware-bf16",
         [](Scenario& s) {
             s.framework = Framework::Megatron;
             s.parallel.distributedOptimizer = true;
             s.training.precisionAwareOptimizer = true;
             s.training.expAvgDtype = StateDtype::Bf16;
             s.training.expAvgSqDtype = StateDtype::Bf16;
             s.training.mainGradsDtype = StateDtype::Bf16;
         }},
        {"precision-aware-fp16-master",
         [](Scenario& s) {
             s.framework = Framework::Megatron;
             s.parallel.distributedOptimizer = true;
             s.training.precisionAwareOptimizer = true;
             s.training.mainParamsDtype = StateDtype::Fp16;
         }},
        {"rollout-engine",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.rollout.engine = RolloutEngine::Vllm;
             s.rollout.tp = 2;
             s.rollout.sleepLevel = 1;
         }},
        {"rollout-engine-sglang",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.rollout.engine = RolloutEngine::Sglang;
             s.rollout.tp = 2;
             s.rollout.blockSize = 1;
             s.rollout.syncBucketMb = 512;
         }},
        {"rl-weight-sync-bucket",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.parallel.fsdp = FsdpMode::FullShard;
             s.training.precision = Precision::Bf16Amp;
             s.rollout.engine = RolloutEngine::Vllm;
             s.rollout.tp = 2;
             s.rollout.sleepLevel = 2;
             s.rollout.syncBucketMb = 2048;
         }},
        {"rl-reference-in-host-memory",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.rollout.engine = RolloutEngine::Vllm;
             s.rollout.tp = 2;
             s.reference.model = ReferenceModel::Policy;
             s.reference.offload = true;
         }},
        {"rl-trainer-offload",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.rollout.engine = RolloutEngine::Vllm;
             s.rollout.tp = 2;
             s.rollout.trainerOffload = TrainerOffload::OptimizerAndWeights;
         }},
        {"ppo-critic-kept-gradients",
         [](Scenario& s) {
             s.parallel.dp = 8;
             s.training.gradsSetToNone = false;
             s.critic.model = CriticModel::Policy;
         }},
        {"dpo-reference",
         [](Scenario& s) {
             s.framework = Framework::HfTrainer;
             s.reference.model = ReferenceModel::Policy;
         }},
        {"distillation", [](Scenario& s) { withTeacher(s); }},
        {"distillation-compiled",
         [](Scenario& s) {
             withTeacher(s);
             s.training.compile = true;
         }},
        {"distillation-fsdp-teacher-in-host-memory",
         [](Scenario& s) {
             withTeacher(s);
             s.framework = Framework::Fsdp;
             s.parallel.dp = 8;
             s.parallel.fsdp = FsdpMode::FullShard;
             s.teacher.offload = true;
         }},
    };
    out.insert(out.end(), more.begin(), more.end());
    return out;
}

void checkTerms(const std::vector<model::Term>& terms, std::set<std::string>& met)
{
    for (const auto& term : terms) {
        EXPECT_TRUE(translated("Term", term.label)) << term.id << ": " << term.label;
        EXPECT_EQ(widgets::termLabel(term), QCoreApplication::translate("Term", term.label));
        met.insert(term.label);
        if (*term.note) {
            EXPECT_TRUE(translated("Term", term.note)) << term.id << ": " << term.note;
            met.insert(term.note);
        }
        for (int i = 0; i < term.varCount; ++i) {
            const std::string meaning(model::symbolMeaning(term, term.vars[static_cast<std::size_t>(i)].symbol));
            EXPECT_TRUE(translated("Symbol", meaning)) << term.id << ": " << meaning;
            met.insert(meaning);
        }
    }
}

// A scenario valid in every range, which each row of the table below breaks one way.
model::Scenario plainScenario()
{
    model::Scenario s = model::test::workedScenario("7b-adam-states");
    s.arch.layers = 32;
    s.arch.hidden = 4096;
    s.arch.heads = 32;
    s.arch.kvHeads = 8;
    s.arch.ffn = 14336;
    s.training.seq = 4096;
    return s;
}

// Every worked scenario under every ledger variant that is a valid job, with its name.
template <class Visit>
void forEachValidVariant(Visit visit)
{
    for (const auto& [id, preset] : model::test::presetLibrary().scenarios) {
        for (const auto& variant : ledgerVariants()) {
            model::Scenario scenario = model::test::workedScenario(id);
            variant.change(scenario);
            if (model::validate(scenario).empty())
                visit(scenario, id + " / " + variant.name);
        }
    }
}

// An argument that is itself an engine word is translated too.
void checkArguments(const std::vector<model::ProblemArgument>& arguments)
{
    for (const auto& argument : arguments) {
        if (argument.context) {
            EXPECT_TRUE(translated(argument.context, argument.text)) << argument.text;
        }
    }
}

}  // namespace

TEST_F(ChineseEngineWords, EveryLedgerTermHasChineseLabelNoteAndSymbols)
{
    std::set<std::string> met;
    int ledgers = 0;
    forEachValidVariant([&](const model::Scenario& scenario, const std::string& name) {
        SCOPED_TRACE(name);
        const model::Estimate estimate = model::estimate(scenario);
        for (const auto& stage : estimate.stages)
            checkTerms(stage.terms, met);
        checkTerms(estimate.host.terms, met);
        checkTerms(estimate.nvme.terms, met);
        ++ledgers;
    });
    // The caching allocator's replay replaces the assumed fragmentation with its own term.
    const model::Scenario small = model::test::workedScenario("7b-flash-attention-s4096-b4");
    checkTerms(model::simulateFragmentation(small, model::estimate(small)).worst().terms, met);
    EXPECT_GT(ledgers, 100);
    // Every marked label, note and symbol meaning was met: no term builder escaped the check.
    for (const auto& context : {QStringLiteral("Term"), QStringLiteral("Symbol")})
        for (const auto& source : catalogueSources(context))
            EXPECT_TRUE(met.count(source)) << "no variant builds a term with: " << source;
}

// The activation drill-down's operations and tensors, as the window's table and `explain` name
// them: every name a variant saves is in the catalogue (some, "Q" or "FlashAttention", read
// the same in Chinese).
TEST_F(ChineseEngineWords, EverySavedTensorHasAChineseName)
{
    const std::set<std::string> catalogued = catalogueSources(QStringLiteral("Tensor"));
    forEachValidVariant([&](const model::Scenario& scenario, const std::string&) {
        const model::Estimate estimate = model::estimate(scenario);
        for (const auto* inventory : {&estimate.denseInventory, &estimate.moeInventory})
            for (const auto& tensor : inventory->tensors)
                for (const char* name : {tensor.op, tensor.tensor})
                    EXPECT_TRUE(catalogued.count(name)) << name;
    });
}

namespace {
// A mixture of experts, top-2, for the breakages of the experts' grid.
void withExperts(model::Scenario& s, int experts, std::int64_t expertFfn)
{
    s.arch.moe.experts = experts;
    s.arch.moe.topK = 2;
    s.arch.moe.expertFfn = expertFfn;
}
}  // namespace

TEST_F(ChineseEngineWords, EveryValidationProblemHasAChineseTemplate)
{
    using namespace model;
    const std::vector<std::function<void(Scenario&)>> breakages = {
        [](Scenario& s) { s.arch.layers = 0; },
        [](Scenario& s) { s.arch.kvHeads = 5; },
        [](Scenario& s) { s.arch.headDim = 0; s.arch.hidden = 4001; },
        [](Scenario& s) { s.parallel.pp = 3; s.parallel.vpp = 2; s.training.gradAccum = 8; },
        [](Scenario& s) { s.parallel.pp = 3; },
        [](Scenario& s) { s.parallel.pp = 2; s.parallel.stageLayers = {32}; },
        [](Scenario& s) { s.parallel.pp = 3; s.parallel.stageLayers = {16, 0, 16}; },
        [](Scenario& s) { s.parallel.pp = 2; s.parallel.stageLayers = {16, 15}; },
        [](Scenario& s) { s.parallel.pp = 2; s.parallel.vpp = 2; s.training.gradAccum = 1; },
        [](Scenario& s) { s.parallel.tp = 3; },
        [](Scenario& s) { s.parallel.tp = 16; },
        [](Scenario& s) { s.parallel.tp = 2; s.arch.ffn = 11009; },
        [](Scenario& s) { s.parallel.tp = 1; s.parallel.sp = true; },
        [](Scenario& s) { s.parallel.pp = 1; s.parallel.vpp = 2; },
        [](Scenario& s) { s.parallel.pp = 1; s.parallel.schedule = PipelineSchedule::GPipe; },
        [](Scenario& s) { s.parallel.pp = 2; s.parallel.schedule = PipelineSchedule::Zbv; },
        [](Scenario& s) { s.parallel.pp = 2; s.parallel.vpp = 2; s.parallel.schedule = PipelineSchedule::DualPipeV; },
        [](Scenario& s) { s.parallel.pp = 2; s.parallel.vpp = 2; s.parallel.schedule = PipelineSchedule::ZeroBubbleH1;
                          s.training.gradAccum = 8; },
        [](Scenario& s) { s.parallel.pp = 4; s.parallel.vpp = 2; s.parallel.schedule = PipelineSchedule::DualPipe;
                          s.training.gradAccum = 7; },
        [](Scenario& s) { s.arch.layers = 30; s.parallel.pp = 3; s.parallel.schedule = PipelineSchedule::DualPipe;
                          s.training.gradAccum = 8; },
        [](Scenario& s) { s.parallel.cp = 3; },
        [](Scenario& s) { withTeacher(s); s.teacher.arch.vocab += 1; },
        [](Scenario& s) { withTeacher(s); s.parallel.tp = 2; },
        [](Scenario& s) { withTeacher(s); s.reference.model = ReferenceModel::Policy; },
        [](Scenario& s) { withTeacher(s); s.teacher.offload = true; },
        [](Scenario& s) { s.parallel.dp = 2; s.parallel.ep = 2; },
        [](Scenario& s) {
            withExperts(s, 6, 1024);
            s.parallel.dp = 4;
            s.parallel.ep = 4;
        },
        [](Scenario& s) {
            withExperts(s, 8, 1024);
            s.parallel.ep = 2;
        },
        [](Scenario& s) {
            withExperts(s, 8, 1024);
            s.parallel.dp = 2;
            s.parallel.tp = 2;
            s.parallel.ep = 2;
            s.parallel.etp = 1;
        },
        [](Scenario& s) {
            withExperts(s, 8, 1000);
            s.parallel.dp = 3;
            s.parallel.etp = 3;
        },
        [](Scenario& s) {
            withExperts(s, 8, 1024);
            s.parallel.moe.padToCapacity = true;
        },
        [](Scenario& s) {
            withExperts(s, 8, 1024);
            s.parallel.moe.dispatcher = MoeDispatcher::DeepEp;
        },
        [](Scenario& s) {
            withExperts(s, 8, 1024);
            s.arch.moe.layerStep = s.arch.layers + 1;
        },
        [](Scenario& s) {
            withExperts(s, 8, 1024);
            s.framework = Framework::DeepSpeed;
            s.parallel.moe.auxLoss = true;
            s.parallel.pp = 2;
        },
        [](Scenario& s) {
            s.memory.recompute = Recompute::Selective;
            s.memory.recomputeModules = "core_attn mhc";
        },
        [](Scenario& s) {
            s.memory.recompute = Recompute::Selective;
            s.memory.recomputeModules = "mla_up_proj";
        },
        [](Scenario& s) { s.parallel.dp = 8; s.parallel.fsdp = FsdpMode::FullShard; s.parallel.zeroStage = 3; },
        [](Scenario& s) { s.parallel.distributedOptimizer = true; s.parallel.zeroStage = 2; },
        [](Scenario& s) { s.framework = Framework::DeepSpeed; s.parallel.pp = 2; s.parallel.zeroStage = 2; },
        [](Scenario& s) { s.memory.lora.rank = 0; s.memory.lora.qlora = true; },
        [](Scenario& s) {
            s.memory.offload.parameters = OffloadTarget::Cpu;
            s.memory.offload.optimizer = OffloadTarget::Cpu;
        },
        [](Scenario& s) {
            s.parallel.dp = 8;
            s.parallel.zeroStage = 3;
            s.memory.offload.parameters = OffloadTarget::Cpu;
        },
        [](Scenario& s) { s.training.optimizer = Optimizer::None; s.memory.offload.optimizer = OffloadTarget::Cpu; },
        [](Scenario& s) { s.memory.allocConf = "no_such_option:1"; },
        [](Scenario& s) { s.training.optimizerInBackward = true; s.training.gradAccum = 2; },
        [](Scenario& s) { s.framework = Framework::Megatron; s.training.optimizerInBackward = true; },
        [](Scenario& s) { s.training.optimizer = Optimizer::None; s.training.optimizerInBackward = true; },
        [](Scenario& s) { s.training.optimizer = Optimizer::Sgd; s.training.pagedOptimizer = true; },
        [](Scenario& s) { s.training.pagedOptimizer = true; s.memory.offload.optimizer = OffloadTarget::Cpu; },
        [](Scenario& s) { s.training.seqMean = 8192; },
        [](Scenario& s) { s.training.precision = Precision::Fp32; s.training.float8 = true; },
        [](Scenario& s) { s.training.float8AllGather = true; },
        [](Scenario& s) { s.training.float8 = true; s.training.float8AllGather = true; },
        [](Scenario& s) { s.training.fp8Params = true; },
        [](Scenario& s) { s.parallel.tpCommOverlap = true; },
        [](Scenario& s) { s.arch.slidingLayers = 4; },
        [](Scenario& s) { s.training.optimizer = Optimizer::Soap; s.framework = Framework::Fsdp; },
        [](Scenario& s) { s.training.optimizer = Optimizer::Soap; s.framework = Framework::Megatron; s.memory.lora.rank = 8; },
        [](Scenario& s) { s.training.optimizer = Optimizer::GaLore; s.parallel.dp = 2; s.parallel.zeroStage = 2; },
        [](Scenario& s) { s.training.optimizer = Optimizer::Apollo; withExperts(s, 8, 1024); },
        [](Scenario& s) { s.training.optimizer = Optimizer::GaLore; s.memory.lora.rank = 8; },
        [](Scenario& s) { s.training.optimizer = Optimizer::AdamMini; s.parallel.tp = 2; },
        [](Scenario& s) { s.training.optimizer = Optimizer::AdamMini; withExperts(s, 8, 1024); },
        [](Scenario& s) { s.training.optimizer = Optimizer::AdamMini; s.memory.lora.rank = 8; },
        [](Scenario& s) { s.training.optimizer = Optimizer::Shampoo; s.parallel.tp = 2; },
        [](Scenario& s) { s.training.optimizer = Optimizer::Shampoo; withExperts(s, 8, 1024); },
        [](Scenario& s) { s.training.optimizer = Optimizer::Shampoo; s.memory.lora.rank = 8; },
        [](Scenario& s) { s.framework = Framework::Fsdp; s.training.fp8Recipe = Fp8Recipe::Tensorwise; s.training.fp8Params = true; },
        [](Scenario& s) { s.training.fp8Recipe = Fp8Recipe::Tensorwise; s.training.float8 = true; },
        [](Scenario& s) { s.training.fp8Recipe = Fp8Recipe::Tensorwise; s.memory.lora.rank = 16; },
        [](Scenario& s) { s.training.fp8Recipe = Fp8Recipe::Mxfp8; s.hardware.computeCapability = 9.0; },
        [](Scenario& s) { s.training.expAvgDtype = StateDtype::Bf16; },
        [](Scenario& s) { s.parallel.optimizerInstances = 2; },
        [](Scenario& s) {
            s.framework = Framework::Megatron;
            s.parallel.distributedOptimizer = true;
            s.parallel.dp = 6;
            s.parallel.optimizerInstances = 4;
        },
        [](Scenario& s) {
            expertParallel(s, 8, MoeDispatcher::AllToAll);
            s.framework = Framework::Megatron;
            s.parallel.distributedOptimizer = true;
            s.parallel.optimizerInstances = 2;
        },
        [](Scenario& s) { s.framework = Framework::Fsdp; s.training.precisionAwareOptimizer = true; },
        [](Scenario& s) { s.framework = Framework::Megatron; s.training.precisionAwareOptimizer = true; },
        [](Scenario& s) {
            s.framework = Framework::Megatron;
            s.parallel.distributedOptimizer = true;
            s.training.precisionAwareOptimizer = true;
            s.training.optimizer = Optimizer::Lion;
            s.training.precision = Precision::Bf16Pure;
            s.training.mainParamsDtype = StateDtype::Bf16;
            s.training.mainGradsDtype = StateDtype::Fp16;
        },
        [](Scenario& s) { s.parallel.dp = 3; s.training.globalBatch = 64; },
        [](Scenario& s) { s.training.seq = 1 << 24; s.training.microBatch = 8; },
        [](Scenario& s) { s.arch.mla = {0, 64, 32, 16, 32}; s.arch.kvHeads = s.arch.heads / 2; },
        [](Scenario& s) { s.arch.mla = {0, 64, 32, 16, 32}; s.arch.kvHeads = s.arch.heads; s.arch.qkNorm = true; },
        [](Scenario& s) { s.arch.mla.vHeadDim = 32; },
        [](Scenario& s) {
            s.arch.mla = {0, 64, 32, 16, 32};
            s.arch.kvHeads = s.arch.heads;
            s.memory.recompute = Recompute::Op;
        },
        [](Scenario& s) { s.parallel.dp = 6; s.rollout.engine = RolloutEngine::Vllm; s.rollout.tp = 3; },
        [](Scenario& s) { s.rollout.engine = RolloutEngine::Vllm; s.rollout.tp = 2; },
        [](Scenario& s) { s.rollout.engine = RolloutEngine::Vllm; s.rollout.gpuMemoryUtilization = 0.01; },
        [](Scenario& s) { s.rollout.engine = RolloutEngine::Vllm; s.training.seq = 1 << 22; },
        [](Scenario& s) { s.rollout.engine = RolloutEngine::Vllm; s.rollout.promptLength = s.training.seq; },
        [](Scenario& s) { s.memory.cublasWorkspaceConfig = ":99999999999999999999:8"; },
        [](Scenario& s) { s.framework = Framework::Megatron; s.memory.transformerImpl = TransformerImpl::Local; },
        [](Scenario& s) {
            s.framework = Framework::Megatron;
            s.memory.transformerImpl = TransformerImpl::Local;
            s.memory.attention = Attention::Eager;
            s.training.fp8Recipe = Fp8Recipe::Tensorwise;
            s.hardware.computeCapability = 9.0;
        },
        [](Scenario& s) {
            s.framework = Framework::Megatron;
            s.memory.transformerImpl = TransformerImpl::Local;
            s.memory.attention = Attention::Eager;
            s.parallel.tp = 2;
            s.parallel.sp = true;
            s.parallel.tpCommOverlap = true;
        },
    };
    std::set<std::string> met;
    const auto check = [&](const std::vector<Problem>& problems) {
        for (const auto& problem : problems) {
            ASSERT_NE(problem.pattern, nullptr) << problem.message;
            EXPECT_TRUE(translated("Problem", problem.pattern)) << problem.pattern;
            for (const auto& argument : problem.arguments) {
                if (argument.context) {
                    EXPECT_TRUE(translated(argument.context, argument.text)) << argument.text;
                }
            }
            // The English message is the template filled in; the Chinese one differs from it.
            EXPECT_NE(problemText(problem, widgets::engineWord), problem.message);
            met.insert(problem.pattern);
        }
    };
    for (std::size_t i = 0; i < breakages.size(); ++i) {
        SCOPED_TRACE("breakage " + std::to_string(i));
        Scenario scenario = plainScenario();
        breakages[i](scenario);
        const auto problems = validate(scenario);
        EXPECT_FALSE(problems.empty());
        check(problems);
    }
    // SGLang's refusals rest on what the trainer holds when it starts: the estimate's, not validate's.
    for (const std::function<void(Scenario&)>& breakage :
         std::vector<std::function<void(Scenario&)>>{[](Scenario& s) { s.rollout.gpuMemoryUtilization = 0.05; },
                                                     [](Scenario& s) { s.training.seq = 1 << 22; }}) {
        Scenario scenario = plainScenario();
        scenario.rollout.engine = RolloutEngine::Sglang;
        breakage(scenario);
        const Estimate refused = estimate(scenario);
        EXPECT_FALSE(refused.valid());
        check(refused.problems);
    }
    // Every field's range names the field in words of its own.
    for (const auto& field : scenarioFields()) {
        if (field.isNumber()) {
            EXPECT_TRUE(translated("Field", field.what)) << field.key << ": " << field.what;
        }
    }
    // A value given for a field another given setting decides, that disagrees with it.
    {
        model::ScenarioRequest request;
        request.fields = {{"global-batch", "64"}, {"dp", "8"}, {"accum", "4"}};
        std::vector<Problem> contradicted;
        assembleScenario(request, PresetLibrary{}, contradicted);
        EXPECT_EQ(contradicted.size(), 1u);
        check(contradicted);
        // Layers per stage that do not read as a list.
        model::ScenarioRequest typo;
        typo.stageLayers = "16,x";
        std::vector<Problem> unreadable;
        assembleScenario(typo, PresetLibrary{}, unreadable);
        EXPECT_EQ(unreadable.size(), 1u);
        check(unreadable);
    }
    // A ledger past any device is refused by the estimate, after validation.
    Scenario absurd = plainScenario();
    absurd.arch.hidden = 1 << 20;
    absurd.arch.ffn = 1 << 22;
    absurd.arch.layers = 10000;
    check(estimate(absurd).problems);
    EXPECT_FALSE(estimate(absurd).valid());
    // A sequence past the model's positions is a warning of the estimate, not a problem.
    Scenario longer = plainScenario();
    longer.arch.maxPositions = 2048;
    check(estimate(longer).warnings);
    // An RL job's estimate says what it does not count yet, and a cache short of the batch.
    Scenario rl = plainScenario();
    rl.rollout.engine = RolloutEngine::Vllm;
    rl.memory.lora.rank = 16;
    rl.rollout.maxNumSeqs = 1 << 20;
    EXPECT_EQ(estimate(rl).warnings.size(), 4u);
    check(estimate(rl).warnings);
    rl.critic.model = CriticModel::Policy;   // and how it bounds the critic's own update
    check(estimate(rl).warnings);
    // LoRA on sharded parameters: TRL's whole-model gather before the sync.
    Scenario loraSharded = rl;
    loraSharded.parallel.dp = 8;
    loraSharded.parallel.fsdp = FsdpMode::FullShard;
    check(estimate(loraSharded).warnings);
    // SGLang's: its graphs, a cache short of the batch, and its sliding-window pool.
    Scenario sglang = rl;
    sglang.rollout.engine = RolloutEngine::Sglang;
    sglang.arch.slidingWindow = 1024;
    sglang.arch.slidingLayers = sglang.arch.layers / 2;
    ASSERT_TRUE(estimate(sglang).valid()) << estimate(sglang).problems.front().message;
    check(estimate(sglang).warnings);
    // A schedule beyond 1F1B says what its estimate leaves out.
    Scenario dualPipe = plainScenario();
    dualPipe.parallel.pp = 4;
    dualPipe.parallel.schedule = PipelineSchedule::DualPipe;
    dualPipe.training.gradAccum = 8;
    EXPECT_EQ(estimate(dualPipe).warnings.size(), 2u);
    check(estimate(dualPipe).warnings);
    // Low precision on a GPU that states no FP8 (or FP4) peak says its GEMMs are timed at BF16.
    Scenario fp8 = plainScenario();
    fp8.training.fp8Recipe = Fp8Recipe::Tensorwise;
    fp8.hardware.computeCapability = 9.0;   // the worked scenario is an A100's: FP8 needs 8.9
    fp8.hardware.peakFlopsFp8 = 0;
    EXPECT_EQ(estimate(fp8).warnings.size(), 1u);
    check(estimate(fp8).warnings);
    Scenario fp4 = fp8;
    fp4.training.fp8Recipe = Fp8Recipe::Nvfp4;
    fp4.hardware.computeCapability = 10.0;
    fp4.hardware.peakFlopsFp4 = 0;
    EXPECT_EQ(estimate(fp4).warnings.size(), 1u);
    check(estimate(fp4).warnings);
    // A CUBLAS_WORKSPACE_CONFIG PyTorch cannot parse, and a GPU of unknown compute capability.
    Scenario workspace = plainScenario();
    workspace.memory.cublasWorkspaceConfig = "4096:8";
    workspace.hardware.computeCapability = 0;
    EXPECT_EQ(estimate(workspace).warnings.size(), 2u);
    check(estimate(workspace).warnings);
    // A scenario file's limitations that do not read.
    std::vector<Problem> unread;
    Scenario reread = plainScenario();
    readScenario(nlohmann::json::parse(R"({"limitations": [{"key": "--x"},
        {"key": "--x", "changes": "memory", "bias": "low"}, {"key": "--x", "changes": "weights", "bias": "lower"}]})"),
                 PresetLibrary{}, reread, unread);
    EXPECT_EQ(unread.size(), 3u);
    check(unread);
    // The problems of files that do not read (another tool's configuration, a JSON file, a
    // config.json) are checked over the sample configurations and broken files below.
    const QStringList files = {QStringLiteral("model/imports/"), QStringLiteral("model/core/json_file.cpp"),
                               QStringLiteral("model/core/untrusted_json.cpp"), QStringLiteral("model/io/hf_config")};
    for (const auto& source : catalogueSources(QStringLiteral("Problem"), files))
        EXPECT_TRUE(met.count(source)) << "no breakage raises: " << source;
}

// Why the triage walk passed an action over, in Chinese: every change of the built-in tree
// tried on every worked scenario and its variants, under permissive and strict options, and
// walks that rule actions out.
TEST_F(ChineseEngineWords, EveryTriageReasonHasAChineseTemplate)
{
    using namespace model;
    std::set<std::string> met;
    const auto check = [&](const Problem& reason) {
        ASSERT_NE(reason.pattern, nullptr) << reason.message;
        EXPECT_STREQ(reason.context, "Triage");
        EXPECT_TRUE(translated("Triage", reason.pattern)) << reason.pattern;
        EXPECT_NE(problemText(reason, widgets::engineWord), reason.message);
        met.insert(reason.pattern);
    };
    TriageOptions strict;
    strict.allowOffload = false;
    strict.flashAvailable = false;
    strict.allowOptimizerChange = false;
    strict.maxGpus = 1;
    TriageOptions permissive;
    permissive.allowLora = true;
    permissive.allowShorterSequence = true;
    const TriageTree& tree = builtinTriageTree();
    forEachValidVariant([&](const Scenario& scenario, const std::string&) {
        for (const auto& [actionId, action] : tree.actions) {
            for (const TriageOptions& options : {strict, permissive}) {
                Scenario changed = scenario;
                const ChangeOutcome outcome = applyChange(action.change, action.params, options, changed);
                if (!outcome.applied)
                    check(outcome.reason);
            }
        }
    });
    Scenario scenario = plainScenario();
    check(applyChange("no-such-change", {}, permissive, scenario).reason);
    for (const auto& [id, preset] : model::test::presetLibrary().scenarios) {
        TriageOptions options = permissive;
        for (const auto& [actionId, action] : tree.actions)
            options.excludedActions.push_back(actionId);
        options.excludedActions.pop_back();
        for (const auto& skip : triage(model::test::workedScenario(id), options, tree).skipped)
            check(skip.reason);
        for (const auto& skip : triage(model::test::workedScenario(id), permissive, tree).skipped)
            check(skip.reason);
    }
    // The rest need jobs the worked scenarios are not: a full fine-tune on a 24 GB card with
    // expandable segments on, a short or an odd sequence, a small host or NVMe, a model too
    // small to split. Each action is walked alone, so the walk tries it whatever the tree
    // would have tried first.
    // An RL job whose small engine already fits beside its sharded trainer.
    const auto smallRlJob = [](Scenario& s) {
        s.parallel.dp = 8;
        s.parallel.zeroStage = 3;
        s.rollout.engine = RolloutEngine::Vllm;
        s.rollout.gpuMemoryUtilization = 0.2;
        s.rollout.tp = 4;
        s.rollout.sleepLevel = 2;
    };
    const std::vector<std::function<void(Scenario&)>> odd = {
        [](Scenario& s) { s.memory.allocConf = "expandable_segments:True"; },
        [](Scenario& s) { s.training.seq = 200; },
        smallRlJob,
        [&](Scenario& s) {   // whose trainer already offloads its optimizer states between updates
            smallRlJob(s);
            s.rollout.trainerOffload = TrainerOffload::Optimizer;
        },
        [](Scenario& s) {   // a reference already in host memory, scoring one sequence at a time
            s.reference.model = ReferenceModel::Policy;
            s.reference.offload = true;
            s.training.logprobMicroBatch = 1;
        },
        [](Scenario& s) { s.framework = Framework::Megatron; },   // no 8-bit AdamW, no distributed optimizer
        [](Scenario& s) {   // pure bf16: no master weights for the precision-aware optimizer
            s.framework = Framework::Megatron;
            s.parallel.distributedOptimizer = true;
            s.training.precision = Precision::Bf16Pure;
        },
        [](Scenario& s) {   // its moments already in bf16
            s.framework = Framework::Megatron;
            s.parallel.distributedOptimizer = true;
            s.training.precisionAwareOptimizer = true;
            s.training.expAvgDtype = StateDtype::Bf16;
            s.training.expAvgSqDtype = StateDtype::Bf16;
        },
        [](Scenario& s) { s.training.seq = 8191; },   // context parallelism needs a sequence CP divides
        [](Scenario& s) { s.hardware.hostRamBytes = 1.0 * (1ull << 30); },
        [](Scenario& s) { s.hardware.nvmeBytes = 1e9; },
        [](Scenario& s) {   // one layer and one attention head: neither TP 2 nor PP 2 divides it
            s.arch.layers = 1;
            s.arch.heads = 1;
            s.arch.kvHeads = 1;
        },
    };
    TriageOptions wide = permissive;
    wide.maxGpus = 1024;
    for (std::size_t i = 0; i < odd.size(); ++i) {
        SCOPED_TRACE("odd job " + std::to_string(i));
        Scenario job = model::test::workedScenario("7b-full-finetune-24gb-s8192");
        odd[i](job);
        ASSERT_TRUE(validate(job).empty());
        for (const auto& [actionId, action] : tree.actions) {
            Scenario changed = job;
            if (const ChangeOutcome outcome = applyChange(action.change, action.params, wide, changed); !outcome.applied)
                check(outcome.reason);
            TriageOptions alone = wide;
            for (const auto& [otherId, other] : tree.actions)
                if (otherId != actionId)
                    alone.excludedActions.push_back(otherId);
            for (const auto& skip : triage(job, alone, tree).skipped)
                check(skip.reason);
        }
    }
    for (const auto& source : catalogueSources(QStringLiteral("Triage")))
        EXPECT_TRUE(met.count(source)) << "no job meets: " << source;
}

// Why the caching allocator cannot be replayed, in Chinese (the allocator panel, `memledger
// allocator`, and the fragmentation basis that falls back to φ): each problem of the study, the
// trace and the replay raised, and every sentence marked under "Allocator" met.
TEST_F(ChineseEngineWords, EveryAllocatorProblemHasAChineseTemplate)
{
    using namespace model;
    std::set<std::string> met;
    const auto check = [&](const std::vector<Problem>& problems) {
        EXPECT_FALSE(problems.empty());
        for (const Problem& problem : problems) {
            ASSERT_NE(problem.pattern, nullptr) << problem.message;
            EXPECT_STREQ(problem.context, "Allocator") << problem.message;
            EXPECT_TRUE(translated("Allocator", problem.pattern)) << problem.pattern;
            checkArguments(problem.arguments);
            EXPECT_NE(problemText(problem, widgets::engineWord), problem.message);
            met.insert(problem.pattern);
        }
    };
    const Scenario scenario = plainScenario();
    const Estimate estimated = estimate(scenario);
    AllocatorStudyOptions noSteps;
    noSteps.steps = 0;
    check(studyAllocator(scenario, estimated, noSteps).problems);
    AllocatorStudyOptions noRoom;
    noRoom.capacity = 0;
    check(studyAllocator(scenario, estimated, noRoom).problems);
    Scenario asynchronous = scenario;
    asynchronous.memory.allocConf = "backend:cudaMallocAsync";
    const Estimate fallback = simulateFragmentation(asynchronous, estimate(asynchronous));
    ASSERT_TRUE(fallback.fragmentation.fallbackReason);
    check({*fallback.fragmentation.fallbackReason});

    std::vector<Problem> drawn;
    drawSequenceLengths(1, LengthDraw{0, 4096, -1, 0}, drawn);
    check(drawn);
    TraceOptions missingStage;
    missingStage.stage = 5;
    check(generateTrace(scenario, estimated, missingStage).problems);
    TraceOptions badLengths;
    badLengths.sequenceLengths = {0, 4096};
    check(generateTrace(scenario, estimated, badLengths).problems);
    Estimate absurd = estimated;
    for (StageLedger& stage : absurd.stages)
        stage.terms.front().bytes = 1e30;
    check(generateTrace(scenario, absurd, {}).problems);

    // Accepted, but not what the replay simulates: warnings of the estimate.
    check(parseAllocatorSettings("backend:cudaMallocAsync,large_segment_size_mb:64").warnings);

    AllocatorSettings unusable;
    unusable.garbageCollectionThreshold = 2;
    unusable.memoryFraction = 2;
    unusable.maxSplitSize = kMiB;
    check(replayTrace(unusable, AllocTrace{}, 0).problems);
    const auto replayed = [](std::vector<AllocEvent> events) {
        AllocTrace trace;
        trace.events = std::move(events);
        return replayTrace(AllocatorSettings{}, trace, 1ull << 34).problems;
    };
    const AllocEvent twice{AllocAction::Malloc, kComputeStream, 1, 512, {}};
    check(replayed({twice, twice}));
    check(replayed({{AllocAction::Malloc, kComputeStream, 1, kLargestRequest + 1, {}}}));
    check(replayed({{AllocAction::Free, kComputeStream, 1, 0, {}}}));
    for (const auto& source : catalogueSources(QStringLiteral("Allocator")))
        EXPECT_TRUE(met.count(source)) << "nothing raises: " << source;
    EXPECT_GE(met.size(), 18U);
}

// What a configuration format cannot carry, as `memledger export` and the export dialog say it:
// every lost setting of every format, over the worked scenarios and their variants, in Chinese.
TEST_F(ChineseEngineWords, EverySettingAnExportCannotCarryIsSaidInChinese)
{
    using namespace model;
    std::set<std::string> met;
    int lines = 0;
    for (const auto& [id, preset] : model::test::presetLibrary().scenarios) {
        for (const auto& variant : ledgerVariants()) {
            Scenario scenario = model::test::workedScenario(id);
            variant.change(scenario);
            scenario.arch.name.clear();  // "a custom model", a word of its own
            scenario.memory.allocConf = "expandable_segments:True";
            scenario.parallel.stageLayers.clear();
            if (scenario.parallel.pp > 1 && scenario.arch.layers % scenario.parallel.pp == 0) {
                scenario.parallel.stageLayers.assign(static_cast<std::size_t>(scenario.parallel.pp),
                                                     scenario.arch.layers / scenario.parallel.pp);
                scenario.parallel.stageLayers.front() += 1;
                scenario.parallel.stageLayers.back() -= 1;
            }
            if (!validate(scenario).empty())
                continue;
            for (const ExportFormat format : exportFormats()) {
                SCOPED_TRACE(id + " " + variant.name + " " + std::string(exportFormatId(format)));
                for (const LostSetting& lost : exportConfig(scenario, format).lost) {
                    EXPECT_TRUE(translated("Export", lost.why)) << lost.why;
                    checkArguments(lost.arguments);
                    EXPECT_NE(lostLine(lost, widgets::engineWord), lostLine(lost)) << lostLine(lost);
                    met.insert(lost.why);
                    ++lines;
                }
            }
        }
    }
    EXPECT_GT(lines, 1000);
    EXPECT_GE(met.size(), 60U);
}

// The values a config.json leaves to its configuration class, listed in Chinese: the last
// "and" of the list is the template's, translated with it.
TEST_F(ChineseEngineWords, TheDefaultsAConfigJsonTakesAreListedInChinese)
{
    using namespace model;
    std::vector<Problem> problems;
    auto config = readJsonFile(MEMLEDGER_SOURCE_DIR "/tests/data/hf/gemma-3-4b-it.resolved.config.json", problems);
    ASSERT_TRUE(config && problems.empty());
    (*config)["text_config"].erase("head_dim");
    for (const char* key : {"num_channels", "image_size", "patch_size"})
        (*config)["vision_config"].erase(key);
    const HfImport imported = importHfConfig(*config, problems);
    ASSERT_TRUE(problems.empty());
    std::vector<std::string> english;
    std::vector<std::string> chinese;
    for (const ImportNote& note : imported.notes) {
        english.push_back(note.text);
        chinese.push_back(importNoteText(note, widgets::engineWord));
    }
    const auto has = [](const std::vector<std::string>& lines, const std::string& line) {
        return std::find(lines.begin(), lines.end(), line) != lines.end();
    };
    EXPECT_TRUE(has(english, "config.json's text_config leaves head_dim = 256 to transformers' Gemma3TextConfig "
                             "defaults, which are used."));
    EXPECT_TRUE(has(english, "config.json's vision_config leaves num_channels = 3, image_size = 224 and "
                             "patch_size = 16 to transformers' SiglipVisionConfig defaults, which are used."));
    EXPECT_TRUE(has(chinese, "config.json 的 text_config 未给出 head_dim = 256，已采用 transformers 中 "
                             "Gemma3TextConfig 的默认值。"));
    EXPECT_TRUE(has(chinese, "config.json 的 vision_config 未给出 num_channels = 3, image_size = 224 和 "
                             "patch_size = 16，已采用 transformers 中 SiglipVisionConfig 的默认值。"));
}

// A config.json that cannot be read says why in Chinese: each problem of the Hugging Face
// reader, met by a broken file or a reference that names none.
// A value of the wrong type in a file (model/core/untrusted_json.h): the sentence and every
// kind of value it names, in Chinese; met through a triage tree, as a user meets it.
TEST_F(ChineseEngineWords, EveryWrongTypeIsSaidInChinese)
{
    using namespace model;
    nlohmann::json tree = nlohmann::json::parse(builtinTriageTreeText());
    const nlohmann::json kinds[] = {nlohmann::json::array({1}), "text", true, 7, 2.5, nlohmann::json(),
                                    nlohmann::json::binary({1, 2})};
    std::set<std::string> met;
    for (const auto& kind : kinds) {
        tree["actions"]["zero-3"]["params"] = kind;
        std::vector<Problem> problems;
        parseTriageTree(tree, problems);
        const auto wrong = std::find_if(problems.begin(), problems.end(),
                                        [](const Problem& p) { return p.field == "actions.zero-3.params"; });
        ASSERT_NE(wrong, problems.end()) << kind.dump();
        ASSERT_NE(wrong->pattern, nullptr);
        EXPECT_TRUE(translated("Problem", wrong->pattern)) << wrong->pattern;
        for (const auto& argument : wrong->arguments) {
            if (argument.context) {
                EXPECT_TRUE(translated(argument.context, argument.text)) << argument.text;
            }
        }
        EXPECT_NE(problemText(*wrong, widgets::engineWord), wrong->message);
        met.insert(wrong->pattern);
        met.insert(jsonKind(kind));
    }
    met.insert(jsonKind(nlohmann::json::object()));
    // The words marked only in untrusted_json.cpp: all of the context's, less those marked elsewhere too.
    const auto elsewhere = catalogueSources(QStringLiteral("Problem"), {QStringLiteral("model/core/untrusted_json.cpp")});
    int here = 0;
    for (const auto& source : catalogueSources(QStringLiteral("Problem"))) {
        if (!elsewhere.count(source)) {
            ++here;
            EXPECT_TRUE(met.count(source)) << "no wrong type raises: " << source;
        }
    }
    EXPECT_GE(here, 8);
}

TEST_F(ChineseEngineWords, EveryConfigJsonProblemIsSaidInChinese)
{
    using namespace model;
    std::vector<Problem> read;
    const auto sample = [&](const char* name) {
        auto config = readJsonFile(std::string(MEMLEDGER_SOURCE_DIR "/tests/data/hf/") + name, read);
        EXPECT_TRUE(config && read.empty()) << name;
        return config ? *config : nlohmann::json();
    };
    const nlohmann::json llama = sample("llama-3.1-8b.config.json");
    const nlohmann::json qwen = sample("qwen3-30b-a3b.config.json");
    const nlohmann::json gptOss = sample("gpt-oss-20b.config.json");
    std::vector<nlohmann::json> broken = {nlohmann::json::array(), llama, llama, llama, llama, qwen,
                                          {{"model_type", "gemma3"}, {"text_config", 5}}, gptOss};
    broken[1]["model_type"] = "no-such-family";
    broken[2].erase("hidden_size");
    broken[3]["hidden_size"] = "4096";
    broken[4]["num_hidden_layers"] = 3000000000LL;
    broken[5]["mlp_only_layers"] = "x";
    broken[7]["layer_types"] = nlohmann::json::array({1});
    // Hybrids: refused with their count, or with what is wrong with their layer lists.
    const nlohmann::json nemotron = sample("nemotron-h-8b-base-8k.config.json");
    const nlohmann::json next = sample("qwen3-next-80b-a3b.config.json");
    broken.insert(broken.end(), {nemotron, next, nemotron, nemotron, next});
    broken[10]["hybrid_override_pattern"] = "M-X*";
    broken[11]["hybrid_override_pattern"] = 7;
    broken[12]["layer_types"] = nlohmann::json::array({"linear_attention"});
    std::set<std::string> met;
    const auto check = [&](const std::vector<Problem>& problems) {
        ASSERT_FALSE(problems.empty());
        for (const Problem& problem : problems) {
            ASSERT_NE(problem.pattern, nullptr) << problem.message;
            EXPECT_TRUE(translated("Problem", problem.pattern)) << problem.pattern;
            EXPECT_NE(problemText(problem, widgets::engineWord), problem.message);
            met.insert(problem.pattern);
        }
    };
    for (std::size_t i = 0; i < broken.size(); ++i) {
        SCOPED_TRACE("broken config " + std::to_string(i));
        std::vector<Problem> problems;
        importHfConfig(broken[i], problems);
        check(problems);
    }
    const QTemporaryDir folder;   // holds no config.json, and serves as an empty Hugging Face cache
    ASSERT_TRUE(folder.isValid());
    const std::filesystem::path empty = folder.path().toStdString();
    for (const std::string& reference : {empty.string(), std::string("no-org/no-such-model")}) {
        std::vector<Problem> problems;
        EXPECT_FALSE(findHfConfig(reference, empty, problems)) << reference;
        check(problems);
    }
    for (const auto& source : catalogueSources(QStringLiteral("Problem"))) {
        if (source.rfind("config.json", 0) == 0) {
            EXPECT_TRUE(met.count(source)) << "no broken config.json raises: " << source;
        }
    }
    EXPECT_EQ(met.size(), 15U);   // the thirteen above and the two of a reference that names no file
}

TEST_F(ChineseEngineWords, EveryImportNoteAndProblemOfTheSampleConfigsIsChinese)
{
    using namespace model;
    int notes = 0;
    int problems = 0;
    int configJsonNotes = 0;
    std::set<ConfigFormat> formats;
    for (const auto& path : memledger::test::sampleConfigs()) {
        const ConfigImport imported = importConfigFile(path);
        const ImportReport& report = imported.report;
        SCOPED_TRACE(path);
        formats.insert(report.format);
        EXPECT_TRUE(translated("Import", formatTitle(report.format).data())) << formatTitle(report.format);
        for (const auto* lines : {&report.read, &report.defaulted, &report.approximated, &report.notModelled}) {
            for (const ImportLine& line : *lines) {
                if (line.note.empty())
                    continue;
                // A composed note by its template, a constant one by itself: both in the catalogue.
                EXPECT_TRUE(translated("Import", line.notePattern ? std::string(line.notePattern) : line.note))
                    << line.sourceKey << ": " << line.note;
                checkArguments(line.noteArguments);
                EXPECT_NE(importNoteText(line, widgets::engineWord), line.note) << line.sourceKey;
                ++notes;
                configJsonNotes += report.format == ConfigFormat::HfModelConfig;
            }
        }
        for (const Problem& problem : report.problems) {
            ASSERT_NE(problem.pattern, nullptr) << problem.message;
            EXPECT_TRUE(translated("Problem", problem.pattern)) << problem.pattern;
            checkArguments(problem.arguments);
            EXPECT_NE(problemText(problem, widgets::engineWord), problem.message);
            ++problems;
        }
    }
    EXPECT_GT(notes, 500);
    EXPECT_GE(configJsonNotes, 3);  // Gemma 2 and 3 modelled as SwiGLU, Gemma 3's vision tower
    EXPECT_GT(problems, 3);
    for (const ConfigFormat format : {ConfigFormat::DeepSpeed, ConfigFormat::Megatron, ConfigFormat::Torchtitan,
                                      ConfigFormat::Torchtune, ConfigFormat::HfTrainingArgs, ConfigFormat::Accelerate,
                                      ConfigFormat::HfModelConfig})
        EXPECT_TRUE(formats.count(format)) << "no sample of " << formatId(format);
}
