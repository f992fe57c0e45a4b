#include "widgets/triage/triage_guided_view.h"

#include <QLayoutItem>
#include <QPushButton>
#include <QVBoxLayout>

#include "widgets/common/control_help.h"
#include "widgets/common/flow_text.h"
#include "widgets/common/theme.h"
#include "widgets/triage/triage_text.h"

namespace memledger::widgets {

namespace {

// Wraps anywhere: a long token of the tree must not widen the panel past its dock.
FlowText* wrapped()
{
    return new FlowText;
}

}  // namespace

TriageGuidedView::TriageGuidedView(const model::TriageTree& tree, QWidget* parent)
    : QWidget(parent), m_tree(tree), m_trail(wrapped()), m_body(wrapped()), m_buttons(new QVBoxLayout),
      m_back(new QPushButton(tr("Back")))
{
    auto* intro = wrapped();
    intro->setText(tr("<i>Answer the questions about your real job; the wizard points to what to try, "
                      "in order.</i>"));
    auto* restartButton = new QPushButton(tr("Start over"));
    describeControl(restartButton, restartButton->text(), tr("Forget the answers and begin with the first question."));
    describeControl(m_back, m_back->text(), tr("Go back to the previous question."));
    connect(restartButton, &QPushButton::clicked, this, &TriageGuidedView::restart);
    connect(m_back, &QPushButton::clicked, this, &TriageGuidedView::back);
    auto* nav = new QHBoxLayout;
    nav->addWidget(m_back);
    nav->addWidget(restartButton);
    nav->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_trail);
    layout->addWidget(m_body);
    layout->addLayout(m_buttons);
    layout->addLayout(nav);
    layout->addStretch(1);
    restart();
}

void TriageGuidedView::setLanguage(model::Language language)
{
    m_language = language;
    refresh();
}

void TriageGuidedView::restart()
{
    m_path = {m_tree.start};
    m_answers.clear();
    refresh();
}

void TriageGuidedView::choose(const std::string& answerWord)
{
    const model::TriageNode* node = m_tree.node(current());
    const model::TriageAnswer* answer = node ? node->answer(answerWord) : nullptr;
    if (!answer || !m_tree.node(answer->next))
        return;
    m_answers.push_back(answerWord);
    m_path.push_back(answer->next);
    refresh();
}

void TriageGuidedView::next()
{
    const model::TriageNode* node = m_tree.node(current());
    if (!node || node->kind != model::NodeKind::Branch || !m_tree.node(node->next))
        return;
    m_answers.emplace_back();
    m_path.push_back(node->next);
    refresh();
}

void TriageGuidedView::back()
{
    if (m_path.size() <= 1)
        return;
    m_path.pop_back();
    m_answers.pop_back();
    refresh();
}

QString TriageGuidedView::trailHtml() const
{
    QString html;
    for (std::size_t i = 0; i + 1 < m_path.size(); ++i) {
        const model::TriageNode* node = m_tree.node(m_path[i]);
        const model::TriageAnswer* answer = node ? node->answer(m_answers[i]) : nullptr;
        if (answer)
            html += tr("%1 <b>%2</b><br>")
                        .arg(triageText(node->text.in(m_language)), triageText(answer->label.in(m_language)));
        else if (node)
            html += tr("Tried: <b>%1</b><br>").arg(triageText(node->title.in(m_language)));
    }
    return html.isEmpty() ? QString()
                          : QStringLiteral("<p style='color:%1'>%2</p>").arg(Theme(palette()).mutedText().name(), html);
}

QString TriageGuidedView::actionsHtml(const model::TriageNode& branch) const
{
    QString html = QStringLiteral("<ol style='margin-left:12px'>");
    for (const auto& id : branch.steps) {
        const model::TriageAction* a = m_tree.action(id);
        const QString title =
            tr("<b>%1</b> — complexity %2/%3").arg(triageText(a->title.in(m_language))).arg(a->complexity).arg(model::kMaxComplexity);
        html += QStringLiteral("<li>%1<br>%2<br><i style='color:%3'>%4</i></li>")
                    .arg(title, triageText(a->why.in(m_language)), Theme(palette()).mutedText().name(), triageText(a->source));
    }
    return html + QStringLiteral("</ol>");
}

QString TriageGuidedView::nodeHtml(const model::TriageNode& node) const
{
    switch (node.kind) {
    case model::NodeKind::Question:
        return QStringLiteral("<h3>%1</h3>").arg(triageText(node.text.in(m_language)));
    case model::NodeKind::Branch:
        return QStringLiteral("<h3>%1</h3><p>%2</p>%3")
            .arg(triageText(node.title.in(m_language)), triageText(node.text.in(m_language)), actionsHtml(node));
    case model::NodeKind::End:
        return QStringLiteral("<h3>%1</h3>").arg(triageText(node.text.in(m_language)));
    }
    return {};
}

void TriageGuidedView::addButton(const QString& text, const std::function<void()>& onClick)
{
    auto* button = new QPushButton(text);
    button->setStyleSheet(QStringLiteral("text-align: left; padding: 4px 8px"));
    describeControl(button, text, tr("Answer this and go on to what it leads to."));
    connect(button, &QPushButton::clicked, this, onClick);
    m_buttons->addWidget(button);
}

void TriageGuidedView::refresh()
{
    while (QLayoutItem* item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const model::TriageNode* node = m_tree.node(current());
    m_trail->setText(trailHtml());
    m_body->setText(node ? nodeHtml(*node) : QString());
    m_back->setEnabled(m_path.size() > 1);
    if (!node)
        return;
    for (const auto& answer : node->answers)
        addButton(QString::fromStdString(answer.label.in(m_language)), [this, word = answer.word] { choose(word); });
    if (node->kind == model::NodeKind::Branch)
        addButton(tr("Not enough — what next?"), [this] { next(); });
}

}  // namespace memledger::widgets
