"""Genre 3: mental health and crisis team notes."""
from phi import P, shift
from blocks import demo_block, audit_line, med_lines, nok_relation

GENRE = "mental_health_crisis"

MSE = [
    "Appearance: unkempt, poor eye contact. Behaviour: restless, tearful at times. Speech: normal rate, low volume. Mood: 'empty' / subjectively low. Affect: flat, congruent. Thought: no FTD; ruminative, guilt. Perception: no AVH. Cognition: orientated x3. Insight: partial.",
    "Casually dressed, good rapport. Speech pressured, difficult to interrupt. Mood 'brilliant', affect elated and irritable. Flight of ideas, grandiose plans to start a business. No perceptual abnormalities elicited. Insight limited.",
    "Guarded, suspicious of staff, glancing at ceiling. Speech normal. Reports voices (2nd person, derogatory) and belief neighbours are monitoring phone. No command hallucinations. Insight absent.",
    "Calm, engaged, slightly dishevelled. Speech coherent. Mood 'low, but better than {wd}'. Affect reactive. Passive death wish without plan. No psychotic features. Capacity to consent to informal care present.",
    "Intoxicated on arrival (breath alcohol noted), drowsy but rousable. Reassessed when sober: low mood, hopeless, regret at being found. GCS 15 on reassessment.",
]

RISK = [
    "Overdose of ~%d paracetamol tablets 2 days ago, told nobody. Bloods at ED: paracetamol level below treatment line." ,
    "Self-harm by cutting L forearm; superficial, steri-stripped. Long history since age %d.",
    "Suicidal ideation with plan (ligature) and partial preparation; disclosed to GP this morning.",
    "No self-harm. Threatened partner during argument; police attended, no charges.",
    "Ongoing risk from ex-partner (non-mol order in place). Domestic abuse advisor involved.",
]

SERVICES = ["Crisis Resolution and Home Treatment Team", "Acute Crisis Team", "Mental Health Crisis Team",
            "Community Mental Health Team", "Early Intervention in Psychosis service",
            "Assertive Outreach Team", "Liaison Psychiatry"]


def _mse(c):
    return c.r.choice(MSE).replace("{wd}", P("DATE", c.ch("Sunday", "Monday", "Friday")))


def _risk(c):
    t = c.r.choice(RISK)
    if "%d" in t:
        if "since age" in t:
            return t.replace("since age %d", "since age " + P("AGE", str(c.r.randint(12, 17))))
        return t % c.r.randint(12, 40)
    return t


def layout_crisis(c):
    p = c.pt
    team = c.ch(*SERVICES[:3])
    psy = c.staff("psy", "consultant psychiatrist", "Dr", creds=c.ch("MRCPsych", "FRANZCP", "FRCPC", "MD Psych"))
    cpn = c.staff("cpn", "crisis practitioner", None, nurse=True, creds=c.ch("RMN", "RN (MH)", "RPN"))
    sw = c.staff("sw", "social worker", None)
    col = c.rel("col", nok_relation(c))
    L = []
    L.append("%s - %s" % (c.pl("trust"), team))
    L.append("CRISIS ASSESSMENT   %s   Seen at: %s" % (
        c.dd(c.today, c.ch(c.note_style, "wd_full", "dMony")), c.ch(
            "home address", "%s ED" % c.pl("acute"), "police custody suite", c.pl("mh_unit", "pos"))))
    L += demo_block(c, style=c.ch("fields", "strip"), with_nok=False)
    L.append("")
    L.append("Referral: %s, %s %02d:%02d." % (c.ch(
        "GP %s" % c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"),
        "self-referral via crisis line",
        "police (PC %s, collar no. %s)" % (P("FAMILY", c.rel("pc", "officer", role="FAMILY").formal()), P("IDNUM", str(c.r.randint(1000, 9999)))),
        "ED liaison (%s)" % c.nm(c.staff("liaison", "liaison nurse", None, nurse=True), "full")),
        c.dd(c.today, c.ch("dM", "partial", "wd")), c.r.randint(0, 23), c.r.randint(0, 59)))
    L.append("Assessed by %s (%s) and %s (%s)." % (c.nm(cpn, c.ch("full", "g")), c.ch("CPN", "RMN", "crisis nurse"),
                                                   c.nm(sw, c.ch("full", "g")), c.ch("AMHP", "SW")))
    L.append("")
    L.append("Presenting: %s %s who %s, %s. %s" % (
        c.age(p.age, c.ch("yo", "words", "yo_s")), c.sex_word(), c.job_phrase(), c.ch(
            "recently separated", "facing redundancy at %s" % c.pl("employer"),
            "bereaved (%s %s died %s)" % (c.his(), c.ch("brother", "mother", "son"), c.dd(c.ago(30, 300), c.ch("my", "dM", "ordM"))),
            "debts ++, eviction notice from %s" % c.pl("employer", "landlord")),
        _risk(c)))
    L.append("Collateral from %s %s (%s): %s" % (c.his(), col.relation, c.nm(col, c.ch("g", "full", "tf")), c.ch(
        "\"not %sself since %s\"." % ("him" if p.sex == "m" else "her", c.holiday()),
        "reports %s stopped %s meds about %s." % (c.he(), c.his(), c.dd(c.ago(20, 60), c.ch("my", "dM"))),
        "found %s in the car at %s and called %s." % (c.him(), c.pl("landmark"), c.loc.emergency),
        "worried, happy to stay with %s tonight." % c.him())))
    L.append("")
    L.append("MSE: " + _mse(c))
    L.append("Scores: %s; %s." % (c.ch("PHQ-9 22", "PHQ-9 17", "K10 34", "HoNOS 21"), c.ch("GAD-7 16", "AUDIT 19", "SAD PERSONS 6")))
    L.append("")
    L.append("Risk formulation: %s risk to self, %s risk to others, %s risk from others. Protective: %s." % (
        c.ch("high", "moderate", "low-moderate"), c.ch("low", "low", "moderate"), c.ch("low", "moderate"),
        c.ch("children (%s, %s)" % (c.nm(c.rel("k1", "daughter"), "g"), c.age(c.r.randint(3, 16), "bare")),
             "faith community at %s" % c.pl("church"), "dog, engaged with plan", "%s %s" % (c.his(), col.relation))))
    L.append("")
    L.append("Safety plan agreed (copy given):")
    L.append("  1. Call %s %s on %s" % (c.his(), col.relation, c.tel("mob")))
    L.append("  2. %s 24/7: %s" % (team, c.tel("land")))
    L.append("  3. Out of hours: %s / attend ED at %s" % (c.ch("111 option 2" if c.code == "en-GB" else c.loc.helpline, "the crisis line", c.loc.emergency),
                                                         c.pl("acute")))
    L.append("  Means restriction: %s returned to %s." % (c.ch("medication", "paracetamol stock", "ligature items"),
                                                        c.ch("pharmacy", "%s %s" % (c.his(), col.relation))))
    L.append("")
    L.append("Plan: home treatment, daily visits from %s; medical review with %s %s; %s." % (
        c.dd(c.ahead(1, 2), c.ch("wd", "partial", "wd_short")), c.doc(psy, style=c.ch("ts", "tf")),
        c.dd(c.ahead(1, 4), c.ch("wd", "wd_short", "partial")),
        c.ch("mirtazapine 15 mg ON started", "olanzapine 5 mg ON PRN", "no medication change",
             "lithium level to be checked")))
    L.append("")
    L.append("%s, %s   %s" % (c.nm(cpn, "full"), cpn.creds, c.dd(c.today, "dmy")))
    L.append("%s %s" % (cpn.reg[0], P("LICENSE", cpn.reg[1])))
    return "\n".join(L)


def layout_cmht(c):
    p = c.pt
    cc = c.staff("cc", "care coordinator", None, nurse=True, creds=c.ch("RMN", "RN", "OT", "SW"))
    psy = c.staff("psy", "consultant psychiatrist", "Dr")
    supp = c.place("building", "supported")
    L = []
    L.append("%s | %s" % (c.pl("trust"), c.ch(*SERVICES[3:6])))
    L.append("CPA REVIEW - %s" % c.dd(c.today, c.ch("ord", "dMy", "dmy", "wd_full")))
    L.append("Patient: %s%s, DOB %s, %s %s" % (c.nm(p, c.ch("uc", "tf", "full")),
                                            (" (known as \"%s\")" % c.nm(p, "nick")) if p.nick else "",
                                            c.dob(), p.pid[0], P("MRN", p.pid[1])))
    L.append("Present: %s (%s), %s (care coordinator), %s (%s), %s (patient's %s)." % (
        c.doc(psy, style="ts"), c.ch("Consultant", "RC"), c.nm(cc, c.ch("full", "g")),
        c.nm(c.staff("stw", "support time recovery worker", None), "full"), c.ch("STR worker", "peer support worker"),
        c.nm(c.rel("nok", c.ch("mother", "father", "sister", "partner")), c.ch("tf", "full")),
        c.rel("nok", "mother").relation))
    L.append("")
    L.append("Diagnosis: %s." % c.ch("paranoid schizophrenia (F20.0)", "bipolar affective disorder, currently euthymic",
                                       "EUPD with recurrent depressive disorder", "schizoaffective disorder",
                                       "first episode psychosis"))
    L.append("Accommodation: %s, room %s at %s, %s (supported housing run by %s)." % (
        c.ch("flat", "studio"), P("LOCATION_OTHER", str(c.r.randint(1, 40)) + c.ch("", "A", "B")),
        P(supp[0], supp[1]), c.addr_inline(), c.pl("charity")))
    L.append("Occupation: %s %s hours a week at %s; previously %s until %s." % (
        c.ch("volunteers", "works", "works"), c.ch("6", "12", "16"),
        c.pl("employer"), P("PROFESSION", p.profession), c.dd(c.ago(400, 3000), c.ch("y", "my"))))
    L.append("")
    L.append("Progress since last review (%s): %s" % (
        c.dd(c.ago(90, 200), c.ch("my", "dmy", "dMony")), c.ch(
            "settled, attending depot clinic at %s fortnightly." % c.pl("clinic"),
            "one admission to %s (%s to %s) after relapse." % (c.pl("mh_unit"), c.dd(c.ago(60, 120)), c.dd(c.ago(10, 59))),
            "engaging with psychology; missed two appointments in %s." % c.dd(c.ago(30, 60), "M"),
            "no crises; reducing cannabis use.")))
    L.append("Medication:")
    L += med_lines(c, prefix="  ")
    L.append("  Clozapine level %s mg/L (%s), FBC green." % (c.ch("0.42", "0.38", "0.51"), c.dd(c.ago(5, 30), c.ch("partial", "dmy2"))))
    L.append("Physical health: BMI %s, HbA1c %d, ECG QTc %d ms. Smoking %d/day." % (
        c.ch("31.2", "28.7", "34.0"), c.r.randint(38, 60), c.r.randint(410, 470), c.r.randint(0, 25)))
    L.append("")
    L.append("Relapse signature: poor sleep, talking about %s, stops answering phone (%s)." % (
        c.ch("the neighbours", "the TV", "religion", "money"), P("PHONE", p.mob)))
    L.append("Crisis contacts: care coordinator %s; duty worker %s; OOH %s." % (
        c.tel("land", ext=True), c.tel("land"), c.ch(c.loc.helpline, "crisis line", c.loc.emergency)))
    L.append("")
    L.append("Next CPA review: %s. Depot due %s." % (c.dd(c.ahead(150, 200), c.ch("my", "dmy", "mony")),
                                                   c.dd(c.ahead(3, 14), c.ch("wd_short", "dM", "partial"))))
    L.append("cc: %s (%s, %s)" % (c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.loc.gp_word, c.pl("practice")))
    L.append(audit_line(c, cc))
    return "\n".join(L)


def layout_mha(c):
    p = c.pt
    amhp = c.staff("amhp", "AMHP", None)
    d1 = c.staff("d1", "s12 approved doctor", "Dr")
    d2 = c.staff("d2", c.loc.gp_word, "Dr")
    nr = c.rel("nr", nok_relation(c))
    pc = c.rel("pc", "officer", role="FAMILY")
    unit = c.pl("mh_unit")
    ward = c.pl("ward")
    L = []
    L.append("MENTAL HEALTH ACT ASSESSMENT - SUMMARY")
    L.append("%s | %s" % (c.pl("trust"), c.ch("AMHP Service", "Approved Mental Health Professional Hub", "Duty team")))
    L.append("")
    L.append("Person assessed: %s, %s, DOB %s" % (c.nm(p, c.ch("uc", "full")), c.age(p.age, c.ch("yrs", "y")), c.dob()))
    L.append("Address: %s" % c.addr_inline())
    L.append("%s %s   %s %s" % (p.pid[0], P("MRN", p.pid[1]), p.natid[0], P("SSN", p.natid[1])))
    L.append("Date/time: %s %02d:%02d   Place: %s" % (c.dd(c.today), c.r.randint(9, 22), c.r.randint(0, 59), c.ch(
        "home", "place of safety suite, %s" % c.pl("mh_unit", "pos"), "police custody, %s" % c.city(),
        "ED, %s" % c.pl("acute"))))
    L.append("")
    L.append("Professionals: %s (AMHP); %s (s12 approved); %s (%s, knows patient). Police: PC %s (%s) and PC %s." % (
        c.nm(amhp, c.ch("full", "tf")), c.doc(d1, style="tf"), c.doc(d2, style=c.ch("ts", "tf")), c.loc.gp_word,
        c.nm(pc, c.ch("s", "short")), P("IDNUM", str(c.r.randint(1000, 9999))),
        c.nm(c.rel("pc2", "officer", role="FAMILY"), c.ch("s", "short"))))
    L.append("Nearest relative: %s (%s), %s, %s - consulted by phone; %s." % (
        c.nm(nr, c.ch("full", "tf")), nr.relation, c.addr_inline(c.new_address()), c.tel("mob"), c.ch(
            "does not object", "objects to admission", "agrees admission needed", "could not be reached - message left")))
    L.append("")
    L.append("Background: %s known to services since %s (first contact at %s, aged %s). %s." % (
        c.nm(p, c.ch("ts", "g")), c.dd(c.ago(1500, 6000), "y"), c.pl("mh_unit", "first"),
        c.age(max(14, p.age - c.r.randint(2, 15)), "bare"), c.ch(
            "Stopped depot in %s" % c.dd(c.ago(60, 200), c.ch("M", "my")),
            "Two previous detentions", "Lives with %s %s, who called police" % (c.his(), nr.relation),
            "Recently lost job as %s" % P("PROFESSION", p.profession))))
    L.append("Interview: " + _mse(c))
    L.append("Risk: " + _risk(c))
    L.append("")
    L.append("Outcome: %s. Bed identified on %s, %s (%s). Conveyed by ambulance %02d:%02d." % (
        c.ch("detained under s2", "detained under s3", "informal admission agreed", "Form 1 completed",
             "involuntary admission"), ward, unit, c.ch("PICU", "acute admissions", "female acute", "male acute"),
        c.r.randint(10, 23), c.r.randint(0, 59)))
    L.append("Property: %s's car (reg %s) left at %s; keys with %s." % (
        P("PATIENT", p.formal()), P("VEHICLE", c.loc.plate(c.r)), c.pl("landmark"), c.nm(nr, "g")))
    L.append("Dependants/pets: %s." % c.ch("none", "cat - neighbour %s feeding" % c.nm(c.rel("nb", "neighbour"), "full"),
                                         "son %s (%s) with grandmother" % (c.nm(c.rel("k", "son"), "g"), c.age(c.r.randint(4, 14), "bare"))))
    L.append("")
    L.append("Report by %s, AMHP, %s. Contact %s." % (c.nm(amhp, "full"), c.dd(shift(c.today, 1), "dmy"),
                                                    c.staff_email(amhp, "amhp")))
    return "\n".join(L)


def layout_phone_log(c):
    p = c.pt
    L = []
    team = c.ch(*SERVICES[:3])
    L.append("%s - telephone contact log" % team)
    L.append("Client: %s   %s %s   Mob %s" % (c.nm(p, c.ch("uc", "full")), p.pid[0], P("MRN", p.pid[1]), P("PHONE", p.mob)))
    L.append("")
    staff = [c.staff("t1", "crisis practitioner", None, nurse=True), c.staff("t2", "support worker", None),
             c.staff("t3", "crisis practitioner", None, nurse=True), c.staff("psy", "psychiatrist", "Dr")]
    rel = c.rel("r", nok_relation(c))
    d = c.ago(0, 2)
    entries = [
        "Incoming call from %s %s (%s) - %s has not slept for 3 nights, talking about 'ending it'. Advised to stay with %s." % (
            c.his(), rel.relation, c.nm(rel, c.ch("full", "g")), c.he(), c.him()),
        "Called %s on %s - no answer, voicemail left." % (c.nm(p, c.ch("g", "ts")), P("PHONE", p.mob)),
        "%s returned call. Tearful. Took 8 x zopiclone at %02d:00, none since. Agreed to ambulance. %s informed." % (
            c.nm(p, "g"), c.r.randint(18, 23), c.nm(staff[3], "ts")),
        "ED at %s confirm arrival; triage nurse %s. Obs stable. Paracetamol/salicylate levels sent." % (
            c.pl("acute"), c.nm(c.staff("ed", "triage nurse", None, nurse=True), c.ch("g", "full"))),
        "Call from %s (%s) asking for update. Consent to share: yes, documented %s." % (
            c.nm(rel, c.ch("g", "tf")), c.tel("mob"), c.dd(c.ago(30, 500), c.ch("dmy", "my"))),
        "Liaison review completed by %s: medically fit, for home treatment from %s." % (
            c.nm(c.staff("lia", "liaison nurse", None, nurse=True), "full"), c.dd(c.ahead(0, 1), c.ch("wd", "partial"))),
        "Text sent to %s confirming visit %s %s. Address verified: %s." % (
            P("PHONE", p.mob), c.dd(c.ahead(1, 2), c.ch("wd", "wd_short")), c.ch("AM", "after 2pm"), c.addr_inline()),
        "%s (employer, %s) phoned wanting to know if %s is 'safe to come back' - no info shared, consent not given." % (
            c.nm(c.rel("boss", "manager", role="FAMILY"), c.ch("full", "tf")), c.pl("employer"), c.nm(p, "g")),
    ]
    n = c.r.randint(5, len(entries))
    for i in range(n):
        h = 8 + i * 2 + c.r.randint(0, 1)
        if h > 23:
            d = shift(d, 1)
            h -= 24
        who = c.r.choice(staff[:3])
        L.append("%s %02d:%02d [%s] %s" % (c.dd(d, c.ch("dmy", "dmy2", "iso")), h, c.r.randint(0, 59),
                                          c.username(who) if c.chance(0.5) else P("DOCTOR", who.initials(dots=False)),
                                          entries[i]))
    L.append("")
    L.append("Allocated worker: %s, %s. Team base %s, %s." % (c.nm(staff[0], "full"), c.tel("land", ext=True),
                                                              c.pl("clinic"), c.city()))
    return "\n".join(L)


def layout_student(c):
    p = c.pt if c.pt.age <= 30 else c.make_patient(18, 29)
    uni = c.place("university", "uni")
    hall = c.place("building", "hall")
    couns = c.staff("couns", "mental health adviser", None)
    tutor = c.rel("tutor", "personal tutor", role="FAMILY")
    par = c.rel("par", c.ch("mother", "father"))
    L = []
    L.append("%s - Student Wellbeing Service" % P(uni[0], uni[1]))
    L.append("Urgent contact record - %s" % c.dd(c.today, c.ch("wd_full", "ord", "dmy")))
    L.append("Student: %s   Student ID %s   DOB %s (%s)" % (c.nm(p, c.ch("uc", "full")), P("IDNUM", "%s%s" % (
        c.ch("S", "U", ""), c.r.randint(10000000, 99999999))), c.dob(), c.age(p.age, "bare")))
    L.append("Course: %s, year %d. Home address: %s, %s." % (c.ch("BSc Nursing", "LLB Law", "BEng Mechanical", "BA History",
                                                                   "MPharm", "BSc Computer Science"), c.r.randint(1, 4),
                                                             c.addr_inline(c.new_address()), c.country()))
    L.append("Term address: room %s, %s, %s." % (P("LOCATION_OTHER", "%s%d" % (c.ch("", "B", "C"), c.r.randint(1, 420))),
                                                 P(hall[0], hall[1]), c.city()))
    L.append("Uni email: %s   Mobile: %s" % (P("EMAIL", p.email), P("PHONE", p.mob)))
    L.append("")
    L.append("Referred by %s (personal tutor) after %s sent an email at 02:14 saying %s 'couldn't do this anymore'. %s also works part-time as %s at %s." % (
        c.nm(tutor, c.ch("tf", "full")), c.he(), c.he(), c.He(), "a " + P("PROFESSION", c.ch("barista", "bartender", "care assistant", "delivery rider")),
        c.pl("employer")))
    L.append("Seen same day by %s (%s). %s" % (c.nm(couns, "full"), couns.job, _mse(c)))
    L.append("Risk: " + _risk(c))
    L.append("International student: %s (family in %s). %s %s aware and flying over on %s." % (
        c.ch("yes", "no"), c.country(foreign=True), c.His(), par.relation + " " + c.nm(par, c.ch("full", "tf")),
        c.dd(c.ahead(2, 9), c.ch("wd", "dM", "partial"))))
    L.append("Registered with %s (%s). Appointment booked for %s with %s." % (
        c.pl("practice"), c.ch("campus GP", "on-campus practice", "local practice"),
        c.dd(c.ahead(0, 2), c.ch("wd", "wd_short")), c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts")))
    L.append("Plan: extenuating circumstances form; housemate %s aware of safety plan; check-in call %s." % (
        c.nm(c.rel("hm", "housemate", role="FAMILY"), "g"), c.dd(c.ahead(1, 2), c.ch("wd", "partial"))))
    L.append("Emergency: %s / %s. Campus security %s." % (c.loc.emergency, c.ch("crisis team", "ED"), c.tel("land")))
    L.append("")
    L.append(audit_line(c, couns))
    return "\n".join(L)


LAYOUTS = [("crisis_assessment", layout_crisis), ("cpa_review", layout_cmht),
           ("mha_assessment", layout_mha), ("crisis_phone_log", layout_phone_log),
           ("student_wellbeing", layout_student)]


def patient(c):
    return c.make_patient(17, 78)
