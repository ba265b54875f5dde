"""Genres: team conference summary, discharge planning note, speech-language pathology note."""
import pools as P
import phi as H
from common import (time_str, md_ref, signature, license_for, family, outcome_line,
                    assist_level, gait_aid, staff_ref, walk_aid, spouse)

BARRIERS = ["stairs to bedroom", "lives alone", "caregiver burnout", "cognitive deficits affecting safety",
            "pending LTC application", "bariatric equipment needed", "financial - no drug coverage",
            "waiting on ramp installation", "pain limiting participation", "orthostatic hypotension",
            "poor insight into deficits", "awaiting prosthesis casting", "housing unstable"]


def _pt_block(rng, note, ctx, team, idx, name_style):
    pt = ctx.patient(22, 97)
    stay_wk = rng.randint(1, 5)
    note.t("%d. " % idx if idx else "").p("PATIENT", pt.p.fmt(name_style)).t(" (").s(pt.age_phrase(rng, rng.choice(["sexletter", "yo"])))
    note.t(") Rm ").p("LOCATION_OTHER", pt.room).t(" - " + pt.dx[0] + ". Adm ").s(ctx.ds(pt.admit)).t(", week %d.\n" % stay_wk)
    bullet = rng.choice(["  - ", "  * ", "   "])
    if rng.random() < 0.8:
        note.t(bullet + "PT (").p("DOCTOR", team["PT"].fmt("initc")).t("): gait %d m %s %s; %s.\n" % (
            rng.randrange(10, 200, 5), walk_aid(rng), assist_level(rng), outcome_line(rng)))
    else:
        note.t(bullet + "PT (").p("DOCTOR", team["PT"].fmt("initc")).t("): non-ambulatory; W/C mobility %s, %s; transfers %s.\n" % (
            rng.choice(["manual W/C 50 m", "power W/C indoors", "tilt W/C, dependent"]), assist_level(rng), assist_level(rng)))
    note.t(bullet + "OT (").p("DOCTOR", team["OT"].fmt("initc")).t("): LB dressing %s, toileting %s; %s.\n" % (
        assist_level(rng), assist_level(rng), rng.choice(["home visit booked", "kitchen assessment done", "seating referral sent", "splint fabricated"])))
    if rng.random() < 0.6:
        note.t(bullet + "SLP: " + rng.choice(["IDDSI 6 solids / thin liquids, supervision at meals", "WAB-R AQ %d, word-finding improving" % rng.randint(30, 90),
                                             "cog-comm: needs cues for problem solving", "no active SLP goals - D/C from caseload"]) + ".\n")
    note.t(bullet + "Nsg: " + rng.choice(["continent B&B", "timed voiding q3h", "stage 2 PI sacrum - dressing q3d", "sleeping well", "PRN analgesia x2/day"]) + ".\n")
    rel, fam = family(rng, ctx, pt)
    note.t(bullet + "SW (").p("DOCTOR", team["SW"].fmt("first")).t("): spoke with " + rel + " ")
    note.p("FAMILY", fam.fmt(rng.choice(["full", "first"])))
    if rng.random() < 0.5:
        note.t(" (").p("PHONE", ctx.phone()).t(")")
    note.t(rng.choice([" re: D/C plan.", " - willing to provide support.", "; family meeting requested.", " - POA documents on chart."]) + "\n")
    note.t(bullet + "Barriers: " + ", ".join(rng.sample(BARRIERS, 2)) + ".\n")
    dest = rng.randrange(4)
    note.t(bullet + "EDD ").s(ctx.d(ctx.day(rng.randint(5, 30)))).t(" -> ")
    if dest == 0:
        note.t("home with home care (").p("ORGANIZATION", rng.choice(P.AGENCIES)).t(")")
    elif dest == 1:
        note.p("HOSPITAL", rng.choice(P.CARE_HOMES))
    elif dest == 2:
        note.t("home with " + rel)
    else:
        note.t("home alone, OP PT at ").p("HOSPITAL", rng.choice(P.CLINICS))
    note.t("\n")
    if rng.random() < 0.4:
        note.t(bullet + "Family conference ").s(ctx.ds(ctx.day(rng.randint(1, 7)), rng.choice(["wd_md", "wd_mon_d", "wdl_md"]))).t(" " + time_str(rng) + ".\n")
    note.t("\n")


def team_conference(rng, note, ctx):
    team = {r: ctx.staff(r) for r in ["MD", "PT", "OT", "SLP", "SW", "RN", "RT"]}
    dd = ctx.base
    note.t(rng.choice(["INTERPROFESSIONAL TEAM CONFERENCE", "Weekly Rehab Team Rounds - Summary", "TEAM CONFERENCE NOTE"]) + "\n")
    note.p("HOSPITAL", ctx.unit).t(", ").p("HOSPITAL", ctx.site).t("\n")
    note.t("Date: ").s(ctx.d(dd, rng.choice(["wd_full", None]))).t("   " + time_str(rng, 0, 13, 0) + "-" + time_str(rng, 0, 14, 30) + "   " + rng.choice(["Conference Rm", "Team room", "MS Teams"]) + "\n")
    note.t("Chair: ").s(md_ref(rng, team["MD"], [0, 2])).t("\n")
    note.t("Present: ")
    order = ["PT", "OT", "SLP", "SW", "RN", "RT"]
    for i, r in enumerate(order):
        if i:
            note.t(", ")
        st = team[r]
        if rng.random() < 0.5:
            note.p("DOCTOR", st.fmt(rng.choice(["full", "fi_last"]))).t(" (" + r + ")")
        else:
            note.p("DOCTOR", st.fmt("full")).t(" " + st.cred)
    if rng.random() < 0.4:
        st = ctx.staff("PT")
        note.t("; student ").p("DOCTOR", st.fmt("full"))
    note.t("\nRecorder: ").p("DOCTOR", team[rng.choice(order)].fmt("initl")).t("\n\n")
    if rng.random() < 0.55:
        k = rng.randint(3, 5)
        style = rng.choice(["LF", "lf", "full", "lfi"])
        for i in range(1, k + 1):
            _pt_block(rng, note, ctx, team, i, style)
    else:
        # single-patient family conference
        pt = ctx.patient(30, 95)
        rel, fam = family(rng, ctx, pt, rng.choice(["daughter", "son", spouse(pt)]))
        rel2, fam2 = family(rng, ctx, pt, rng.choice(["son", "daughter", "sister", "brother", "niece", "friend", "neighbour"]))
        note.t("Patient: ").p("PATIENT", pt.p.fmt("fml")).t("   MRN ").p("MRN", pt.mrn).t("   Rm ").p("LOCATION_OTHER", pt.room).t("\n")
        note.t("Family present: " + rel + " ").p("FAMILY", fam.fmt("full")).t(" and " + rel2 + " ").p("FAMILY", fam2.fmt("full"))
        note.t(rng.choice([" (by phone)", "", " (in person)"]) + "\n\n")
        note.t("Summary: ").s([pt.p.title(rng), ("PATIENT", pt.p.last)]).t(" is a ").s(pt.age_phrase(rng, "-year-old"))
        note.t(" admitted ").s(ctx.d(pt.admit)).t(" with " + pt.dx[0] + ". FIM admission %d, current %d. " % (rng.randint(30, 70), rng.randint(55, 105)))
        note.t("Pt reports " + rng.choice(["wanting to return home", "worry about being a burden", "improved mood", "fatigue"]) + ".\n")
        for r, txt in [("PT", "Ambulating %d m with %s, %s. %s." % (rng.randrange(20, 150, 5), walk_aid(rng), assist_level(rng), outcome_line(rng))),
                       ("OT", "Showering %s with tub bench; meal prep %s. Home visit done." % (assist_level(rng), assist_level(rng))),
                       ("SLP", "Diet " + rng.choice(["IDDSI 7 regular / thin", "IDDSI 5 minced & moist / mildly thick", "IDDSI 6 soft & bite-sized"]) + "."),
                       ("RN", "Continent; insulin teaching started with " + rel + "."),
                       ("SW", "Discussed supports; " + rel2 + " works as a ")]:
            note.t(r + ": " + txt)
            if r == "SW":
                note.p("PROFESSION", rng.choice(P.PROFESSIONS)).t(" and can assist evenings.")
            note.t("\n")
        note.t("Questions from family: " + rng.choice(["cost of private PSW", "driving", "return to work", "whether stairs will be possible"]) + ".\n")
        note.t("Plan: D/C ").s(ctx.d(ctx.day(rng.randint(6, 25)))).t(" home; OP therapy at ").p("HOSPITAL", rng.choice(P.CLINICS))
        note.t("; follow-up with ").s(md_ref(rng, team["MD"], [0, 1])).t(" in %d weeks.\n" % rng.randint(4, 12))
        note.t(rel.capitalize() + " contact: ").p("PHONE", ctx.phone()).t(rng.choice([" / ", ", email "])).p("EMAIL", H.email_for(rng, fam)).t("\n\n")
    note.t("Next conference: ").s(ctx.d(ctx.day(7))).t("\n")


# ------------------------------------------------------------------ discharge planning
def discharge_planning(rng, note, ctx):
    pt = ctx.patient(25, 98)
    sw = ctx.staff(rng.choice(["SW", "CM"]))
    dd = ctx.base
    dcd = H.add_days(dd, rng.randint(2, 14))
    rel, fam = family(rng, ctx, pt, rng.choice(["daughter", "son", spouse(pt), spouse(pt), "niece", "nephew"]))
    is_sp = rel in ("wife", "husband")
    note.t(rng.choice(["DISCHARGE PLANNING NOTE", "Social Work - Discharge Planning", "Case Management: Transition Plan"]) + "\n")
    note.t("Date/Time: ").s(ctx.d(dd)).t(" " + time_str(rng) + "\n")
    note.t("Patient: ").p("PATIENT", pt.p.fmt(rng.choice(["full", "LF", "lf"]))).t("   MRN: ").p("MRN", pt.mrn)
    note.t("   Acct: ").p("ACCOUNT", pt.acct).t("\n\n")
    note.s([pt.p.title(rng), ("PATIENT", pt.p.last)]).t(" is a ").s(pt.age_phrase(rng))
    note.t(" " + ("married" if is_sp else rng.choice(["widowed", "divorced", "single", "widowed"])) + " "
           + (rng.choice(["retired ", "former ", "retired "]) if pt.age >= 60 else rng.choice(["", "self-employed ", "unemployed former "])))
    note.p("PROFESSION", pt.prof).t(" admitted to rehab ").s(ctx.d(pt.admit)).t(" after " + pt.dx[0] + ".\n")
    note.t("Met with pt and " + rel + " ").p("FAMILY", fam.fmt("full")).t(" (" + rng.choice(["POA for personal care", "SDM", "health care proxy", "primary caregiver"]) + "), ")
    note.t("cell ").p("PHONE", ctx.phone()).t(", ").p("EMAIL", H.email_for(rng, fam)).t(".")
    if rng.random() < 0.35:
        hol = P.HOLIDAYS_CA if ctx.country == "CA" else P.HOLIDAYS_US
        note.t(" " + rel.capitalize() + " (age ").p("AGE", str(max(20, pt.age - rng.randint(20, 35)) if rel in ("daughter", "son", "niece", "nephew") else max(20, pt.age + rng.randint(-6, 6))))
        note.t(") is away over ").p("DATE", rng.choice(hol)).t(" and asked that D/C not fall on that weekend.")
    note.t("\n")
    lives = "Lives with " + rel if is_sp else rng.choice(["Lives alone", "Lives with " + rel, "Lives alone"])
    note.t("Home: ").s(pt.addr.segs(rng)).t(". " + lives + " in " + rng.choice(HOMES_DC) + ".\n")
    if not lives.endswith(rel) and rng.random() < 0.6:
        note.t(rel.capitalize() + " lives in ").p("CITY", rng.choice(P.CITIES))
        if rng.random() < 0.4:
            note.t(", ").p("STATE", rng.choice(P.CA_REGIONS if ctx.country == "CA" else P.US_REGIONS)[0])
        note.t(", about %d min away; works as a " % rng.choice([15, 30, 45, 90])).p("PROFESSION", rng.choice(P.PROFESSIONS)).t(".\n")
    note.t("\nFinancial/coverage: ")
    if ctx.country == "US":
        if pt.age >= 65:
            note.t("Medicare A/B, MBI ").p("HEALTHPLAN", H.healthplan_str(rng, "US", ctx.rcode, "mbi")).t("; secondary ")
        else:
            note.t("primary ")
        note.p("ORGANIZATION", rng.choice(P.INSURERS)).t(" ID ").p("HEALTHPLAN", H.healthplan_str(rng, "US", ctx.rcode, "commercial"))
        note.t(" grp ").p("HEALTHPLAN", H.group_str(rng)).t(".")
        if rng.random() < 0.6:
            note.t(" Medicaid application started; SSN ").p("SSN", H.ssn_str(rng, "US")).t(" verified with pt.")
    else:
        note.t(rng.choice(["OHIP", "provincial plan", "MSP", "AHCIP"]) + " ").p("HEALTHPLAN", pt.hp).t("; extended health via ")
        note.p("ORGANIZATION", rng.choice(P.INSURERS)).t(" policy ").p("HEALTHPLAN", "P" + H.digits(rng, 7)).t(".")
        if rng.random() < 0.5:
            note.t(" CPP-D application: SIN ").p("SSN", H.ssn_str(rng, "CA")).t(" provided by pt.")
    note.t("\n\nPLAN\n")
    agency = rng.choice(P.AGENCIES)
    lines = []
    lines.append(["Discharge date: ", ctx.d(dcd), " at " + time_str(rng, 2, hour=rng.randrange(10, 14)) + ", " + rel + " to drive"])
    lines.append(["Home care: ", ("ORGANIZATION", agency), " - PSW " + rng.choice(["2x/day x 6 wks", "daily bath", "3x/wk"]) + ", nursing for wound care; start ",
                  ctx.ds(H.add_days(dcd, 1)), "; referral # ", ("IDNUM", H.idnum_str(rng, "HC-"))])
    cm = ctx.staff("CM")
    lines.append(["Care coordinator: ", ("DOCTOR", cm.fmt("full")), " ", ("PHONE", ctx.phone(ext=rng.random() < 0.6)), ", fax ", ("FAX", ctx.phone())])
    lines.append(["Outpatient PT: ", ("HOSPITAL", rng.choice(P.CLINICS)), ", first visit ", ctx.ds(H.add_days(dcd, rng.randint(5, 14)), "wd_md"), " " + time_str(rng, 2)])
    fp = ctx.staff("MD")
    lines.append(["Follow-up: ", md_ref(rng, fp, [0, 2, 3]), " (family physician), ", ("HOSPITAL", rng.choice(P.FAMILY_PRACTICES)), " in 1-2 wks; physiatry clinic ",
                  ctx.d(H.add_days(dcd, rng.randint(28, 60)))])
    lines.append(["Equipment: " + rng.choice(["4WW and tub bench", "commode, raised toilet seat", "W/C and cushion (loaner)", "hospital bed + Hoyer"]) + " from ",
                  ("ORGANIZATION", rng.choice(P.VENDORS)), ", delivery ", ctx.ds(H.add_days(dcd, -1))])
    if rng.random() < 0.6:
        lines.append(["Transportation: paratransit registration # ", ("IDNUM", H.idnum_str(rng, "PT-")), "; accessible parking permit form completed"])
    lines.append(["Pharmacy: ", ("HOSPITAL", rng.choice(P.PHARMACIES)), " ", ("PHONE", ctx.phone()), " - blister packs"])
    if rng.random() < 0.4:
        lines.append(["Patient portal: ", ("URL", H.url_str(rng, "portal")), " (username ", ("USERNAME", H.username_for(rng, pt.p)), ")"])
    bullet = rng.choice(["- ", "* ", "o "])
    numbered = rng.random() < 0.4
    for i, ln in enumerate(lines, 1):
        note.t(("%d) " % i) if numbered else bullet).s(ln).t("\n")
    note.t("\nRisk: " + rng.choice(["moderate readmission risk (LACE %d)" % rng.randint(6, 14), "caregiver strain - respite info given",
                                     "pt ambivalent about home care", "low"]) + ".\n")
    lab, val = license_for(rng, ctx, sw)
    note.t("\n").s(signature(rng, ctx, sw, d=dd, lic=val if rng.random() < 0.3 else None, lic_label=lab, phone=rng.random() < 0.5)).t("\n")


SLP_A = {
    "dysphagia": ["Aspiration risk remains moderate.", "Ready to upgrade diet texture.", "Silent aspiration suspected - instrumental assessment needed."],
    "aphasia": ["Improved accuracy with cueing hierarchy.", "Naming benefits from phonemic cues more than semantic cues."],
    "cogcomm": ["Deficits in recall and problem solving affect safety at home.", "Insight improving; uses memory book with cues."],
    "aac": ["Good candidate for SGD; motor access via direct selection.", "Family partner skills emerging."],
}
SLP_P = {
    "dysphagia": ["Continue IDDSI 6 / mildly thick (2); meds crushed in puree; 1:1 supervision at meals.",
                  "Re-trial thin liquids after instrumental assessment.", "Upgrade to IDDSI 7 regular with thin liquids via cup; chin tuck."],
    "aphasia": ["SLP 5x/wk x 30-45 min; HEP word lists given to family.", "Continue semantic feature analysis; add script training."],
    "cogcomm": ["Memory book and daily planner; external alarms for meds. Family education re supervision.",
                "SLP 3x/wk; reassess MoCA before D/C."],
    "aac": ["Submit funding application for SGD; follow up with vendor.", "Extend trial 2 wks; program core vocabulary page."],
}

HOMES_DC = ["a bungalow", "a 2-storey house", "a seniors' apartment", "a rented basement suite", "a mobile home",
            "subsidized housing", "a condo with elevator", "a farmhouse"]


# ------------------------------------------------------------------ SLP
def slp_note(rng, note, ctx):
    pt = ctx.patient(18, 97)
    slp = ctx.staff("SLP")
    dd = ctx.base
    kind = rng.choice(["dysphagia", "aphasia", "cogcomm", "aac", "dysphagia"])
    rel, fam = family(rng, ctx, pt, rng.choice([spouse(pt), spouse(pt), "daughter", "son", "sister", "partner"]))
    hdr = rng.randrange(3)
    if hdr == 0:
        note.t("SLP Progress Note | ").p("PATIENT", pt.p.fmt("lf")).t(" | MRN ").p("MRN", pt.mrn).t(" | Rm ").p("LOCATION_OTHER", pt.room)
        note.t(" | ").s(ctx.d(dd)).t(" " + time_str(rng) + "\n\n")
    elif hdr == 1:
        note.t("SPEECH-LANGUAGE PATHOLOGY - " + {"dysphagia": "SWALLOW FOLLOW-UP", "aphasia": "APHASIA TREATMENT NOTE",
                                                 "cogcomm": "COGNITIVE-COMMUNICATION NOTE", "aac": "AAC TRIAL NOTE"}[kind] + "\n")
        note.t("Name: ").p("PATIENT", pt.p.fmt("LF")).t("\nDOB: ").s(ctx.d(pt.dob)).t("   MRN: ").p("MRN", pt.mrn).t("\n")
        note.t("Location: ").p("HOSPITAL", ctx.unit).t(", bed ").p("LOCATION_OTHER", pt.room).t("\nDate of service: ").s(ctx.d(dd)).t("\n")
        if ctx.country == "US":
            note.t("CPT: " + rng.choice(["92526", "92507", "92610", "92609"]) + " x1\n")
        note.t("\n")
    else:
        note.s(ctx.d(dd)).t(" " + time_str(rng, 0) + " SLP: ")
    note.t("S: ")
    if rng.random() < 0.6:
        note.p("FAMILY", fam.fmt(rng.choice(["first", "full"]))).t(" (" + rel + ") present. ")
    note.t(rng.choice(["Pt alert, seated upright in W/C.", "Pt reports food 'sticking'.", "Pt frustrated with word-finding.",
                       "Nsg reports coughing with thin liquids at breakfast.", "Pt fatigued after PT session."]) + "\n")
    note.t("O: ")
    if kind == "dysphagia":
        note.t("Trials: IDDSI %d via %s - %s; IDDSI %d - %s; IDDSI %d solids - %s. Oral phase: %s. Lung sounds per RN clear. Temp 36.%d.\n" % (
            rng.choice([0, 1]), rng.choice(["cup", "straw", "tsp"]), rng.choice(["immediate cough x2", "wet voice", "no overt s/s aspiration"]),
            rng.choice([1, 2, 3]), rng.choice(["no s/s", "delayed throat clear x1"]), rng.choice([5, 6, 7]),
            rng.choice(["prolonged mastication", "good bolus control", "L buccal pocketing"]),
            rng.choice(["mildly reduced lingual ROM", "WFL", "reduced labial seal R"]), rng.randint(4, 9)))
        note.t("FOIS level %d. " % rng.randint(3, 7))
        note.t(rng.choice(["VFSS", "MBS", "FEES"]) + " booked ").s(ctx.ds(ctx.day(rng.randint(1, 5)), rng.choice(["wd_md", "wdl_md", "md"]))).t(" " + time_str(rng) + ", requisition ")
        note.p("IDNUM", H.idnum_str(rng, rng.choice(["RQ", "IMG-", "ORD-"]))).t(".\n")
    elif kind == "aphasia":
        note.t("WAB-R AQ %.1f (%s). BNT %d/60. Confrontation naming of family photos: " % (
            rng.uniform(20, 90), rng.choice(["Broca's", "anomic", "conduction", "transcortical motor"]), rng.randint(5, 55)))
        rels = rng.sample(["wife", "husband", "grandson", "granddaughter", "daughter", "son", "brother", "dog"], 3)
        for i, r in enumerate(rels):
            if i:
                note.t("; ")
            if r == "dog":
                note.t("dog - correct")
                continue
            rr, pp = family(rng, ctx, pt, r)
            note.t(r + " ").p("FAMILY", pp.fmt("first")).t(" - " + rng.choice(["correct", "phonemic cue", "semantic paraphasia", "no response"]))
        note.t(". Automatic speech: days of week %s, counting 1-20 %s.\n" % (rng.choice(["intact", "perseverative"]), rng.choice(["intact", "with cue"])))
    elif kind == "cogcomm":
        note.t("Orientation: stated own DOB ").s(ctx.d(pt.dob, rng.choice(["long", "mdy", "dlong"]))).t(rng.choice([" correctly", " with delay"]))
        note.t(" and hometown as ").p("CITY", pt.addr.city).t("; ")
        note.t("stated year incorrectly. MoCA %d/30. CLQT composite: %s. Recall 1/3 -> 3/3 with cues.\n" % (
            rng.randint(12, 27), rng.choice(["moderate", "mild", "severe"])))
        note.t("Functional task: medication box set-up with %d errors; recalled therapist name (" % rng.randint(0, 4))
        note.p("DOCTOR", slp.fmt("first")).t(") after 20 min.\n")
    else:
        sn = H.serial_str(rng, "AAC")
        note.t("Trialled SGD tablet with symbol-based app (loaner S/N ").p("DEVICE", sn).t("). Pt selected 2-symbol messages with %d%% accuracy; " % rng.randint(40, 95))
        note.t("cloud backup account user ").p("USERNAME", H.username_for(rng, pt.p)).t(". ")
        note.t("Partner training with " + rel + " ").p("FAMILY", fam.fmt("first")).t(".\n")
    note.t("A: " + rng.choice(SLP_A[kind] + ["Progressing toward goals.", "Plateau this week; modify tx approach."]) + "\n")
    note.t("P: " + rng.choice(SLP_P[kind]) + "\n")
    if rng.random() < 0.35:
        note.t("Education materials e-mailed to ").p("EMAIL", H.email_for(rng, fam)).t(".\n")
    if kind == "aac" and rng.random() < 0.7:
        note.t("Device loan agreement ").p("IDNUM", H.idnum_str(rng, "LN-")).t("; return by ").s(ctx.d(ctx.day(rng.randint(14, 42)))).t(".\n")
    lab, val = license_for(rng, ctx, slp)
    note.s(signature(rng, ctx, slp, d=dd if hdr != 2 else None, lic=val if rng.random() < 0.4 else None, lic_label=lab)).t("\n")
