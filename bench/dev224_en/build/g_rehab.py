"""Rehabilitation genres: goal-setting meeting minutes; neuropsychology report."""
import fake as F
import clin as C
import pools as P
from common import ORIGIN, HOLIDAY, H, DT, PT, AGE_SEX, ID_BLOCK, BED, SIGN, FOOTER, JOB, FAMREF, bullets, TIME, LETTERHEAD, CC

ROLE_NAME = {"consultant": "Consultant", "rehab_cons": "Consultant RM", "registrar": "Registrar", "slt": "SLT",
             "pt": "Physiotherapist", "ot": "OT", "psy": "Clinical Psychologist", "cns": "CNS", "nurse": "Nursing",
             "sw": "Social Worker", "diet": "Dietitian", "esd": "ESD"}


def goals(d, rng, c, st, a):
    site = c.rehab if rng.random() < 0.7 else c.hosp
    d.line(rng.choice(["REHABILITATION GOAL-SETTING MEETING - MINUTES", "MDT Goal Planning Meeting", "Goal Setting Meeting (GAS) - record",
                       "Interdisciplinary Rehabilitation Review & Goal Setting", "Family & MDT Goal-Setting Meeting Minutes"]))
    d.put((site, "HOSPITAL"))
    if rng.random() < 0.6:
        d.t(", ")
        d.put((c.ward, "HOSPITAL"))
    d.nl()
    md = F.plus(c.adm, rng.randrange(7, 30))
    d.w("Date: {dt}    Time: {t}    Venue: ", dt=DT(rng, st, md), t=rng.choice(["14:00-14:45", "11:30", "10:00-10:40", "15:15"]))
    d.put(rng.choice([["Room ", ("%d.%02d" % (rng.randrange(0, 4), rng.randrange(1, 30)), "LOCATION_OTHER")], "Day room",
                      "MDT room", ["Seminar Room ", (str(rng.randrange(1, 6)), "LOCATION_OTHER")], "Teams call + ward office",
                      ["Family room, ", (rng.choice(P.LANDMARK_NAMES[1:4]), "LOCATION_OTHER")]]))
    d.nl()
    d.t("Re: ")
    d.put(F.N(c.pt, rng.choice(["caps", "title_full", "full"])))
    d.w("  MRN {m}  DOB {dob}", m=(c.mrn, "MRN"), dob=DT(rng, st, c.dob))
    d.nl(2)
    H(d, st, "Present")
    team = [c.rehab_cons, c.pt_, c.ot, c.slt, c.cns, c.sw]
    if rng.random() < 0.5:
        team.append(c.psy)
    if rng.random() < 0.4:
        team.append(c.diet)
    team = [a] + [t for t in team if t is not a]
    for t in team:
        d.t(st.bullet)
        d.put(F.N(t, rng.choice(["full", "dr_full" if t.title == "Dr" else "full", "init_last"])))
        d.t(" (" + ROLE_NAME.get(t.role, "MDT") + ")")
        if t is a:
            d.t(" - chair")
        d.nl()
    d.t(st.bullet)
    d.put(F.N(c.pt, rng.choice(["full", "first", "title_last"])))
    d.t(" (patient)")
    d.nl()
    fam = [f for f in c.family if rng.random() < 0.7] or c.family[:1]
    for f in fam:
        d.t(st.bullet)
        d.put(F.N(f, rng.choice(["full", "first", "title_full"])))
        d.t(" (" + f.rel + ")")
        d.nl()
    if rng.random() < 0.5:
        d.t("Apologies: ")
        d.put(F.N(c.diet, "full"))
        d.t(" (Dietitian)")
        d.nl()
    d.nl()
    H(d, st, "1. Patient's priorities (own words)")
    pri = rng.choice(['"I want to be able to get up the stairs to my own bed."',
                      '"To get back to the farm, even just to do the calves."',
                      '"Get back driving - I can\'t be depending on everyone."',
                      '"To make my own cup of tea and not be watched."',
                      '"I want to go home. That\'s it."',
                      '"Be able to talk to the grandchildren on the phone."',
                      '"Walk to Mass on a Sunday."',
                      '"To go back to work by the summer."'])
    d.line(pri)
    if rng.random() < 0.6:
        lead = rng.choice(["Also keen to attend grandson ", "Wants to be at granddaughter ", "Hopes to attend nephew ",
                           "Hopes to see niece "])
        g = F.person(rng, c.country, "FAMILY", "F" if ("daughter" in lead or "niece" in lead) else "M")
        d.t(lead)
        d.put(F.N(g, "first"))
        d.t("'s " + rng.choice(["wedding", "Communion", "christening", "graduation"]) + " in ")
        d.put(F.D(F.plus(md, rng.randrange(40, 200)), rng.choice(["month", "month_y", "dth_month"])))
        d.line(".")
    if rng.random() < 0.35:
        d.t(rng.choice(["Would love to be home for ", "Main aim is to be home by ", "Hoping for a weekend pass at "]))
        d.put((HOLIDAY(rng), "DATE"))
        d.line(".")
    if rng.random() < 0.3:
        d.put(ORIGIN(rng, c))
        d.nl()
    if fam:
        d.put(FAMREF(rng, fam[0]))
        d.t(rng.choice([" worried about managing at night.", " would like a ground-floor bedroom set up.",
                        " asked about respite and the carer's allowance.", " feels discharge is too soon.",
                        " is keen to support discharge home."]))
        d.nl()
    d.nl()
    H(d, st, "2. Progress since last review")
    for (disc, txt) in [("PT", rng.choice(["now walking %dm with rollator + supervision; Berg %d/56." % (rng.randrange(10, 80), rng.randrange(15, 50)),
                                            "transfers with 1 and Rota-Stand; sitting balance improved.",
                                            "indep on stairs with rail; FAC 4."])),
                        ("OT", rng.choice(["washing/dressing with set-up only.", "kitchen ax completed, needs prompts for safety.",
                                           "OCS: ongoing attention and executive difficulties."])),
                        ("SLT", rng.choice(["upgraded to IDDSI 6 / thin fluids.", "using communication book with family.",
                                            "naming improved (BNT %d/15)." % rng.randrange(3, 15), "no ongoing SLT needs."])),
                        ("Nursing", rng.choice(["continent by day, pads at night.", "settled nights, mood low in evenings.",
                                                "skin intact, Waterlow 14."]))]:
        d.line(st.bullet + disc + ": " + txt)
    d.nl()
    H(d, st, "3. Goals agreed")
    d.line("Goal | Lead | Target date | GAS")
    gl = [("Walk 20m indoors with stick + supervision", c.pt_), ("Independent with upper-body dressing", c.ot),
          ("Prepare a light snack safely in OT kitchen", c.ot), ("Use communication app to order a meal", c.slt),
          ("Manage own medication with dosette box", c.cns), ("Climb 14 stairs with rail + supervision", c.pt_),
          ("Shower transfer with board + 1", c.ot), ("Identify 3 fatigue-management strategies", c.psy),
          ("Safe swallow on IDDSI 6 diet at all meals", c.slt), ("Family trained in hoist transfers", c.pt_)]
    rng.shuffle(gl)
    for (g, lead) in gl[:rng.randrange(3, 6)]:
        d.t(g + " | ")
        d.put(F.N(lead, rng.choice(["inits", "first", "init_last"])))
        d.t(" | ")
        d.put(DT(rng, st, F.plus(md, rng.choice([7, 14, 14, 21, 28])), short=rng.random() < 0.5))
        d.line(" | " + rng.choice(["-1", "-2", "0", "baseline -2"]))
    d.nl()
    H(d, st, "4. Discharge planning")
    edd = F.plus(md, rng.randrange(10, 45))
    d.t("EDD ")
    d.put(DT(rng, st, edd))
    d.t(". " + rng.choice(["Home visit planned for ", "Access visit with OT on ", "Weekend leave trial from "]))
    d.put(DT(rng, st, F.plus(md, rng.randrange(3, 9)), short=True))
    d.t(". " + rng.choice(["ESD referral to be sent.", "Home care package (2 calls/day) requested via CHO.",
                           "Referral to community neuro-rehab team.", "Nursing home placement being explored (Fair Deal).",
                           "Social work to complete carer's assessment."]))
    if rng.random() < 0.3:
        d.t(" " + rng.choice(["Carer's allowance", "Illness benefit", "PIP", "Attendance allowance"]) + " form completed with SW (")
        d.put([c.ssn[0] + " ", (c.ssn[1], "SSN")])
        d.t(").")
    if rng.random() < 0.4:
        d.t(" Preferred care home if needed: ")
        d.put((c.carehome, "HOSPITAL"))
        d.t(".")
    d.nl(2)
    H(d, st, "Actions")
    acts = [("Book home visit", c.ot), ("Update family re EDD", c.sw), ("Refer to ESD", c.pt_), ("Review mood - HADS", c.psy),
            ("Chase Holter result", c.reg), ("Order AFO", c.pt_), ("Capacity assessment re discharge destination", c.rehab_cons)]
    rng.shuffle(acts)
    for (x, who) in acts[:rng.randrange(2, 5)]:
        d.t(st.bullet + x + " - ")
        d.put(F.N(who, rng.choice(["inits", "first", "init_last"])))
        d.nl()
    d.nl()
    d.t("Next meeting: ")
    d.put(DT(rng, st, F.plus(md, rng.choice([7, 14]))))
    d.nl()
    clerk = F.clinician(rng, c.country, "clerk")
    d.t("Minutes: ")
    d.put(F.N(clerk, rng.choice(["full", "init_last"])))
    d.line(rng.choice([" (ward clerk)", " (admin)", " (HCA)", ""]))
    if rng.random() < 0.25:
        d.w("Circulated to {e}", e=(F.email("rehab.mdt", c.rehab_dom), "EMAIL"))
        d.nl()
    FOOTER(d, rng, c, a, st, md, 0.25)


SCHOOLS = {"IE": ["St Colman's Community College", "Ardscoil Mhuire", "Scoil Chríost Rí", "Presentation Secondary School"],
           "NI": ["St Columb's Grammar", "Lisnagarvey High School", "Ardscoil Mhuire"],
           "ENG": ["Ferndale Comprehensive", "Kirkgate Secondary Modern", "St Wilfrid's RC High School"],
           "SCO": ["Burnbrae Academy", "Lochview High School", "St Ninian's Academy"],
           "WAL": ["Ysgol Gyfun Cwm Glas", "Ysgol Bryn Teg", "Heol Las Comprehensive"]}
QUALS = {"IE": [", completed the Leaving Certificate", ", Inter Cert only", ", later a degree at night"],
         "NI": [" with O levels", " with A levels", " with GCSEs"], "ENG": [" with O levels", " with GCSEs", " with no formal qualifications"],
         "SCO": [" with Highers", " with O grades", " with no formal qualifications"], "WAL": [" with O levels", " with GCSEs", ", later an HND"]}


def neuropsych(d, rng, c, st, a):
    LETTERHEAD(d, rng, c, c.rehab, c.rehab_dom, rng.choice(["Department of Clinical Neuropsychology", "Psychology Service - Neurorehabilitation",
                                                            "Acquired Brain Injury Service"]), st)
    d.nl()
    rd = F.plus(c.adm, rng.randrange(30, 200))
    d.put(DT(rng, st, rd))
    d.nl(2)
    d.t("STRICTLY CONFIDENTIAL\n" if rng.random() < 0.6 else "")
    d.line(rng.choice(["NEUROPSYCHOLOGICAL ASSESSMENT REPORT", "Neuropsychology Report", "Cognitive Assessment - Summary Report"]))
    d.t("Name: ")
    d.put(F.N(c.pt, rng.choice(["full", "full_mid", "title_full"])))
    d.nl()
    d.t("Date of birth: ")
    d.put(DT(rng, st, c.dob))
    d.t("  Age: ")
    d.put(F.A(c.age))
    d.nl()
    d.w("Hospital no.: {m}", m=(c.mrn, "MRN"))
    if c.hp:
        d.w("   {l}: {v}", l=c.hp[0], v=(c.hp[1], "HEALTHPLAN"))
    d.nl()
    d.t("Dates seen: ")
    d0 = F.plus(rd, -rng.randrange(7, 30))
    d.put(DT(rng, st, d0))
    d.t(" and ")
    d.put(DT(rng, st, F.plus(d0, rng.randrange(2, 8))))
    d.nl()
    d.t("Referrer: ")
    d.put(F.N(c.rehab_cons, rng.choice(["dr_full", "dr"])))
    d.line(", Consultant in Rehabilitation Medicine")
    d.nl()
    H(d, st, "Reason for referral")
    d.t("Assessment of cognitive functioning following ")
    if c.subtype == "TBI":
        d.t("traumatic brain injury (" + c.mech + ") on ")
    elif c.subtype == "SAH":
        d.t("aneurysmal subarachnoid haemorrhage on ")
    else:
        d.t("%s %s stroke on " % (c.side, c.territory or "hemisphere"))
    d.put(DT(rng, st, c.onset))
    d.t(", " + rng.choice(["to inform return to work and driving.", "with concerns re memory and fatigue.",
                           "to guide rehabilitation goals and discharge planning.", "following family concerns about personality change.",
                           "for capacity and vocational planning."]))
    d.nl(2)
    H(d, st, "Background")
    d.put(PT(rng, c, st, ["title_last", "first", "title_last"]))
    d.t(" is a ")
    d.put(F.A(c.age))
    d.t("-year-old " + c.handed + "-handed " + ("man" if c.sex == "M" else "woman") +
        rng.choice([" (Edinburgh Handedness Inventory)", "", ""]) + ". ")
    if rng.random() < 0.7:
        d.t(c.he.capitalize() + " left school at ")
        d.put(F.A(rng.choice([14, 15, 16, 17, 18])))
        d.t(" (")
        d.put((rng.choice(SCHOOLS[c.country]), "ORGANIZATION"))
        d.t(")" + rng.choice(QUALS[c.country]) + ". ")
    d.t("Occupation: ")
    d.put(JOB(rng, c))
    d.t(". ")
    if rng.random() < 0.5:
        d.put(ORIGIN(rng, c))
    d.t(c.he.capitalize() + " lives " + c.lives)
    if c.family:
        d.t("; ")
        f = c.family[0]
        d.t(c.his + " " + f.rel + " ")
        d.put(FAMREF(rng, f))
        d.t(" (")
        d.put(F.A(f.age))
        d.t(") " + rng.choice(["provided collateral history", "attended the feedback session", "reports %s is 'not the same %s'" % (c.he, "man" if c.sex == "M" else "woman"),
                               "has noticed forgetfulness and irritability", "was present for part of the interview"]))
    d.t(". ")
    if rng.random() < 0.8:
        d.put(rng.choice(["No previous psychiatric history. ", ["History of depression (", F.D(F.plus(c.onset, -rng.randrange(900, 5000)), "y"),
                                                                 "), treated by GP. "],
                          "Alcohol: %d units/week. " % rng.randrange(0, 40),
                          ["Premorbidly very active in the community (", (c.club, "ORGANIZATION"), "). "]]))
    d.nl(2)
    if c.subtype == "TBI":
        d.line("Injury details: GCS %d at scene; PTA approx %d days (Westmead PTA Scale). %s" %
               (c.gcs_scene, c.pta, C.ct_head(rng, c)))
        d.nl()
    H(d, st, "Presentation and behavioural observations")
    d.line(rng.choice(["Pleasant and cooperative; engaged well. Speech fluent. Some slowing. Fatigued after 60 min.",
                       "Mildly disinhibited, talkative, tangential at times; required redirection. Limited insight into difficulties.",
                       "Anxious at start; settled. Effort appeared good (TOMM within normal limits).",
                       "Flat affect, slowed responses. Breaks needed. Glasses worn."]))
    d.nl()
    H(d, st, "Tests administered and results")
    tests = C.NP_TESTS[:]
    rng.shuffle(tests)
    for (tname, kind) in tests[:rng.randrange(7, 14)]:
        d.line("%s%-44s %s" % (st.bullet, tname, C.np_score(rng, kind)))
    d.nl()
    H(d, st, "Summary and formulation")
    d.t(rng.choice(["Premorbid ability is estimated in the average range. ", "Premorbid functioning estimated high average (TOPF). "]))
    d.t(rng.choice(["Current profile indicates marked slowing of information processing and impaired divided attention, ",
                    "There is a pattern of dysexecutive difficulty (initiation, planning, flexibility), ",
                    "Verbal memory is impaired at encoding with relatively better recognition, ",
                    "Visuospatial and constructional skills are reduced with %s-sided inattention, " % c.contra]))
    d.t(rng.choice(["consistent with the site of injury. ", "in the context of significant fatigue. ", "with mood a contributing factor (HADS-D in the moderate range). "]))
    d.nl(2)
    H(d, st, "Recommendations")
    recs = ["Written and visual aids; use of smartphone calendar and alarms", "Graded fatigue management (pacing, rest breaks)",
            "Not to drive until reviewed - see separate advice", "Phased, supported return to work via occupational health",
            "Referral to community brain injury team", "Psychology follow-up for adjustment and low mood",
            "Family education session", "Repeat assessment in 6-12 months"]
    rng.shuffle(recs)
    bullets(d, st, recs[:rng.randrange(3, 7)])
    if not c.retired and rng.random() < 0.5:
        d.t("With consent, a copy will be sent to occupational health at ")
        d.put((c.employer, "ORGANIZATION"))
        d.t(".")
        d.nl()
    SIGN(d, rng, a, st, role="psy")
    if rng.random() < 0.4:
        asst = F.clinician(rng, c.country, "psy")
        d.t("Assisted by ")
        d.put(F.N(asst, "full"))
        d.line(", Assistant Psychologist")
    CC(d, rng, c, st, extra=F.N(c.rehab_cons, "dr") if rng.random() < 0.6 else None)
    FOOTER(d, rng, c, a, st, rd, 0.2)
