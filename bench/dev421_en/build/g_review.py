"""Genres: daily remote-monitoring review; consultant virtual ward round."""
import datetime

import ids
import clin_write as cw
from case import tm
from pools_clin import ALERT_TYPES, SYMPTOM_Q, SCORES, GUIDELINES


def _readings(d, c, day, n, sick):
    rng = c.rng
    d.ln("Date      Time   SpO2  HR   RR  Temp  BP       Src")
    ts = cw.times(rng, n, 0, 23)
    for i, t in enumerate(ts):
        v = cw.vitals(rng, c, sick if rng.random() < 0.5 else 0)
        dt = day if i >= n // 3 else day - datetime.timedelta(days=1)
        c.w_d(d, dt, "dm")
        d.t("%s  %s  %-4d  %-3d  %-3s %-5.1f %-8s %s\n" % (
            " " * max(0, 8 - len(c.fd(dt, "dm"))), t, v["spo2"], v["hr"],
            str(v["rr"]) if rng.random() < 0.7 else "-", v["temp"],
            "%d/%d" % (v["sbp"], v["dbp"]) if rng.random() < 0.5 else "-",
            rng.choice(["app", "app", "BT", "manual", "pt-entered"])))


def daily_review(d, c):
    rng = c.rng
    k = rng.randint(1, c.los)
    day = c.day(k)
    sick = rng.choice([0, 0, 1, 1, 2])
    plat = cw.w_platform(c)
    if rng.random() < 0.5:
        c.header(d, "Daily remote monitoring review")
    else:
        d.f("{} - REMOTE MONITORING REVIEW\n", (c.vw, "HOSPITAL"))
        d.t("Patient: ")
        c.w_pt(d, "LF")
        d.t("  DOB ")
        c.w_d(d, c.dob, "num")
        d.t("  ")
        c.w_age(d, "sexed")
        d.ln()
        c.w_ids(d)
    d.t("VW day %d   Review date: " % k)
    c.w_d(d, day, rng.choice([c.dstyle, "wd", "wdlong"]))
    d.t("   Reviewer: ")
    rev = rng.choice([c.rn, c.anp, c.rn2])
    c.w_st(d, rev, "full")
    d.ln()
    d.f("Platform: {} (dashboard user {})\n", plat, (rev.user, "USERNAME"))
    d.ln()
    d.ln("Readings since last review:")
    _readings(d, c, day, rng.randint(4, 9), sick)
    d.ln()
    na = rng.randint(0, 3)
    d.ln("Alerts: %d" % na)
    for _ in range(na):
        d.ln("  ! %s at %s - %s" % (rng.choice(ALERT_TYPES), tm(rng, 0, 23), rng.choice(
            ["repeat reading normal (cold hands)", "pt called, asymptomatic", "acknowledged",
             "device not worn - reminded", "escalated to ANP", "false alarm, probe displaced"])))
    d.ln()
    d.ln("Symptom check (app):")
    for q, answers in rng.sample(SYMPTOM_Q, 4):
        d.ln("  %s %s" % (q, rng.choice(answers)))
    d.ln()
    d.t("Call " + tm(rng) + " with ")
    who = rng.random()
    if who < 0.5:
        c.w_pt(d, "title")
        d.t(" on ")
        d.p(c.mob, "PHONE")
    else:
        d.t(c.nok_rel + " ")
        c.w_fam(d, c.nok)
        d.t(" on ")
        d.p(c.nok_phone, "PHONE")
    d.t(": ")
    d.t(rng.choice(["feels brighter, eating better, using inhalers correctly. ",
                    "breathless walking to the bathroom, no chest pain. ",
                    "slept poorly, cough productive of white sputum. ",
                    "ankles less puffy, weight down 0.8kg. ",
                    "more muddled this am per family, drinking ~1L. ",
                    "leg redness receding from pen line, pain 3/10. "]))
    if rng.random() < 0.3:
        d.t("Asked about appointment on ")
        c.w_d(d, day + datetime.timedelta(days=rng.randint(3, 20)), "wd")
        d.t(" at ")
        d.p(c.hosp, "HOSPITAL")
        d.t(" - advised to keep it. ")
    d.ln()
    d.ln()
    d.ln("Assessment: " + ["improving, NEWS2 0-2 throughout", "static, borderline sats overnight",
                           "deteriorating trend - see escalation"][sick])
    d.ln("Plan:")
    if sick == 2:
        d.t("- Escalated to ")
        c.w_st(d, c.reg, "title")
        d.f(" (bleep {}) at {} for same-day home visit\n", (c.reg.bleep, "PHONE"), tm(rng))
    d.ln("- Continue monitoring %s; target SpO2 %s" % (rng.choice(["TDS", "QDS", "BD"]),
                                                        c.path["target"]))
    if c.path["iv"] and rng.random() < 0.5:
        d.t("- IV ")
        c.w_tpl(d, rng.choice(c.path["iv"]))
        d.ln(" continues via community nursing")
    d.t("- Next review ")
    c.w_d(d, day + datetime.timedelta(days=1), rng.choice(["wd", c.dstyle]))
    d.ln(" am")
    if rng.random() < 0.5:
        d.t("- Bloods booked: ")
        d.ln(rng.choice(["U&E, FBC, CRP", "U&E + Mg (diuretics)", "FBC, CRP, LFT (OPAT weekly)",
                         "teicoplanin level pre-dose", "CBG diary review"]))
    d.ln(cw.hard_line(c))
    d.ln()
    c.sign(d, rev, day)


def consultant_round(d, c):
    rng = c.rng
    k = rng.randint(2, c.los)
    day = c.day(k)
    d.f("CONSULTANT VIRTUAL WARD ROUND - {}\n", (c.vw, "HOSPITAL"))
    c.w_d(d, day, rng.choice(["wdlong", "wd", c.dstyle]))
    d.ln("  " + tm(rng, 8, 11) + "  (MS Teams board round)")
    d.t("Led by: ")
    c.w_st(d, c.cons, "title")
    d.ln(" (" + rng.choice(["Consultant Geriatrician", "Consultant in Acute Medicine",
                            "Consultant Respiratory Physician"]) + ")")
    d.t("Present: ")
    team = [(c.anp, "ANP"), (c.pharm, "pharmacist"), (c.physio, "physio"), (c.reg, "StR"),
            (c.rn, "VW nurse"), (c.ot, "OT")]
    rng.shuffle(team)
    for i, (s, r) in enumerate(team[: rng.randint(2, 5)]):
        if i:
            d.t(", ")
        c.w_st(d, s, rng.choice(["full", "first", "full"]))
        d.t(" (" + r + ")")
    d.ln()
    d.ln()
    d.t("Patient: ")
    c.w_pt(d, rng.choice(["LF", "full"]))
    d.t(", ")
    c.w_age(d)
    d.t(", ")
    d.p(c.mrn, "MRN")
    d.ln()
    d.t("VW day %d - admitted " % k)
    c.w_d(d, c.d0)
    if rng.random() < 0.6:
        d.t(" (step-down from ")
        d.p(c.ward, "HOSPITAL")
        d.t(", ")
        d.p(c.hosp, "HOSPITAL")
        d.t(")")
    d.ln()
    d.ln("Dx: " + c.path["dx"])
    d.t("Background: ")
    cw.w_pmh(d, c, inline=True)
    d.ln()
    d.ln("NEWS2 trend:")
    for j in range(max(0, k - 4), k + 1):
        v = cw.vitals(rng, c, rng.choice([0, 0, 1]))
        d.t("  ")
        c.w_d(d, c.day(j), "wd")
        d.ln("  max %d  min SpO2 %d%%  max T %.1f" % (v["news"] + rng.randint(0, 2), v["spo2"] - 1,
                                                      v["temp"]))
    d.ln()
    d.ln("Bloods:")
    cw.w_labs(d, c, [c.day(max(0, k - 3)), c.day(k - 1)])
    d.ln()
    d.t("Pharmacy (")
    c.w_st(d, c.pharm, "first")
    d.t("): ")
    d.ln(rng.choice(["held ramipril while AKI; restart when creat back to baseline.",
                     "switch IV to oral when afebrile 48h per IV-to-oral switch criteria.",
                     "teicoplanin trough 22 - continue current dose.",
                     "check apixaban dose (age/weight/creat) - 2.5mg BD appropriate.",
                     "medicines reconciliation complete; blister pack from " + "pharmacy."]))
    d.t("Therapy (")
    c.w_st(d, c.physio, "first")
    d.ln("): " + rng.choice(["TUG 24s, mobilising with frame, stairs with rail.",
                             "ACBT taught, Acapella issued.", "sit-to-stand desat to 89%, recovered 1 min.",
                             "OT: commode and perching stool delivered."]))
    d.ln()
    d.ln("Issues / decisions:")
    d.ln("1. " + c.path["dx"] + " - " + rng.choice(["improving", "slow to settle", "clinically better"]))
    d.ln("2. " + rng.choice(["Mild AKI (KDIGO 1) - push oral fluids, recheck U&E 48h",
                             "Hyponatraemia 129 - fluid restrict 1.5L",
                             "Delirium screen 4AT 3 - PINCH ME reviewed",
                             "Falls risk - Morse 55, pendant alarm confirmed",
                             "Constipation - Bristol type 1, increase Laxido"]))
    d.t("3. TEP: ")
    d.ln(rng.choice(["for ward-based care if deteriorates; not for CPR (form completed)",
                     "full escalation", "remain at home - preferred place of care home"]))
    d.t("4. EDD ")
    c.w_d(d, c.day(c.los))
    d.ln(" - " + rng.choice(["discharge to GP care", "step down to community nursing",
                             "refer to frailty clinic", "home with reablement"]))
    if rng.random() < 0.6:
        d.t("5. Update family: ")
        d.t(c.nok_rel + " ")
        c.w_fam(d, c.nok, "full")
        d.f(" ({}) to be called by ", (c.nok_phone, "PHONE"))
        c.w_st(d, c.anp, "first")
        d.ln(" today")
    d.ln()
    d.ln("Ref: " + rng.choice(GUIDELINES) + "; " + rng.choice(SCORES) + " documented.")
    d.t("Dr ")
    d.p(c.cons.full(), "DOCTOR")
    d.t(", Consultant  ")
    if c.cons.lic:
        d.f("{} {}", c.cons.lic[0], (c.cons.lic[1], "LICENSE"))
    d.ln()
    if rng.random() < 0.5:
        d.t("Scribe: ")
        c.w_st(d, c.clerk, "full")
        d.t(" / DD/")
        d.p(c.clerk.form("ini_lower"), "DOCTOR")
        d.ln()
