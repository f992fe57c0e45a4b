// The banner over the ledger that names the imported job's settings the engine does not
// model (Scenario::limitations): what each changes and which way the figures are off; and
// the estimate's warnings (Estimate::warnings: what it does not count, a cache short of its
// batch). Hidden when there are none, so that a scenario the engine models fully shows nothing.
#pragma once

#include <vector>

#include <QFrame>

#include "model/core/scenario.h"
#include "model/core/validation.h"

class QLabel;
class QScrollArea;

namespace memledger::widgets {

class LimitationBanner : public QFrame {
    Q_OBJECT
public:
    explicit LimitationBanner(QWidget* parent = nullptr);

    void setScenario(const model::Scenario& scenario, const std::vector<model::Problem>& warnings = {});
    // What the banner says, as plain text: a line a limitation after the heading.
    QString text() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // As tall as its text, up to a few lines; beyond them it scrolls, so that a small window
    // keeps the ledger and the tabs below it in view.
    void fitHeight();

    QLabel* m_text;
    QScrollArea* m_scroll;
    bool m_shown = false;                        // whether a scenario has been shown yet
    std::vector<model::Limitation> m_limitations;  // the scenario's, as last shown
    std::vector<std::string> m_warnings;           // the estimate's, as last shown
    QStringList m_lines;
};

}  // namespace memledger::widgets
