"""Genres: safeguarding liaison, MDT birth plan meeting, crisis team contact record."""
from doc import PHI
import phi as X
import common as C
import clin as K
import hpc as H


def _cs_org(c):
    r = c.rng
    if c.uk:
        if r.random() < 0.6:
            return [PHI(c.council, "ORGANIZATION"), " Children's Services"]
        return "Children's Social Care"
    return {"VIC": "Child Protection (DFFH)", "NSW": "DCJ Child Protection Helpline",
            "QLD": "Child Safety Services"}.get(c.state, "the Child Protection intake team")


def _ref(c, pre):
    r = c.rng
    return PHI(pre + "%02d/" % (c.today.year % 100) + X.digits(r, 5 + r.randrange(2)), "IDNUM")


# ---------------------------------------------------------------- safeguarding / child protection liaison
def safeguarding(d, c, dx, ex):
    r = c.rng
    d.t(r.choice(["SAFEGUARDING CHILDREN - LIAISON NOTE\n", "Child Protection Liaison Record\n",
                  "Safeguarding liaison - perinatal\n", "CHILD SAFEGUARDING: INFORMATION SHARING RECORD\n"]))
    C.banner(d, c)
    d.w("Date: ", c.date(c.today, ["dmy", "wd_full", "dmon"]), "   Time: ", K.timestr(c), "\n")
    d.w("Author: ", C.sn(c, r.choice(["sgl", "cpn", "sw"]), "full"), "\n")
    d.w("Case ref: ", _ref(c, r.choice(["MASH/", "CP", "SG-", "CPR"])))
    if r.random() < 0.4:
        d.w("   Datix: ", PHI(r.choice(["W", "DX"]) + X.digits(r, 6), "IDNUM"))
    d.t("\n")
    if c.antenatal:
        d.f("Subject: unborn baby of {PFULL}, EDD {EDD}\n")
    else:
        d.w("Child: ", c.fam(c.baby, "full"), ", DOB ", c.date(c.baby_dob, ["dmy", "dot"]),
            " (", PHI(str(c.baby_weeks), "AGE"), " weeks)\n")
    for kid in c.kids:
        d.w("Sibling: ", c.fam(kid, r.choice(["full", "first"])), ", ", PHI(str(kid.age), "AGE"), "y")
        if r.random() < 0.6:
            d.w(", attends ", PHI(c.school, "ORGANIZATION"))
        d.t("\n")
    d.w("Father of baby: ", c.fam(c.partner if r.random() < 0.6 else c.exp, "full"))
    if r.random() < 0.5:
        d.w(", DOB ", c.date(c.dob.replace(day=min(c.dob.day, 28)) - X.dt.timedelta(days=r.randint(200, 3000)), ["dmy"]))
    if r.random() < 0.4:
        d.w(", address ", PHI(c.make_street(), "STREET"), ", ", PHI(c.town, "CITY"))
    d.t("\n")
    d.w("Allocated social worker: ", C.sn(c, "sw", "full"), ", ", _cs_org(c), ", tel ", c.staff_phone("sw"), "\n")
    if r.random() < 0.4:
        d.w("Mother's " + ("NI number" if c.uk else "Centrelink CRN") + " (benefits liaison): ",
            PHI(c.ni if c.uk else c.crn, "SSN"), "\n")
    d.t("\n")
    d.t(r.choice(["Reason for contact:\n", "Background / concerns:\n", "Information shared:\n"]))
    items = [
        "{P} is known to {TEAM} with {DXNAME}. Concerns raised about the impact of her mental state on "
        "the care of {CHILD}.",
        "Police attended the home on {DPAST} following a verbal altercation between {P} and {EX}; "
        "no injuries, {CHILD} present. " + ("DASH" if c.uk else "Risk assessment") + " completed - {dash} risk.",
        "Midwife {MW} reports {P} has missed three antenatal appointments and was not at home for the "
        "last planned visit.",
        "{P} has disclosed historical sexual abuse by a family member; no ongoing contact.",
        "HV {HV} notes baby's weight has dropped from the 50th to the 9th centile; feeding being reviewed.",
        "Older child {KID} told school staff at {SCHOOL} that 'mummy sleeps all day'.",
        "{EX} has convictions for assault (2 previous partners). {ORDER} in place until {DNEXT}.",
        "Cannabis use by partner in the home; {P} says he smokes outside.",
    ]
    kid = c.fam(c.kids[0], "first") if c.kids else PHI(c.sibling.first, "FAMILY")
    child = "the unborn baby" if c.antenatal else c.fam(c.baby, "first")
    if not c.kids:
        items = [x for x in items if "{KID}" not in x]
    for it in r.sample(items, r.randint(2, 4)):
        d.w("- ")
        d.f(it, CHILD=child, KID=kid, dash=r.choice(["standard", "medium", "high"]), **ex)
        d.t("\n")
    if r.random() < 0.5:
        d.f("\n{EX} drives a " + r.choice(["silver Vauxhall Astra", "white Ford Transit van", "black Holden Commodore",
                                           "blue Toyota Hilux", "grey VW Golf"]) + ", reg {plate}. ",
            plate=PHI(c.plate, "VEHICLE"))
        d.t(r.choice(["Staff to alert security if seen on site.", "Not permitted on the unit.",
                      "Photo on file with ward clerk."]) + "\n")
    if r.random() < 0.4:
        mar = "MARAC" if c.uk else ("RAMP" if c.state == "VIC" else "Safety Action Meeting")
        d.w(mar + " ref ", _ref(c, "MRC-" if c.uk else "SAM-"), "; heard at " + mar + " on ",
            c.date(c.ago(5, 40), ["dmy", "dmon"]), ".\n")
    if r.random() < 0.25:
        d.w("Paternity: DNA profile reference ", PHI("DNA-" + X.digits(r, 2) + "-" + X.digits(r, 5), "BIOID"),
            " held by family court (case no. ", PHI(r.choice(["ZW", "LS", "MA", "FC"]) + X.digits(r, 2) + "P" +
                                                    X.digits(r, 5), "IDNUM"), ").\n")
    d.t("\n" + r.choice(["Current status: ", "Level of intervention: ", "Outcome: "]))
    d.t(r.choice(["Child in Need plan", "Child Protection Plan - category neglect", "Early Help assessment",
                  "Section 47 enquiry in progress", "Pre-birth assessment under way",
                  "Report made (ROSH) - awaiting outcome", "Safety plan in place, case closed to CP",
                  "No further action; universal services"]) + ".\n")
    d.t("\nActions:\n")
    acts = ["Strategy discussion held {DRECENT} with {tSW} and police (PC {off}, collar no. {col}).",
            "Invite to initial CP conference on {DNEXT} accepted; report to be submitted 48h before.",
            "Core group meeting {DNEXT} at {SCHOOL}.",
            "Shared with GP {tGP} and HV {tHV} with consent.",
            "Information shared without consent in line with safeguarding duty - rationale documented.",
            "Pre-birth plan: baby not to be discharged from {HOSP} until plan agreed.",
            "{P} informed of referral and reasons; she was upset but understood."]
    off = PHI(X.Person(r, "M" if r.random() < 0.5 else "F").form(r.choice(["last", "full"])), "FAMILY")
    col = PHI(X.digits(r, 4), "IDNUM")
    for it in r.sample(acts, r.randint(2, 4)):
        d.t("* ")
        d.f(it, off=off, col=col)
        d.t("\n")
    if r.random() < 0.4:
        d.w("Secure email sent to ", PHI("mash@" + r.choice(["council.example.gov.test", "cs.example.org",
                                                               "childprotection.example.net"]), "EMAIL"), "\n")
    C.audit(d, c, r.choice(["sgl", "cpn"]))


# ---------------------------------------------------------------- MDT birth plan meeting
def birth_plan(d, c, dx, ex):
    r = c.rng
    d.t(r.choice(["PERINATAL MULTIDISCIPLINARY BIRTH PLANNING MEETING\n", "Pre-birth planning meeting - minutes\n",
                  "Perinatal Mental Health Birth Plan (MDT)\n", "MDT BIRTH PLAN\n"]))
    d.w("Date: ", c.date(c.today, ["dmy", "wd_full", "dthof"]), "   Venue: ")
    if r.random() < 0.4:
        d.w(r.choice(["Meeting room ", "Seminar Room ", "Room "]), PHI(str(r.randint(1, 9)) + r.choice(["", "A", "B"]),
                                                                    "LOCATION_OTHER"), ", ", C.hosp(c), "\n")
    else:
        d.w(r.choice(["Teams", "antenatal clinic", [C.hosp(c), " antenatal clinic"], "video"]), "\n")
    C.banner(d, c)
    C.obs_line(d, c)
    d.f("Diagnosis: {DXNAME} ({ICD})\n", **ex)
    d.t("\nAttendees:\n")
    keys = r.sample(["psych", "reg", "cpn", "mw", "obs", "hv", "sw", "pharm", "gp"], r.randint(4, 7))
    for k in keys:
        d.w("- ", C.sn(c, k, r.choice(["full", "full", "fi"])), ", ", c.staff[k].role, "\n")
    d.f("- {P} and " + r.choice(["partner {PART}", "her mother {MUM}", "friend {FRIEND} (advocate)"]) + "\n")
    if r.random() < 0.4:
        d.f("Apologies: {tGP}\n")
    d.t("\n1. ANTENATAL\n")
    K.meds(d, c, dx, 0)
    d.t(r.choice(["Growth scans at 28, 32 and 36/40.", "OGTT at 26/40 (on antipsychotic).",
                  "Fetal echo normal at 22/40.", "Continue monthly perinatal outpatient review.",
                  "CPN visits fortnightly until 36/40 then weekly."]) + "\n")
    d.t("\n2. LABOUR AND DELIVERY\n")
    if dx == "toko" or r.random() < 0.3:
        d.f("- Planned ELCS at 39/40 (provisional date {DNEXT}, to be confirmed by obstetric team)"
            + (" - supported by MDT due to tokophobia.\n" if dx == "toko" else ".\n"))
    else:
        d.t("- Aim for SVD; early epidural offered to reduce distress.\n")
    if dx == "bpad":
        d.t("- Lithium to be withheld at onset of labour; U&E and level 12h post delivery.\n")
    for s in r.sample([
        "Single room requested on the labour ward; partner to stay.",
        "Female staff only for intimate examinations where possible (trauma history).",
        "Avoid prolonged latent phase admission - offer sleep (zopiclone) if required.",
        "Alert on BadgerNet maternity record - perinatal MH plan to be read on admission.",
        "Birth partner: {PART}; second birth partner {FRIEND}.",
        "Hypnobirthing techniques and breathing plan agreed with midwife."], r.randint(1, 3)):
        d.f("- " + s + "\n")
    d.t("\n3. POSTNATAL\n")
    d.f("- Extended stay of " + r.choice(["3", "5", "4-5"]) + " days on {WARD}; daily liaison psychiatry review.\n")
    d.t(r.choice(["- Protect sleep: partner/staff to give night feeds (expressed milk/formula).\n",
                  "- Restart olanzapine 5mg ON on day 1.\n", "- Restart lithium at pre-pregnancy dose on day 1.\n",
                  "- Perinatal team visit within 48h of discharge.\n"]))
    d.t("- Baby: neonatal obs for 24-72h (in utero exposure); paediatric review before discharge.\n")
    d.t("\n4. EARLY WARNING SIGNS (identified by %s)\n" % r.choice(["patient", "partner", "patient and partner"]))
    d.t(", ".join(r.sample(["not sleeping even when baby sleeps", "talking fast", "spending", "religious ideas",
                            "irritability", "withdrawing from baby", "not eating", "over-cleaning",
                            "thinking people are against her"], 4)) + ".\n")
    d.t("\n5. CONTINGENCY\n")
    d.f("If relapse: contact {TEAM} (working hours) or crisis line; consider admission to {MBU}.\n")
    d.t("\nKEY CONTACTS\n")
    for k in r.sample(["cpn", "psych", "mw", "hv", "crisis"], 3):
        d.w(c.staff[k].role, ": ", C.sn(c, k, "full"), " - ", c.staff_phone(k), "\n")
    d.w("Patient mobile: ", c.phone(), "   Partner: ", c.phone(c.p_mobile), "\n")
    d.w("\nNext review: ", c.date(c.ahead(14, 35), ["dmy", "dth_month", "d_month"]), " (36/40)\n")
    d.t("Copies: hand-held notes, GP, HV, maternity record, MBU.\n")
    d.w("Minutes: ", C.sn(c, "sec", r.choice(["full", "fi2"])), "\n")
    if r.random() < 0.4:
        C.audit(d, c, "cpn")


# ---------------------------------------------------------------- crisis team contact record
def crisis(d, c, dx, ex):
    r = c.rng
    team = "Crisis Resolution and Home Treatment Team" if c.uk else r.choice(["Acute Care Team", "CATT",
                                                                             "Mental Health Acute Response"])
    d.w(team, " - CONTACT RECORD\n" if r.random() < 0.5 else " contact\n")
    if r.random() < 0.6:
        C.banner(d, c)
    else:
        d.w(c.ptn(r.choice(["LF", "full"])), "  ", c.agev(word_p=0), r.choice(["F", "yo", "y/o F"]), "  ",
            c.healthid(), "\n")
    d.w("Date/time: ", c.date(c.today, ["dmy", "dmy2", "iso"]), " ", K.timestr(c), "\n")
    caller = r.randrange(5)
    if caller == 0:
        d.f("Caller: partner {PART} from {PMOB}\n")
    elif caller == 1:
        d.f("Caller: self, from {MOBILE}\n")
    elif caller == 2:
        d.f("Caller: " + ("PC " if c.uk else "Snr Cst ") + "{off}, police, re welfare check\n",
            off=PHI(X.Person(r, "F").form("last"), "FAMILY"))
    elif caller == 3:
        d.f("Caller: {tHV} (" + ("health visitor" if c.uk else "MCH nurse") + ")\n")
    else:
        d.f("Caller: " + ("111" if c.uk else "1800 triage line") + " referral, incident no. {inc}\n",
            inc=PHI(X.digits(r, 8), "IDNUM"))
    d.w("Triage: ", r.choice(["B - urgent (within 4h)", "A - emergency", "C - within 24h",
                              "Category 2", "Triage scale C"]), "\n")
    d.w("Clinician: ", C.sn(c, "crisis", "full"), "\n\n")
    d.t(r.choice(["Summary:\n", "SITUATION\n", "Presenting concern\n"]))
    d.f(r.choice([
        "{P} ({AGE}) " + ("{GEST}/40" if c.antenatal else "{BWN}/52 postpartum") + ". Called sobbing, saying she "
        "cannot stop thinking about hurting herself. " + ("Alone at home. " if c.antenatal else "{BABY} with {MUM}. ")
        + "Has a stockpile of paracetamol.",
        "Partner concerned that {P} has not slept for 3 nights, is talking about God speaking through the "
        + ("TV and has locked herself in the bathroom." if c.antenatal else
           "baby monitor and has locked herself in the bathroom with the baby."),
        "Panic attack, chest pain, says she feels 'unreal'. Ambulance attended (" + r.choice(["CAD ", "ref ", "job no. "])
        + "{amb}) - "
        "ECG normal, not conveyed.",
        "{P} left home at approx 23:00 after argument with {PART}. Took car (reg {plate}). Sent text "
        "saying goodbye. Police informed, located at the coast at 01:40 and conveyed to {HOSP}.",
        "{P} attended {HOSP} ED with an overdose of sertraline (approx 20 x 100mg) - medically cleared, "
        "referred for psychiatric assessment.",
        "Known to {TEAM}. Escalating irritability and reduced sleep over 4 days, stopped lithium last week. "
        "Partner {PART} worried she is becoming high again.",
        "Mrs {PL} rang in distress - says things have been getting worse since {HOL}; family visiting from "
        "{ORIGIN} have now left and she feels alone. No thoughts of harm to baby."]),
        amb=PHI(X.digits(r, 7), "IDNUM"), plate=PHI(c.plate, "VEHICLE"), **ex)
    d.t("\n\n")
    if r.random() < 0.6:
        d.t("Assessment:\n")
        K.mse(d, c, compact=True, dx=dx)
        K.risk(d, c, dx, brief=True)
    d.t(r.choice(["\nOutcome:\n", "\nPLAN\n", "\nAction taken:\n"]))
    outs = [
        "Home visit by {tCRISIS} and {tREG} at " + K.timestr(c) + ".",
        "Advised to attend {HOSP} ED; {PART} to drive her.",
        "Admission to {MBU} arranged - bed confirmed by nurse in charge {RN}.",
        "Home treatment: twice-daily visits, medication supervised by {PART}.",
        "Safety plan reviewed; means restriction discussed (medication locked away, partner holding).",
        "Telephone follow-up tomorrow morning on {MOBILE}.",
        "Informed {TEAM} duty worker; CPN {CPN} to visit {DNEXT}.",
        "Baby to stay with {MUM} overnight - {P} agreed." if not c.antenatal else "Stay with {MUM} overnight.",
        "MHA assessment requested; AMHP {SW} contacted." if c.uk else
        "Assessment by authorised psychiatrist {tREG} requested.",
    ]
    for it in r.sample(outs, r.randint(2, 4)):
        d.t("- ")
        d.f(it)
        d.t("\n")
    if r.random() < 0.3:
        d.w("Call recorded via telephony system, session ID ", PHI(X.digits(r, 10), "IDNUM"), " (caller IP ",
            c.ip(), ").\n")
    if r.random() < 0.3:
        d.w("Contact no. ", PHI(c.episode, "ACCOUNT"), "\n")
    C.audit(d, c, "crisis")
