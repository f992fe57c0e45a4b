// Guided mode of the triage wizard: the user answers the tree's questions about
// their real job (which may not be in the app) and gets the branch's actions in
// order, each with its "Why?", complexity and source. Pure navigation of the tree.
#pragma once

#include <string>
#include <vector>

#include <QWidget>

#include "model/triage/triage_tree.h"

class QPushButton;
class QVBoxLayout;

namespace memledger::widgets {

class FlowText;

class TriageGuidedView : public QWidget {
    Q_OBJECT
public:
    explicit TriageGuidedView(const model::TriageTree& tree, QWidget* parent = nullptr);

    void setLanguage(model::Language language);
    void restart();
    void choose(const std::string& answerWord);   // answers the current question
    void next();                                  // from a branch: "not enough, what next?"
    void back();
    const std::string& current() const { return m_path.back(); }

private:
    void refresh();
    QString nodeHtml(const model::TriageNode& node) const;
    QString actionsHtml(const model::TriageNode& branch) const;
    QString trailHtml() const;
    void addButton(const QString& text, const std::function<void()>& onClick);

    const model::TriageTree& m_tree;
    model::Language m_language = model::Language::En;
    std::vector<std::string> m_path;      // node ids from the start to the current node
    std::vector<std::string> m_answers;   // the answer words given, one per question left behind
    FlowText* m_trail;
    FlowText* m_body;
    QVBoxLayout* m_buttons;
    QPushButton* m_back;
};

}  // namespace memledger::widgets
