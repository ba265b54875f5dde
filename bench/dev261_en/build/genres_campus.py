"""Genres: residence-hall incident report, academic accommodation /
extenuating-circumstances letter, mental-health crisis referral."""

import blocks as B
import clinical as C
import phi
import pools_places as PP

INCIDENTS = [
    ("Medical - alcohol intoxication",
     "On arrival I found {pt} on the bathroom floor, responsive to voice only, vomited x2. Roommate {fr} stated they had been "
     "drinking vodka since about 9 pm. Placed in recovery position. BAC not measured. GCS approx 12 (E3 V4 M5)."),
    ("Medical - allergic reaction",
     "{pt} reported lip swelling and itchy throat after eating a cookie at a floor event (possible peanut). "
     "Used own EpiPen 0.3 mg into L thigh at 19:52. Hives on neck and chest."),
    ("Injury - fall",
     "{pt} slipped on the stairwell between floors 2 and 3 and struck head on handrail. Brief LOC per witness {fr} "
     "(~10 seconds). Laceration approx 2 cm above R eyebrow, bleeding controlled with pressure."),
    ("Welfare check",
     "Welfare check requested by parent after no contact for 3 days. Knocked x3, no answer. Entered with master key with "
     "second staff member present. {pt} was in bed, tearful, said {pr} had not eaten since {wd}. No injuries seen."),
    ("Medical - seizure",
     "{fr} called the duty phone reporting that {pt} was 'shaking and unresponsive'. On arrival seizure had stopped "
     "(approx 2 min per witness). Post-ictal, confused, tongue bitten. Known epilepsy, on levetiracetam 500 mg BID, "
     "missed doses this week."),
    ("Fire alarm / smoke - cooking",
     "Fire alarm activation in kitchen. {pt} had minor burn to R hand from a pan fire (approx 3 x 4 cm, superficial, "
     "blistering). Cooled under running water 20 min. Fire service attended, scene declared safe 23:10."),
    ("Medical - cardiac event",
     "{fr} ran to the front desk reporting {pt} collapsed in the common room during a game. No pulse felt. CPR started "
     "by RA; AED applied, 1 shock advised and delivered; ROSC after approx 3 min. EMS took over care."),
    ("Medical - hypoglycaemia",
     "{pt} (known type 1 diabetic) found confused and sweaty in the laundry room. CGM reading 2.4 mmol/L (43 mg/dL). "
     "Given glucose gel and juice, recheck 5.8 after 15 min. Pump paused per student's instructions."),
]


REFERRALS = {"Injury - fall": "Facilities (stair repair); Student Health follow-up",
             "Fire alarm / smoke - cooking": "Fire safety education; Student Health (burn dressing)",
             "Medical - alcohol intoxication": "AOD education programme (BASICS); Student Conduct",
             "Welfare check": "Counselling Services; Case Management"}


def _clock(m):
    m %= 24 * 60
    return "%02d:%02d" % (m // 60, m % 60)


def reslife(rng, n, cs):
    kind, narr = rng.choice(INCIDENTS)
    t0 = rng.randint(0, 24 * 60 - 1)
    irn = phi.idnum(rng, "incident")
    n.t(rng.choice(["RESIDENCE LIFE INCIDENT REPORT", "Residential Services - Incident Report Form",
                    "HOUSING & RESIDENCE LIFE :: INCIDENT / WELFARE REPORT", "Hall Incident Log"]) + "\n")
    n.f("Report #: {r}    Institution: {u}\n", r=(irn, "IDNUM"), u=(cs.uni, "ORGANIZATION"))
    dinc = cs.visit
    n.f("Date of incident: {d}    Time: " + _clock(t0) + "\n", d=(cs.d(dinc, rng.choice(["wk", "num", "dmy_txt", "mdy_txt"])), "DATE"))
    n.t("Location: ")
    n.seg(B.hall_room(cs))
    n.t(rng.choice([", corridor outside", " (student bedroom)", ", shared kitchen", ", floor lounge", ""]) + "\n")
    n.t("Type: " + kind + "\n")
    ra = cs.staff("ma", 5)
    n.t("Reported by: ")
    n.seg(phi.staff_name(rng, ra, rng.choice(["full", "lastfirst"])))
    n.t(rng.choice([" (RA)", ", Resident Assistant", " - Residence Don", ", Senior Resident", " (Residential Adviser)"]) + "\n")
    n.t("\nPERSONS INVOLVED\n")
    n.t("1. ")
    n.seg(cs.pname(rng.choice(["LASTFIRST", "full", "lastfirst"])))
    n.f("  | Student ID {s} | Age {a} | Room {rm}\n", s=(cs.sid, "IDNUM"), a=(str(cs.age), "AGE"), rm=(cs.room, "LOCATION_OTHER"))
    fr = cs.friend()
    fr_room = "%d%02d" % (rng.randint(1, 8), rng.randint(1, 40))
    fr_poss = rng.random() < 0.4
    n.t("2. Witness: ")
    n.seg(cs.fname(fr, rng.choice(["full", "lastfirst", "LASTFIRST"])))
    n.f("  | Room {rm}", rm=(fr_room, "LOCATION_OTHER"))
    if rng.random() < 0.5:
        n.f(" | Mobile {p}", p=(phi.phone(rng, cs.c, mobile=True), "PHONE"))
    n.nl()
    if rng.random() < 0.5:
        fr2 = cs.friend(1)
        n.t("3. Other: ")
        n.seg(cs.fname(fr2, "full"))
        n.t(" (guest, non-resident" + rng.choice([")", ", signed in by roommate)"]) + "\n")
    if fr_poss:
        n.t("Student was found in ")
        n.seg(cs.fname(fr, rng.choice(["first", "full"])))
        n.t("'s room (")
        n.p(fr_room, "LOCATION_OTHER")
        n.t(") per initial call.\n")
    n.t("\nNARRATIVE\n")
    n.t("At approx " + _clock(t0 - rng.randint(1, 6)) + " I was " + rng.choice(["on duty rounds.", "called to the floor by a resident.",
                                                              "alerted by the front desk.", "paged by the duty phone."]) + " ")
    pt_short = cs.pname(rng.choice(["first", "full", "title", "pref"]))
    fr_short = cs.fname(fr, rng.choice(["first", "full"]))
    wd = phi.add_days(dinc, -rng.randint(2, 5))
    n.f(narr, pt=pt_short, fr=fr_short, pr=cs.pronoun(), wd=(cs.d(wd, "weekday"), "DATE"))
    n.t("\n")
    if "AED" in narr:
        n.f("AED used: Cardiac Science Powerheart G5, serial {sn} (hall AED cabinet, ground floor). Pads replaced.\n",
            sn=(phi.device_sn(rng), "DEVICE"))
    if "CGM" in narr:
        n.f("Devices: Dexcom G7 (sensor/transmitter ID {a}); t:slim X2 pump SN {b}.\n",
            a=(phi.device_sn(rng), "DEVICE"), b=(phi.device_sn(rng), "DEVICE"))
    officer = cs.staff("ma", 6)
    if rng.random() < 0.75:
        n.t(rng.choice(["Campus Security", "Campus Police", "Protective Services", "Campus Safety"]) + " attended (")
        n.t(rng.choice(["Officer ", "Ofc. ", "Sgt ", "Patrol Officer "]))
        n.seg(phi.staff_name(rng, officer, rng.choice(["last", "full"])))
        n.f(", badge {b}). Case no. {c}.\n", b=(str(rng.randint(100, 9999)), "IDNUM"), c=(phi.idnum(rng, "incident"), "IDNUM"))
    r = rng.random()
    if r < 0.6:
        n.t("EMS arrived " + _clock(t0 + rng.randint(6, 19)) + " (Medic " + str(rng.randint(1, 40)) + "), transported to ")
        n.p(cs.hospital, "HOSPITAL")
        n.t(". " + rng.choice(["Student consented.", "Transported per paramedic assessment.", "RA accompanied in ambulance."]) + "\n")
    elif r < 0.8:
        n.t("Student declined transport; paramedics completed refusal form. Assessed by on-call nurse from ")
        n.p(cs.clinic, "HOSPITAL")
        n.t(".\n")
    else:
        n.t("Student escorted to walk-in clinic next morning.\n")
    if rng.random() < 0.45:
        n.f("Swipe-card log: card {c} entered main door " + _clock(t0 - rng.randint(30, 300)) + "; biometric reader match {b}.\n",
            c=(phi.idnum(rng, "card"), "IDNUM"), b=(phi.bioid(rng), "BIOID"))
    if rng.random() < 0.5:
        col = rng.choice(["silver Honda Civic", "blue hatchback", "white Toyota RAV4", "black Ford Ranger ute",
                          "red Mazda 3", "grey VW Golf"])
        n.f("Vehicle: student's " + col + ", plate {pl}, left in {lot} - towing waived.\n",
            pl=(phi.plate(rng, cs.c), "VEHICLE"), lot=B.building(rng))
    n.t("\nNOTIFICATIONS\n")
    n.t("- Area Coordinator on call: ")
    n.seg(phi.staff_name(rng, cs.staff("ma", 7), rng.choice(["full", "lastfirst"])))
    n.f(" ({p})\n", p=(phi.phone(rng, cs.c, mobile=True), "PHONE"))
    if rng.random() < 0.6:
        rel = rng.choice(["mother", "father", "guardian"])
        par = cs.family(0, "F" if rel == "mother" else "M" if rel == "father" else None)
        n.t("- Emergency contact (" + rel + ") ")
        n.seg(cs.fname(par, rng.choice(["full", "title"])))
        n.f(" called at " + _clock(t0 + rng.randint(40, 120)) + " on {p} with student's consent.\n", p=(phi.phone(rng, cs.c), "PHONE"))
    if rng.random() < 0.5:
        n.t("- Dean of Students office emailed (")
        n.p(phi.generic_email(rng, rng.choice(["deanofstudents", "dos.oncall", "student.conduct"])), "EMAIL")
        n.t(")\n")
    n.t("- Referral to: " + REFERRALS.get(kind, rng.choice(["Student Health (follow-up)", "Counselling Services",
                                                            "Accessibility Services"])) + "\n")
    if rng.random() < 0.6:
        n.t("\nSTUDENT STATEMENT (verbatim): \"")
        n.t(rng.choice(["i honestly don't remember much after the pres, sorry for the trouble",
                        "I didn't know there were nuts in it, the label was gone",
                        "I just want to go to class tomorrow, I'm fine",
                        "I haven't been sleeping and forgot my meds, it won't happen again",
                        "the pan just went up, I turned the hob off straight away"]))
        n.t("\"\n")
        n.f("Follow-up meeting with Area Coordinator: {d}\n", d=(cs.day(rng.randint(2, 8), rng.choice(["wk", "num", "mon_day"])), "DATE"))
    n.nl()
    n.t("Signed: ")
    n.seg(phi.staff_name(rng, ra, "full"))
    n.f("  Date: {d}\n", d=(cs.day(rng.choice([0, 0, 1]), "num"), "DATE"))
    if rng.random() < 0.5:
        n.f("Submitted via Maxient/StarRez by {u} from {ip}\n", u=(phi.username(rng, ra), "USERNAME"), ip=(phi.ip(rng), "IPADDR"))


# ---------------------------------------------------------------- accommodation letter
CONDITIONS = [
    ("has had an acute episode of infectious mononucleosis", "fatigue and impaired concentration"),
    ("sustained a fractured right (dominant) wrist on {d}", "inability to write by hand for approximately 6 weeks"),
    ("has had a significant exacerbation of a long-standing anxiety disorder", "panic symptoms in timed assessments"),
    ("has type 1 diabetes mellitus managed with an insulin pump", "a need for glucose monitoring and snacks during exams"),
    ("has migraine with aura", "visual disturbance and a need for a low-light environment"),
    ("sustained a concussion during a university sports fixture on {d}", "cognitive fatigue and screen intolerance"),
    ("suffered a bereavement (death of a close family member) on {d}", "acute grief affecting sleep and concentration"),
    ("has Crohn's disease with a current flare", "a need for urgent, frequent access to toilet facilities"),
    ("has ADHD, diagnosed in {y}", "difficulty sustaining attention in long exams"),
    ("has bilateral sensorineural hearing loss", "difficulty following lectures without captioning"),
]
ACCOMMODATIONS = ["25% additional time in timed assessments", "rest breaks of 10 minutes per hour",
                  "a reduced-distraction / separate room", "use of a laptop for written exams",
                  "permission to have food, drink and medical devices in the exam room",
                  "extension of 14 days for coursework due in this period", "deferral of the end-of-term examination",
                  "lecture capture / note-taker", "priority seating near the door", "flexible attendance"]


def accommodation(rng, n, cs):
    cond, effect = rng.choice(CONDITIONS)
    uk = cs.c in ("UK", "AU")
    B.header(n, cs, rng.choice(["MEDICAL LETTER", "To Whom It May Concern", "Supporting Medical Evidence",
                                "Verification of Disability / Medical Condition", "Extenuating Circumstances - Medical Evidence"]),
             addr=True, contacts=True)
    n.f("Date: {d}\n\n", d=(cs.d(None, rng.choice(["dmy_txt", "mdy_txt", "num", "ord"])), "DATE"))
    target = rng.choice(["Extenuating Circumstances Panel", "Accessibility Services", "Disability Resource Center",
                         "Special Consideration Team", "Mitigating Circumstances Board", "Academic Advisor", "Course Coordinator"])
    prof = None
    if target in ("Academic Advisor", "Course Coordinator") or rng.random() < 0.3:
        prof = phi.make_person(rng)
        n.t("To: " + rng.choice(["Prof. ", "Dr ", "Professor ", "Ms ", "Mr "]))
        n.seg(phi.name(rng, prof, "DOCTOR", rng.choice(["full", "last"]), cs.c))
        n.t(", " + rng.choice(["School of ", "Department of ", "Faculty of "]) + cs.major.title() + "\n")
    else:
        n.t("To: " + target + ", ")
        n.p(cs.uni, "ORGANIZATION")
        n.nl()
    n.t("RE: ")
    n.seg(cs.pname(rng.choice(["LASTFIRST", "full", "midfull", "mid"])))
    op, cl = rng.choice([(", DOB ", ""), ("  Date of birth: ", ""), (" (DOB ", ")")])
    n.t(op)
    n.seg(B.dob_seg(cs, False))
    n.t(cl)
    n.f(rng.choice([", Student No. {s}", "  ID: {s}", " | student number {s}"]) + "\n", s=(cs.sid, "IDNUM"))
    if rng.random() < 0.5:
        n.f("Case reference: {c}\n", c=(phi.idnum(rng, "case"), "IDNUM"))
    n.nl()
    n.t("Dear " + ("Sir or Madam" if prof is None else ""))
    if prof is not None:
        n.seg(["Professor ", (prof.last, "DOCTOR")])
    n.t(",\n\n")
    since = phi.add_days(cs.visit, -rng.randint(60, 900))
    n.t("I am writing to confirm that ")
    n.seg(cs.pname(rng.choice(["full", "title", "full"])))
    n.f(" has been registered with {cl} since {s} and is known to me.", cl=(cs.clinic, "HOSPITAL"),
        s=(cs.d(since, rng.choice(["month_year", "month_year", "year", "dmy_txt"])), "DATE"))
    onset = phi.add_days(cs.visit, -rng.randint(3, 40))
    n.t(" " + ("The student" if cs.sex == "X" or rng.random() < 0.4 else cs.pronoun().capitalize()) + " ")
    n.f(cond, d=(cs.d(onset, rng.choice(["num", "ord", "dmy_txt", "mdy_txt"])), "DATE"),
        y=(str(since.year - rng.randint(1, 6)), "DATE"))
    n.t(", which in my opinion results in " + effect + ".")
    if rng.random() < 0.5:
        a = phi.add_days(cs.visit, -rng.randint(5, 20))
        b = phi.add_days(a, rng.randint(4, 15))
        sty = rng.choice(["num", "dmy_txt", "short", "mon_day"])
        n.f(" I can confirm that " + cs.pronoun() + " was unfit for study from {a} to {b} inclusive.",
            a=(cs.d(a, sty), "DATE"), b=(cs.d(b, sty), "DATE"))
    n.nl(2)
    if "pump" in cond:
        n.f("The student uses a Medtronic MiniMed 780G insulin pump (serial {sn}) and a Guardian 4 sensor, "
            "which must remain on the person during examinations. Alerts may sound.\n\n", sn=(phi.device_sn(rng), "DEVICE"))
    if "hearing" in cond:
        n.f("Hearing aids: Phonak Audeo, serial nos. {a} (L) and {b} (R); roger-pen loan unit {c}.\n\n",
            a=(phi.device_sn(rng), "DEVICE"), b=(phi.device_sn(rng), "DEVICE"), c=(phi.device_sn(rng), "DEVICE"))
    if rng.random() < 0.3:
        n.f("Assistive technology loan: laptop asset SN {sn} issued by the library.\n\n", sn=(phi.device_sn(rng), "DEVICE"))
    n.t("I would support the following reasonable adjustments:\n")
    for a in C.pick(rng, ACCOMMODATIONS, rng.randint(2, 4)):
        n.t("  * " + a + "\n")
    if rng.random() < 0.6:
        ex = phi.add_days(cs.visit, rng.randint(5, 30))
        code = rng.choice(["BIO2041", "CHEM 201", "MATH1010", "PSYC3300", "LAW2105", "ENGR 215", "HIST 1120", "NURS2002"])
        n.f("This applies in particular to " + code + " (assessment due {d}).\n", d=(cs.d(ex, rng.choice(["num", "ord", "mon_day"])), "DATE"))
    n.t("These recommendations are expected to apply for " + rng.choice(["the remainder of this semester", "6 weeks",
                                                                       "the current academic year", "the duration of the programme"]) + ".\n")
    n.t("\nPlease do not hesitate to contact me if further information is needed. Information disclosed with the "
        "student's written consent.\n\n")
    n.t("Yours " + ("faithfully" if prof is None and uk else "sincerely") + ",\n\n")
    st = cs.staff("md")
    n.seg(phi.staff_name(rng, st, rng.choice(["drfull", "full_cred", "full_cred"])))
    n.nl()
    lic = {"US": ("NPI", "npi"), "UK": ("GMC No.", "gmc"), "CA": ("CPSO #", "cpso"), "AU": ("AHPRA reg.", "ahpra")}[cs.c]
    if rng.random() < 0.75:
        n.f(lic[0] + " {l}\n", l=(phi.license_no(rng, cs.c, lic[1]), "LICENSE"))
    n.t(rng.choice(["General Practitioner", "Staff Physician", "Medical Director", "Family Physician"]) + ", ")
    n.p(cs.clinic, "HOSPITAL")
    n.nl()
    n.f("Direct: {p}   Email: {e}\n", p=(phi.phone(rng, cs.c, mobile=False, ext=rng.random() < 0.4), "PHONE"),
        e=(phi.email_for(rng, st, "staff"), "EMAIL"))


# ---------------------------------------------------------------- MH crisis referral
def mh_crisis(rng, n, cs):
    target = {"US": ["Mobile Crisis Team", "Psychiatric Emergency Services", "County Crisis Line"],
              "UK": ["Crisis Resolution & Home Treatment Team", "Liaison Psychiatry", "Mental Health Crisis Line"],
              "CA": ["Crisis Outreach & Support Team", "Psychiatric Emergency Service"],
              "AU": ["Acute Care Team", "Mental Health Triage", "CATT"]}[cs.c]
    n.t(rng.choice(["URGENT MENTAL HEALTH REFERRAL", "Crisis Referral - Same Day", "REFERRAL: ACUTE MENTAL HEALTH",
                    "Mental Health Crisis Referral Form"]) + "\n")
    n.f("From: {cl}\nTo: " + rng.choice(target) + ", {h}\n", cl=(cs.clinic, "HOSPITAL"), h=(rng.choice(PP.HOSPITALS[cs.c]), "HOSPITAL"))
    n.f("Date/time: {d} " + B.hhmm(rng) + "    Urgency: " + rng.choice(["Emergency (within 4 h)", "Urgent (24 h)", "Same day"]) + "\n",
        d=(cs.d(None, rng.choice(["num", "iso", "dmy_txt"])), "DATE"))
    n.f("Referral ID: {r}\n\n", r=(phi.idnum(rng, "case"), "IDNUM"))
    B.demo(n, cs, ["name", "dob", "sex", "mrn", "phone"] + rng.sample(["sid", "hall", "plan", "addr", "pref", "ssn"], 2))
    B.emergency_contact(n, cs)
    n.nl()
    sc = C.mh_scores(rng)
    n.t("PRESENTATION\n")
    n.seg(cs.age_seg())
    n.t(" " + rng.choice(["student", "undergraduate", "graduate student", "international student"]) + ". ")
    n.t(rng.choice(C.MH_PRESENT).replace("{pr}", cs.pronoun()) + " ")
    if rng.random() < 0.6:
        d0 = phi.add_days(cs.visit, -rng.randint(3, 30))
        n.f("Stressors: " + rng.choice(["break-up with partner on {d}", "failed resit results released {d}",
                                        "visa problems since {d}", "grandmother died {d}", "eviction notice served {d}",
                                        "has not been home since {h}", "family conflict over {h}"]) + ". ",
            d=(cs.d(d0, rng.choice(["short", "mon_day", "num", "ord"])), "DATE"), h=(phi.holiday(rng, cs.c), "DATE"))
    if rng.random() < 0.5:
        n.f("Works nights as a {j} to pay rent.", j=(cs.job, "PROFESSION"))
    n.nl(2)
    n.t("RISK\n")
    for s in C.pick(rng, C.MH_RISK, 3):
        n.t("- ")
        n.f(s.format(a="{a}", **sc), a=(str(rng.randint(12, 17)), "AGE"))
        n.nl()
    n.t("\nMSE\n" + "\n".join(C.pick(rng, C.MH_MSE, 3)) + "\n\n")
    n.t("COLLATERAL\n")
    fr = cs.friend()
    n.t("Spoke with " + rng.choice(["roommate ", "friend ", "partner ", "flatmate "]))
    n.seg(cs.fname(fr, rng.choice(["full", "first"])))
    n.f(" ({p}) who " + rng.choice(["confirmed recent withdrawal", "found the note", "is willing to stay with the student tonight",
                                     "is very worried"]) + ".", p=(phi.phone(rng, cs.c, mobile=True), "PHONE"))
    if rng.random() < 0.5:
        n.t(" RA ")
        n.seg(phi.staff_name(rng, cs.staff("ma", 5), rng.choice(["full", "first"])))
        n.t(" aware.")
    n.nl(2)
    n.t("ACTIONS / PLAN\n")
    legal = {"US": "5150 not initiated - voluntary", "UK": "Not detained under MHA; informal",
             "CA": "Form 1 not required at this time", "AU": "Not under MHA order; voluntary"}[cs.c]
    n.t("- " + legal + ".\n")
    r = rng.random()
    if r < 0.5:
        n.t("- Escorted to ")
        n.p(cs.hospital, "HOSPITAL")
        n.t(" by " + rng.choice(["campus police", "ambulance", "taxi with staff member", "friend and RA"]) + ". ")
        if rng.random() < 0.4:
            n.f("Patrol car reg {pl}.", pl=(phi.plate(rng, cs.c), "VEHICLE"))
        n.nl()
    else:
        n.t("- Safety plan completed and copy given. Means restriction agreed. Crisis numbers provided.\n")
    n.t("- Dean/Student Support informed under welfare protocol: ")
    n.seg(phi.staff_name(rng, cs.staff("mh", 3), rng.choice(["full", "lastfirst"])))
    n.nl()
    n.f("- Follow-up appointment {d} with counselling (", d=(cs.day(rng.randint(1, 5), rng.choice(["wk", "num", "short"])), "DATE"))
    n.seg(cs.sname("mh", 0, rng.choice(["full_cred", "full"])))
    n.t(").\n")
    n.t("- Current meds: " + C.meds_line(rng) + ". Allergies: " + rng.choice(C.ALLERGIES) + ".\n\n")
    n.t("Referrer: ")
    st = cs.staff(rng.choice(["md", "np"]))
    n.seg(phi.staff_name(rng, st, rng.choice(["drfull", "full_cred"])))
    n.f("  Direct line {p}", p=(phi.phone(rng, cs.c, mobile=False), "PHONE"))
    if rng.random() < 0.5:
        n.f("  Bleep/pager {b}", b=(phi.pager(rng, cs.c), "PHONE"))
    n.nl()
    n.f("Secure fax: {f}   Secure email: {e}\n", f=(cs.clinic_fax, "FAX"), e=(phi.email_for(rng, st, "staff"), "EMAIL"))
