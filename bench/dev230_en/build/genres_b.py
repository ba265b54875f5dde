"""Genres: EPDS screening record, medication advice letter, community nurse home visit."""
from doc import PHI
import phi as X
import common as C
import clin as K
import hpc as H

EPDS_ITEMS = [
    "I have been able to laugh and see the funny side of things",
    "I have looked forward with enjoyment to things",
    "I have blamed myself unnecessarily when things went wrong",
    "I have been anxious or worried for no good reason",
    "I have felt scared or panicky for no very good reason",
    "Things have been getting on top of me",
    "I have been so unhappy that I have had difficulty sleeping",
    "I have felt sad or miserable",
    "I have been so unhappy that I have been crying",
    "The thought of harming myself has occurred to me",
]


def _contexts(c):
    if c.antenatal:
        return ["booking", "antenatal contact %s/40" % K.gest(c), "28/40 review", "36/40 check"]
    return ["6-8 week postnatal check", "new birth visit (day %d)" % (10 + c.rng.randint(0, 4)),
            "3-4 month contact", "postnatal review"] if c.uk else \
        ["MCH 4-week KAS visit", "MCH 8-week visit", "postnatal check", "4-month consultation"]


# ---------------------------------------------------------------- EPDS screening record
def epds(d, c, dx, ex):
    r = c.rng
    k = r.randrange(4)
    scr = r.choice(["hv", "mw", "hv", "cpn"])
    if k == 3:
        # sparse log entry
        d.w(c.date(c.today, ["dmy", "dmy2", "dm", "wd_short"]), " ", K.timestr(c, 8, 18), " ", c.staff[scr].role, " contact")
        d.t(r.choice([" (home)", " (clinic)", " (phone)", ""]) + "\n")
        e = r.randint(2, 24)
        d.f("EPDS {e}/30, Q10 = {q}. ", e=str(e), q=str(r.choice([0, 0, 0, 1])))
        if e >= 13:
            d.f(r.choice(["Discussed with {P}; agrees to GP appt this week. ",
                          "Referred to {TEAM} - {P} consented. ",
                          "Escalated to duty worker {CRISIS}. Safety plan agreed. "]))
        else:
            d.f(r.choice(["No concerns. Rescreen at next contact. ", "Mood good per {P} and {PART}. ",
                          "Below threshold, some anxiety about return to work at {EMP}. "]))
        d.w("\n", C.sn(c, scr, r.choice(["fi2", "init2", "full"])), "\n")
        return
    d.t(r.choice(["EDINBURGH POSTNATAL DEPRESSION SCALE (EPDS) - SCREENING RECORD\n",
                  "EPDS Screening Record\n", "Perinatal Mental Health Screening - EPDS\n"]))
    if k == 0:
        C.banner(d, c)
    else:
        d.w("Name: ", c.ptn(r.choice(["full", "LF", "fmfull"])), "    DOB: ", c.date(c.dob, ["dmy", "dot"]), "\n")
        d.w(c.healthid(), "\n")
        if not c.antenatal:
            C.infant_line(d, c)
    ctxs = _contexts(c)
    d.w("Date: ", c.date(c.today, ["dmy", "dmonth", "dmy_np"]), "    Contact: ", r.choice(ctxs), "\n")
    d.w("Venue: ", r.choice(["home visit", [C.hosp(c), " antenatal clinic"], [C.hosp(c, c.gp_pr)],
                             [PHI(c.charity, "ORGANIZATION"), " (baby clinic)"], "telephone", "video"]), "\n")
    d.w("Screener: ", C.sn(c, scr, "full"), ", ", c.staff[scr].role, "\n")
    if c.lang:
        d.t("Version: %s translation; interpreter present (%s)\n" % (c.lang, r.choice(["face to face", "telephone"])))
    d.t("\n")
    hi = dx in ("pnd", "anx", "ocd", "ptsd", "eupd") and r.random() < 0.7
    total = 0
    scores = []
    for i, item in enumerate(EPDS_ITEMS):
        s = r.choice([1, 2, 2, 3]) if hi else r.choice([0, 0, 1, 1, 2])
        if i == 9:
            s = r.choice([0, 0, 1, 2]) if hi else 0
        scores.append(s)
        total += s
    if r.random() < 0.6:
        for i, item in enumerate(EPDS_ITEMS):
            d.t("%2d. %-66s %d\n" % (i + 1, item, scores[i]))
    else:
        d.t("Item scores: " + " ".join("Q%d=%d" % (i + 1, s) for i, s in enumerate(scores)) + "\n")
    d.t("TOTAL: %d/30   (anxiety subscale Q3-5: %d)\n" % (total, sum(scores[2:5])))
    if r.random() < 0.5:
        d.t("Whooley Q1: %s  Q2: %s   GAD-2: %d\n" % (r.choice(["Y", "N"]), r.choice(["Y", "N"]), r.randint(0, 6)))
    if not c.uk and r.random() < 0.6:
        d.t("ANRQ: %d (psychosocial risk %s)\n" % (r.randint(10, 60), r.choice(["low", "moderate", "elevated"])))
    d.t("\nOUTCOME / ACTION\n")
    if scores[9] > 0:
        d.f("Q10 positive. Safety assessment completed: {P} reports " + r.choice([
            "fleeting thoughts, no plan, protective factor is {BABY}.",
            "thoughts of self-harm most days, denies intent. Same-day discussion with duty clinician {CRISIS}.",
            "passive thoughts only; partner {PART} aware and at home."]) + "\n", **ex)
    if total >= 13:
        d.f(r.choice(["Score above threshold - referral to {TEAM} sent {DTODAY}.",
                      "Above cut-off. GP {tGP} informed by phone; appointment booked for {DNEXT}.",
                      "Referred for listening visits with {tHV}; rescreen in 2/52."]) + "\n")
    else:
        d.f(r.choice(["Below threshold. Universal service. Rescreen at next contact.",
                      "No action required. Information on local support (incl. {CHAR}) given.",
                      "Score within normal range; clinical judgement - no concerns observed."]) + "\n")
    if r.random() < 0.5:
        d.t("Family violence screen: asked alone - %s.\n" % r.choice(["no concerns", "declined to answer",
                                                                      "disclosed past DV, no current risk"]))
    if r.random() < 0.5:
        d.t("\nPrevious EPDS:\n")
        for j in range(r.randint(2, 4)):
            dd = c.ago(20 * (j + 1), 30 * (j + 1) + 10)
            d.w(c.date(dd, ["dmy", "dmy2", "dmon"]), "  EPDS %d  Q10 %d  " % (r.randint(3, 22), r.choice([0, 0, 1])),
                C.sn(c, r.choice(["hv", "mw"]), r.choice(["init2", "fi2"]), title=False), "\n")
    d.t("\n")
    if r.random() < 0.5:
        C.audit(d, c, scr)
    else:
        d.w("Completed by ", C.sn(c, scr, "full"))
        if c.staff[scr].reg and r.random() < 0.5:
            d.w(" (", c.staff[scr].regtype.split("-")[0], " ", PHI(c.staff[scr].reg, "LICENSE"), ")")
        d.t("\n")


# ---------------------------------------------------------------- medication advice letter
DRUG_ADVICE = {
    "Lithium": [
        "Lithium in the first trimester carries a small increased risk of cardiac malformation (including "
        "Ebstein's anomaly); absolute risk is low (around 1 in 1000). A detailed fetal cardiac scan at 20/40 "
        "is recommended.",
        "Levels should be checked monthly until 36/40, then weekly; aim 0.4-0.8 mmol/L. Stop lithium at the "
        "onset of labour or 24h before a planned caesarean; check level 12h post-delivery and restart at the "
        "pre-pregnancy dose.",
        "Breastfeeding on lithium is not generally advised; if chosen, infant levels, U&E and TFT should be "
        "monitored with paediatric support."],
    "Sertraline": [
        "Sertraline is the SSRI with the most reassuring breastfeeding data (low relative infant dose, <2%). "
        "There is no need to stop breastfeeding.",
        "Late-pregnancy SSRI exposure is associated with transient neonatal adaptation symptoms and a small "
        "absolute increase in PPHN risk; paediatric team should be aware and baby observed for 24h."],
    "Lamotrigine": [
        "Lamotrigine clearance increases markedly in pregnancy; consider levels each trimester and a dose "
        "increase if mood destabilises. Reduce back to the pre-pregnancy dose over 2/52 after delivery.",
        "Folic acid 5mg daily is advised. Breastfed infants should be observed for rash or poor feeding."],
    "Quetiapine": [
        "Antipsychotics are associated with gestational diabetes; please arrange OGTT at 24-28/40 and "
        "monitor weight.", "Quetiapine passes into breast milk in small amounts; breastfeeding is reasonable "
        "with monitoring for sedation."],
    "Olanzapine": ["Olanzapine: monitor glucose (OGTT 24-28/40) and weight; breastfeeding acceptable with "
                   "monitoring of infant drowsiness."],
    "Clozapine": ["Clozapine: breastfeeding is not recommended (risk of infant agranulocytosis and seizures). "
                  "Neonatal team to monitor for floppy infant syndrome."],
    "Valproate": ["Sodium valproate is contraindicated in pregnancy (Pregnancy Prevention Programme). "
                  "We have advised switching; do not stop abruptly."],
    "Fluoxetine": ["Fluoxetine has a long half-life and higher infant serum levels; if breastfeeding "
                   "we would suggest switching to sertraline postnatally."],
    "Mirtazapine": ["Mirtazapine is compatible with breastfeeding; infant sedation unlikely at 15-30mg."],
}


def med_letter(d, c, dx, ex):
    r = c.rng
    author = r.choice(["psych", "psych", "pharm", "reg"])
    if r.random() < 0.7:
        C.letterhead(d, c)
    d.w(c.date(c.today, ["dmonth", "dth", "dmy"]), "\n\n")
    to = r.choice(["gp", "gp", "obs"])
    d.w(C.sn(c, to, "full"), "\n")
    d.w(C.hosp(c, c.gp_pr) if to == "gp" else C.hosp(c), "\n")
    if to == "gp" and r.random() < 0.6:
        d.w(c.gp_addr("\n"), "\n")
    d.t("\n")
    d.w("Dear ", C.sn(c, to, "last"), ",\n\n")
    C.re_block(d, c)
    d.t(r.choice(["Re: Medication in pregnancy" if c.antenatal else "Re: Medication and breastfeeding",
                  "Re: Psychotropic medication " + ("in pregnancy" if c.antenatal else "and breastfeeding"),
                  "Subject: Advice on medication - perinatal"]) + "\n\n")
    drugs = [m[0].split()[0] for m in K.MEDS[dx]]
    drugs = [x for x in drugs if x in DRUG_ADVICE] or ["Sertraline"]
    if r.random() < 0.2:
        drugs.append(r.choice(["Valproate", "Lamotrigine", "Mirtazapine"]))
    d.f("Thank you for asking for advice about {P}'s medication. ")
    if c.antenatal:
        d.t("She is currently %s weeks pregnant" % K.gest(c))
        d.f(" (EDD {EDD})")
    else:
        d.f("She delivered {BABY} on {BDOB}")
        d.t(r.choice([" and is exclusively breastfeeding", " and is mixed feeding", " and is bottle feeding",
                      " and would like to breastfeed"]))
    d.f(". I " + r.choice(["spoke with her by telephone on {DRECENT}", "saw her in clinic on {DRECENT}",
                           "discussed her case at our MDT on {DRECENT}"]) + ".\n\n")
    d.f("Diagnosis: {DXNAME}. Current treatment: ", **ex)
    K.meds(d, c, dx, 1)
    d.t("\n")
    for dr in drugs:
        d.t(dr + ":\n")
        adv = DRUG_ADVICE[dr]
        if not c.antenatal:
            adv = [s for s in adv if "breast" in s.lower() or "postnatal" in s.lower()] or adv
        for s in r.sample(adv, r.randint(1, len(adv))):
            d.t("- " + s + "\n")
    d.t("\n")
    d.t(r.choice(["The risks of untreated illness, including relapse and its effects on the baby, have been "
                  "weighed against the small risks of medication. ",
                  "We have discussed the balance of risks and benefits in detail. ",
                  "Information leaflets (BUMPS) were provided. "]))
    d.f(r.choice(["{P} understands and wishes to continue her current treatment.",
                  "{P} and {PART} were both present and agreed with the plan.",
                  "She will think this over and let {tCPN} know her decision."]) + "\n\n")
    if r.random() < 0.6:
        d.t("Monitoring requested:\n")
        for m in r.sample(["Weight and BP at each antenatal visit", "OGTT at 24-28 weeks",
                           "Infant weight and feeding checked by health visitor" if c.uk else
                           "Infant weight and feeding checked by MCH nurse",
                           "Lithium level 12h post-dose", "TFT and U&E 3-monthly", "Neonatal obs for 24h"],
                          r.randint(2, 4)):
            d.t("- " + m + "\n")
        d.t("\n")
    d.f("Please do not hesitate to contact me on ")
    d.w(c.staff_phone(author), " if you have any questions.\n\n")
    C.signature(d, c, author)
    C.dictation(d, c, author)
    C.cc_list(d, c, r.choice([("obs", "mw"), ("hv",), ("mw", "hv", "cpn")]))


# ---------------------------------------------------------------- community perinatal nurse home visit
def home_visit(d, c, dx, ex):
    r = c.rng
    hdr = r.randrange(3)
    if hdr == 0:
        C.banner(d, c, r.choice(["Community Perinatal - Home Visit", "CPN HOME VISIT", "Contact note: home visit"]))
    elif hdr == 1:
        d.w("HV ", c.date(c.today, ["dmy2", "dmy", "wd_short"]), " ", K.timestr(c, 9, 17), " - ", c.ptn("LF"), " (",
            c.localid()[1], ")\n")
    else:
        d.w(r.choice(["Home visit", "Face to face contact - home"]), " | ", c.date(c.today, ["wd_dmy", "dmon"]),
            " | ", c.ptn("full"), "\n")
    d.w("Address visited: ", c.addr(), "\n")
    d.w("Clinician: ", C.sn(c, "cpn", "full"))
    if r.random() < 0.4:
        d.w(", joint with ", C.sn(c, r.choice(["hv", "sw", "ot", "nn"]), "full"))
    d.t("\n")
    d.f("Present: {P}" + r.choice([", baby {BABY}" if not c.antenatal else "", ""]) +
        r.choice([", partner {PART}", ", mum {MUM}", "", ", friend {FRIEND}"]) + ".\n")
    if r.random() < 0.25:
        d.w("Lone working: buddy ", C.sn(c, "rn", "full"), " informed of arrival/departure; car reg ",
            PHI(c.make_plate(), "VEHICLE"), " logged.\n")
    d.t("\n")
    if c.style % 2 == 0:
        d.t("S: ")
        d.f(r.choice([
            "{P} reports a 'better week'. Sleeping 5-6h with {PART} doing the 2am feed. Still anxious in "
            "the evenings. ",
            "Says she is 'just about holding it together'. Tearful when talking about feeding. ",
            "Feels 'flat' but taking medication daily - partner prompts. Missed GP appt on {DRECENT}. ",
            "Intrusive thoughts less frequent (approx 3/day vs 10+/day), able to bath baby with {PART} present. ",
            "Struggling with money since {PART} lost job at {PEMP}; food bank voucher given last week. ",
            "Found {HOL} hard - 'everyone expects you to be happy'. {MUM} stayed for a few days. "]))
        d.t("\nO: ")
        d.t(r.choice(["Home clean and tidy, baby settled in Moses basket. ",
                      "Flat cluttered, bottles unwashed, baby clean and appropriately dressed. ",
                      "Heating on, adequate food in fridge. ", "Curtains closed at 2pm. "]))
        d.t(r.choice(["Warm, responsive interactions - mum talked to baby during nappy change. ",
                      "Limited eye contact between mum and baby; baby settled quickly with NN. ",
                      "Good attunement, responded to cues promptly. "]))
        if not c.antenatal and r.random() < 0.6:
            d.w("Baby weight (red book" if c.uk else "Baby weight (blue book", " ",
                c.date(c.ago(1, 9), ["dm", "dmz", "d_mon"]), "): %.2f kg, tracking %s centile. " % (
                    r.uniform(3.1, 8.2), r.choice(["25th", "50th", "9th", "75th", "0.4th-2nd"])))
        d.t("\nA: ")
        d.f(r.choice(["Gradual improvement in mood; risk remains low.",
                      "No change. Ongoing low mood with anxiety. Risk: low to self, none to baby.",
                      "Some deterioration; early warning signs (reduced sleep, irritability) present.",
                      "Stable. Engaging well."]) + "\n")
        d.t("P: ")
    else:
        d.t(r.choice(["Visit summary\n", "Discussion\n", "Content of visit:\n"]))
        K.para(d, c, H.HPC_PN.get(dx, H.HPC_PN["pnd"]) if not c.antenatal else H.HPC_AN[dx], ex)
        d.t(r.choice(["Mental state: ", "MSE: "]))
        K.mse(d, c, compact=True, dx=dx)
        K.scores(d, c, dx)
        K.risk(d, c, dx, brief=True)
        d.t("Plan: ")
    items = r.sample([
        "Continue weekly visits", "Review medication adherence with blister pack",
        "Liaise with {tHV} re weight", "Encourage attendance at {CHAR} group on {DNEXT}",
        "Next visit {DNEXT} " + K.timestr(c, 9, 16), "Phone check-in on {DNEXT}",
        "Discuss at team meeting", "Safety plan reviewed - crisis numbers on fridge",
        "Text reminder to {MOBILE} day before next visit", "GP {tGP} to review sertraline dose"], r.randint(2, 4))
    for i, it in enumerate(items):
        if i:
            d.t("; ")
        d.f(it)
    d.t(".\n")
    if r.random() < 0.2:
        d.f("Note: {EX}'s vehicle ({plate}) seen parked near the property - {P} aware, police informed "
            "(" + r.choice(["ref ", "CAD ", "log "]) + "{pref}).\n", plate=PHI(c.plate, "VEHICLE"),
            pref=PHI(r.choice(["INC-", "E", "", "0"]) + X.digits(r, 6), "IDNUM"))
    if r.random() < 0.5:
        C.audit(d, c, "cpn")
    else:
        d.w("\n", C.sn(c, "cpn", r.choice(["full", "fi", "fi2"])), " ", c.staff["cpn"].cred, "\n")
