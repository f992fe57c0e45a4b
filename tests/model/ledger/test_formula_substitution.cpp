// "With values" must substitute every symbol of every term's formula: a symbol left
// standing (n_mb, Ψ_rank, N) teaches the user nothing about where the bytes come from.
// And every term's source must be something the user can open.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <set>
#include <string_view>

#include "model/ledger/ledger.h"
#include "model/core/symbols.h"
#include "tests/model/citations.h"
#include "tests/model/test_support.h"

namespace memledger::model {
namespace {

std::vector<std::string> symbols(std::string_view formula)
{
    std::vector<std::string> out;
    for (const auto& token : tokenizeFormula(formula))
        if (token.symbol)
            out.emplace_back(token.text);
    return out;
}

TEST(FormulaTokens, MultiByteOperatorsSeparateSymbols)
{
    EXPECT_EQ(symbols("Ψ_rank·k/N"), (std::vector<std::string>{"Ψ_rank", "k", "N"}));
    EXPECT_EQ(symbols("n_mb·⌈L/k⌉·x_in"), (std::vector<std::string>{"n_mb", "L", "k", "x_in"}));
    EXPECT_EQ(symbols("2·s²·b×a−c"), (std::vector<std::string>{"2", "s", "b", "a", "c"}));
}

TEST(FormulaTokens, SubstitutesSymbolsNextToMiddleDots)
{
    Term term;
    term.formula = "n_mb·L·x_in";
    term.with("n_mb", 4).with("L", 32).with("x_in", 1024);
    EXPECT_EQ(substitute(term), "4·32·1024");
    term.formula = "Ψ_rank·k/N";
    term.varCount = 0;
    term.with("Ψ_rank", 7e9).with("k", 12).with("N", 8);
    EXPECT_EQ(substitute(term), "7000000000·12/8");
}

// Evaluates a substituted formula ("1·(2·33554432 + 30·4)/8"): numbers, + − · × /,
// parentheses, ⌈ ⌉, min(a, b) and max(a, b). Returns NaN for anything else, so a formula the inspector cannot
// show as arithmetic fails the test below instead of passing unread.
class Arithmetic {
public:
    explicit Arithmetic(std::string_view text) : m_text(text) {}
    double value()
    {
        const double result = sum();
        skipSpaces();
        return m_at == m_text.size() ? result : std::nan("");
    }

private:
    bool take(std::string_view op)
    {
        skipSpaces();
        if (m_text.substr(m_at, op.size()) != op)
            return false;
        m_at += op.size();
        return true;
    }
    void skipSpaces()
    {
        while (m_at < m_text.size() && m_text[m_at] == ' ')
            ++m_at;
    }
    double sum()
    {
        double result = product();
        for (;;) {
            if (take("+"))
                result += product();
            else if (take("−") || take("-"))
                result -= product();
            else
                return result;
        }
    }
    double product()
    {
        double result = factor();
        for (;;) {
            if (take("·") || take("×") || take("*"))
                result *= factor();
            else if (take("/"))
                result /= factor();
            else
                return result;
        }
    }
    double factor()
    {
        if (take("(")) {
            const double inner = sum();
            return take(")") ? inner : std::nan("");
        }
        if (take("min(")) {
            const double first = sum();
            const double second = take(",") ? sum() : std::nan("");
            return take(")") ? std::min(first, second) : std::nan("");
        }
        if (take("max(")) {
            const double first = sum();
            const double second = take(",") ? sum() : std::nan("");
            return take(")") ? std::max(first, second) : std::nan("");
        }
        if (take("⌈")) {
            const double inner = sum();
            return take("⌉") ? std::ceil(inner) : std::nan("");
        }
        skipSpaces();
        std::size_t used = 0;
        try {
            const double number = std::stod(std::string(m_text.substr(m_at)), &used);
            m_at += used;
            return number;
        } catch (const std::exception&) {
            return std::nan("");
        }
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

TEST(FormulaArithmetic, EvaluatesTheInspectorsNotation)
{
    EXPECT_DOUBLE_EQ(Arithmetic("1·(2·3 + (32 − 2)·4)/8").value(), 15.75);
    EXPECT_DOUBLE_EQ(Arithmetic("2·⌈31/4⌉").value(), 16);
    EXPECT_DOUBLE_EQ(Arithmetic("min(3·4, 2·5)").value(), 10);
    EXPECT_DOUBLE_EQ(Arithmetic("max(0, 3 − 5)").value(), 0);
    EXPECT_TRUE(std::isnan(Arithmetic("2·x").value()));
}

// Layouts that reach every term builder: dense and MoE, GPT and Llama blocks, every
// recompute mode, ZeRO 1-3, FSDP, Megatron's distributed optimizer, pipelines with
// virtual stages, LoRA and QLoRA, offload to CPU and NVMe, eager attention and kernels.
std::vector<std::pair<std::string, Scenario>> coverageScenarios()
{
    std::vector<std::pair<std::string, Scenario>> out;
    for (const auto& entry : test::presets().scenarios)
        out.emplace_back("preset " + entry.first, test::scenarioPreset(entry.first));
    const auto variant = [&](const std::string& name, const std::string& modelId, const std::function<void(Scenario&)>& edit) {
        Scenario s = test::presetScenario(modelId);
        edit(s);
        out.emplace_back(name, s);
    };
    variant("megatron 70B interleaved", "llama-3.1-70b", [](Scenario& s) { s = test::megatron70bInterleaved(); });
    for (const auto recompute : {Recompute::None, Recompute::Selective, Recompute::Full, Recompute::Uniform, Recompute::Block})
        variant("recompute", "llama-3.1-8b", [recompute](Scenario& s) {
            s.memory.recompute = recompute;
            s.memory.recomputeLayers = 2;
            s.memory.attention = Attention::Eager;
            s.memory.kernels = Kernels::Eager;
        });
    for (int stage = 1; stage <= 3; ++stage)
        variant("zero", "llama-3.1-8b", [stage](Scenario& s) {
            s.framework = Framework::DeepSpeed;
            applyFrameworkDefaults(s);
            s.parallel.dp = 8;
            s.parallel.zeroStage = stage;
            s.memory.offload.optimizer = stage == 3 ? OffloadTarget::Nvme : OffloadTarget::Cpu;
            s.memory.offload.parameters = stage == 3 ? OffloadTarget::Cpu : OffloadTarget::None;
        });
    variant("fsdp hybrid", "llama-3.1-8b", [](Scenario& s) {
        s.framework = Framework::Fsdp;
        applyFrameworkDefaults(s);
        s.parallel.dp = 16;
        s.parallel.fsdp = FsdpMode::HybridShard;
        s.memory.offload.activations = OffloadTarget::Cpu;
    });
    variant("qlora", "llama-3.1-8b", [](Scenario& s) {
        s.memory.lora.rank = 16;
        s.memory.lora.qlora = true;
        s.training.optimizer = Optimizer::AdamW8bit;
    });
    variant("moe", "mixtral-8x7b", [](Scenario& s) {
        s.parallel.ep = 8;
        s.parallel.dp = 8;
        s.parallel.pp = 2;
    });
    variant("gpt dropout", "llama-3.1-8b", [](Scenario& s) {
        s.arch.block = BlockStyle::Gpt;
        applyBlockDefaults(s.arch);
        s.arch.dropout = 0.1;
        s.training.precision = Precision::Bf16Amp;
        s.parallel.tp = 4;
        s.parallel.sp = true;
        s.parallel.cp = 2;
    });
    return out;
}

// Every term of every stage, and of the host-RAM and NVMe ledgers.
std::vector<const Term*> allTerms(const Estimate& estimate)
{
    std::vector<const Term*> terms;
    for (const auto& stage : estimate.stages)
        for (const auto& term : stage.terms)
            terms.push_back(&term);
    for (const auto& term : estimate.host.terms)
        terms.push_back(&term);
    for (const auto& term : estimate.nvme.terms)
        terms.push_back(&term);
    return terms;
}

TEST(FormulaSubstitution, EveryTermsSymbolsHaveValues)
{
    int termsChecked = 0;
    for (const auto& [name, scenario] : coverageScenarios()) {
        const Estimate estimate = model::estimate(scenario);
        ASSERT_TRUE(estimate.valid()) << name << ": " << estimate.problems.front().message;
        for (const Term* term : allTerms(estimate)) {
            ++termsChecked;
            const double evaluated = Arithmetic(substitute(*term)).value();
            EXPECT_NEAR(evaluated, term->bytes, 1e-6 * std::max(1.0, std::abs(term->bytes)))
                << name << ": term " << term->id << " shows '" << term->formula << "' = '" << substitute(*term)
                << "', which is not its " << formatValue(term->bytes) << " bytes";
            const std::string formula = formulaText(*term);
            for (const auto& token : tokenizeFormula(formula)) {
                if (!token.symbol || isNumberLiteral(token.text) || token.text == "min" || token.text == "max")
                    continue;
                bool bound = false;
                for (int i = 0; i < term->varCount; ++i)
                    bound = bound || token.text == term->vars[static_cast<std::size_t>(i)].symbol;
                EXPECT_FALSE(symbolMeaning(*term, token.text).empty())
                    << "no meaning for '" << token.text << "' in term " << term->id;
                EXPECT_TRUE(bound) << name << ": term " << term->id << " formula '" << formula
                                   << "' has no value for '" << token.text << "' (with values: '" << substitute(*term)
                                   << "')";
            }
        }
    }
    EXPECT_GT(termsChecked, 200);
}

// The inspector shows each term's source and note: the source names something a user
// can open, and neither cites a document they cannot.
TEST(TermSources, EveryTermCitesWhatUsersCanOpen)
{
    std::set<std::string> sources;
    for (const auto& [name, scenario] : coverageScenarios()) {
        const Estimate estimate = model::estimate(scenario);
        for (const Term* term : allTerms(estimate)) {
            sources.insert(term->source);
            EXPECT_EQ(test::citationProblem(term->source, true), "") << term->id << " source: " << term->source;
            EXPECT_EQ(test::citationProblem(term->note, false), "") << term->id << " note: " << term->note;
        }
    }
    EXPECT_GE(sources.size(), 15u);
}

}  // namespace
}  // namespace memledger::model
