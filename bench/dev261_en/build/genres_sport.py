"""Genres: sports pre-participation exam, athletic injury / concussion report."""

import blocks as B
import clinical as C
import phi
import pools_places as PP

PPE_Q = [
    "Has a doctor ever denied or restricted your participation in sport?",
    "Have you ever passed out or nearly passed out during or after exercise?",
    "Have you ever had chest discomfort, pain or pressure during exercise?",
    "Does your heart ever race, flutter or skip beats during exercise?",
    "Has anyone in your family died suddenly or unexpectedly before age 35?",
    "Does anyone in your family have hypertrophic cardiomyopathy, Marfan syndrome, long QT or Brugada syndrome?",
    "Have you ever had a head injury or concussion?",
    "Have you ever had a stress fracture?",
    "Do you have sickle cell trait or disease?",
    "Do you cough, wheeze or have difficulty breathing during or after exercise?",
    "Have you ever become ill while exercising in the heat?",
    "Are you trying to or has anyone recommended that you gain or lose weight?",
    "Have you had a menstrual period in the last 3 months? (if applicable)",
    "Do you have any concerns you would like to discuss in private?",
]
ECG = ["Sinus bradycardia 48 bpm, early repolarisation, incomplete RBBB - normal athlete ECG (International Criteria).",
       "Sinus rhythm 62, LVH by voltage only - training-related, no further testing.",
       "T-wave inversion V1-V3 (age appropriate? no) - echo ordered.",
       "Not routinely performed (NCAA Division III; AHA 14-element history used).",
       "QTc 452 ms - repeat with manual measurement; Bazett vs Fridericia discussed.",
       "Short PR with delta wave - ?Wolff-Parkinson-White; cardiology referral, no sport pending EP opinion."]


def _sport(rng, c):
    while True:
        s = rng.choice(PP.SPORTS)
        if s == "Australian rules football" and c != "AU":
            continue
        if s in ("netball", "rugby union") and c == "US":
            continue
        if s == "football" and c != "US" and rng.random() < 0.5:
            return "football (soccer)"
        return s


def ppe(rng, n, cs):
    sport = _sport(rng, cs.c)
    title = {"US": "PREPARTICIPATION PHYSICAL EVALUATION (PPE-5) - ATHLETICS",
             "UK": "Pre-Season Athlete Medical Screening", "CA": "PRE-PARTICIPATION MEDICAL - VARSITY ATHLETICS",
             "AU": "Pre-participation Screening - High Performance Sport"}[cs.c]
    B.header(n, cs, title, addr=False)
    seasons = {"US": ["Fall", "Spring", "Winter"], "CA": ["Fall", "Winter"], "UK": ["Pre-season", "BUCS season"],
               "AU": ["Pre-season", "Winter season", "Summer season"]}[cs.c]
    n.f("Exam date: {d}    Season: " + rng.choice(seasons) + " {y}\n",
        d=(cs.d(), "DATE"), y=(str(cs.visit.year), "DATE"))
    n.t("Athlete: ")
    n.seg(cs.pname(rng.choice(["LASTFIRST", "full", "lastfirst", "mid"])))
    n.f("    DOB: {dob}    Age: {a}    Sex: " + cs.sexchar() + "\n",
        dob=(cs.d(cs.dob, rng.choice(["num", "iso", "dash"])), "DATE"), a=(str(cs.age), "AGE"))
    n.t("Sport: " + sport + "    Team: ")
    n.p(cs.uni_short + " " + sport.title(), "ORGANIZATION") if rng.random() < 0.4 else n.p(cs.uni, "ORGANIZATION")
    n.f("\nStudent ID: {s}    ", s=(cs.sid, "IDNUM"))
    if cs.c == "US" and rng.random() < 0.7:
        n.f("NCAA Eligibility Center ID: {e}", e=(phi.digits(rng, 10), "IDNUM"))
    n.nl()
    years = ["Fr", "So", "Jr", "Sr", "Grad", "RS-So"] if cs.c == "US" else ["Year 1", "Year 2", "Year 3", "Year 4", "PG"]
    n.t("Class year: " + rng.choice(years) + "   Ht " +
        "%d cm" % rng.randint(155, 203) + "   Wt " + "%.1f kg" % rng.uniform(52, 118) + "\n")
    if rng.random() < 0.6:
        n.f("Previous school: {s}, {c}\n", s=(rng.choice(PP.HIGH_SCHOOLS), "ORGANIZATION"), c=cs.campus_loc_segs() if rng.random() < 0.5 else [(cs.home[0], "CITY")])
    B.emergency_contact(n, cs)
    B.insurance_line(n, cs)
    if rng.random() < 0.5:
        n.f("Fieldhouse biometric access ID: {b}\n", b=(phi.bioid(rng), "BIOID"))
    if rng.random() < 0.3:
        n.f("Athlete parking permit {p}, vehicle reg {v}\n", p=(phi.idnum(rng, "card"), "IDNUM"), v=(phi.plate(rng, cs.c), "VEHICLE"))
    n.t("\nHISTORY (Y/N)\n")
    yes = set(rng.sample(range(len(PPE_Q)), rng.randint(0, 3)))
    for i, q in enumerate(PPE_Q):
        if rng.random() < 0.7 or i in yes:
            n.t("%2d. %s  %s\n" % (i + 1, q, "Y" if i in yes else "N"))
    n.t("Explain 'yes' answers: ")
    if yes:
        y1 = phi.add_days(cs.visit, -rng.randint(200, 1500))
        n.f(rng.choice(["concussion playing club " + rng.choice(["rugby", "soccer", "hockey"]) + " in {y}, symptoms 10 days, full RTP",
                        "wheeze with cold-air running since {y}; uses salbutamol pre-exercise",
                        "stress fracture L 2nd metatarsal {y}, DEXA normal", "fainted after a 10 km race in {y}, hot day"]),
            y=(cs.d(y1, rng.choice(["year", "month_year"])), "DATE"))
        if rng.random() < 0.4:
            f = cs.family(1)
            n.t(". Family: ")
            n.seg(cs.fname(f, rng.choice(["first", "full"])))
            n.f(" (" + rng.choice(["uncle", "cousin", "grandfather"]) + ") " + rng.choice(["had a pacemaker fitted at {a}",
                "died suddenly aged {a}", "diagnosed with HCM at {a}"]), a=(str(rng.randint(19, 70)), "AGE"))
    else:
        n.t("none")
    n.nl()
    n.t("Sickle cell trait: " + rng.choice(["negative (documented)", "status unknown - waiver signed", "N/A"]) + "\n")
    n.t("\nEXAM\n" + C.vitals(rng, cs.c, "line") + "\n")
    n.t("Vision R 20/%d L 20/%d corrected: %s\n" % (rng.choice([15, 20, 25, 30]), rng.choice([15, 20, 25, 40]), rng.choice(["Y", "N"])))
    n.t("Heart: RRR, no murmur supine or standing; Valsalva no change. Femoral pulses 2+.\n")
    n.t("Marfan stigmata: none (arm span/height 1.01, no arachnodactyly). Beighton %d/9.\n" % rng.randint(0, 5))
    n.t("MSK: " + rng.choice(["Duck walk normal. Lachman/McMurray negative bilaterally.",
                              "Shoulder apprehension negative; Hawkins-Kennedy mildly positive R.",
                              "Single-leg squat: dynamic valgus L > R.", "Full ROM all joints, no effusion."]) + "\n")
    n.t("ECG: " + rng.choice(ECG if cs.c == "US" else [e for e in ECG if "NCAA" not in e]) + "\n")
    if rng.random() < 0.35:
        n.f("Ambulatory monitor: Zio XT patch applied, device SN {sn}, return in 14 days.\n", sn=(phi.device_sn(rng), "DEVICE"))
    n.f("Concussion baseline: SCAT6 symptom score %d/132, SAC %d/30; ImPACT baseline completed {d}.\n" % (
        rng.randint(0, 12), rng.randint(24, 30)), d=(cs.day(-rng.randint(0, 10), rng.choice(["short", "num"])), "DATE"))
    n.nl()
    n.t("CLEARANCE: " + rng.choice(["Medically eligible for all sports without restriction.",
                                    "Eligible with recommendation for further evaluation/treatment of asthma.",
                                    "Not eligible pending cardiology review.", "Cleared - may return after Zio results reviewed."]) + "\n")
    if rng.random() < 0.5:
        n.f("Drug-testing consent signed; specimen ID {s}.\n", s=(phi.idnum(rng, "acc"), "IDNUM"))
    n.t("Athletic trainer: ")
    n.seg(cs.sname("at", 0, rng.choice(["full_cred", "full"])))
    n.nl()
    n.t("Team physician: ")
    st = cs.staff("md")
    n.seg(phi.staff_name(rng, st, rng.choice(["full_cred", "drfull"])))
    lic = {"US": "License #", "UK": "GMC", "CA": "CPSO", "AU": "AHPRA"}[cs.c]
    n.f("  " + lic + " {l}  Date {d}\n", l=(phi.license_no(rng, cs.c, {"US": "state", "UK": "gmc", "CA": "cpso", "AU": "ahpra"}[cs.c]), "LICENSE"),
        d=(cs.d(None, "num"), "DATE"))
    n.f("Office: {p}  Fax: {f}\n", p=(cs.clinic_phone, "PHONE"), f=(cs.clinic_fax, "FAX"))


# ---------------------------------------------------------------- injury / concussion
MECH = ["head-to-head contact in a tackle at the %dth minute", "fell backwards and struck occiput on the ice",
        "elbow to the temple going up for a rebound", "collision with goalkeeper at %dth minute",
        "struck by ball (approx 100 km/h) on L side of head", "whiplash mechanism in scrum collapse"]
STAGES = ["Stage 1 symptom-limited activity", "Stage 2 light aerobic (stationary bike 15 min, HR < 70% max)",
          "Stage 3 sport-specific exercise", "Stage 4 non-contact training drills", "Stage 5 full contact practice",
          "Stage 6 return to competition"]


def injury(rng, n, cs):
    sport = _sport(rng, cs.c)
    n.t(rng.choice(["ATHLETIC TRAINING - INJURY REPORT", "Sports Medicine: Concussion Evaluation & RTP Log",
                    "Team Medical Report - Suspected Concussion", "HIA / Concussion Record"]) + "\n")
    n.f("{u} " + rng.choice(["Athletics", "Sport", "Varsity Athletics", "Sport & Recreation"]) + " - " + sport + "\n",
        u=(cs.uni if rng.random() < 0.7 else cs.uni_short, "ORGANIZATION"))
    n.f("Report no. {r}\n", r=(phi.idnum(rng, "incident"), "IDNUM"))
    n.t("Athlete: ")
    n.seg(cs.pname(rng.choice(["LASTFIRST", "full", "lastfirst"])))
    n.f("   DOB {dob} ({a})\n", dob=(cs.d(cs.dob, "num"), "DATE"), a=(str(cs.age), "AGE"))
    n.f("Student ID {s}   Chart {m}\n", s=(cs.sid, "IDNUM"), m=(cs.mrn, "MRN"))
    opp = rng.choice([u for u in PP.UNIVERSITIES[cs.c] if u != cs.uni])
    dinj = cs.visit
    n.f("Date of injury: {d}   Venue: {v}   Opponent: {o}\n", d=(cs.d(dinj, rng.choice(["wk", "num", "dmy_txt"])), "DATE"),
        v=B.building(rng), o=(opp, "ORGANIZATION"))
    m = rng.choice(MECH)
    if "%d" in m:
        m = m.replace("%dth", phi.ordinal(rng.randint(11, 79)))
    n.t("\nMechanism: " + m + ". ")
    n.t(rng.choice(["No LOC.", "Possible brief LOC (<5 s) on video review.", "Lay motionless ~3 s."]) + " ")
    n.t(rng.choice(["Removed from play immediately.", "Played on for 4 min before being removed by the trainer.",
                    "HIA1 off-field assessment completed."]) + "\n")
    n.t("Sideline: " + rng.choice(["GCS 15.", "Glasgow Coma Scale 15/15.", "GCS 14 -> 15 at 10 min."]) + " C-spine cleared (NEXUS). Maddocks %d/5. SCAT6 symptoms %d (severity %d). "
        "Tandem gait %.1f s. mBESS errors %d.\n" % (rng.randint(2, 5), rng.randint(3, 18), rng.randint(5, 60),
                                                    rng.uniform(10, 20), rng.randint(1, 12)))
    if rng.random() < 0.4:
        n.f("Impact sensor (mouthguard) SN {sn} logged peak linear accel %d g.\n" % rng.randint(40, 120), sn=(phi.device_sn(rng), "DEVICE"))
    n.t("Red flags: " + rng.choice(["none", "repeated vomiting - sent to ED", "none; worsening headache later that evening"]) + "\n")
    if rng.random() < 0.5:
        n.t("Transferred to ")
        n.p(cs.hospital, "HOSPITAL")
        n.t(": CT head " + rng.choice(["no acute intracranial abnormality", "normal", "not indicated per Canadian CT Head Rule"]) + ". ")
        n.f("Accession {a}.\n", a=(phi.idnum(rng, "acc"), "IDNUM"))
    if rng.random() < 0.3:
        n.f("Advised not to drive; car ({pl}) left at {v} overnight.\n", pl=(phi.plate(rng, cs.c), "VEHICLE"), v=B.building(rng))
    n.t("Athlete's " + rng.choice(["mother", "father", "partner", "roommate"]) + " ")
    fam = cs.family(0)
    n.seg(cs.fname(fam, rng.choice(["full", "first"])))
    n.f(" to monitor overnight; contact {p}.\n", p=(phi.phone(rng, cs.c, mobile=True), "PHONE"))
    n.t("\nFOLLOW-UP / GRADUATED RETURN\n")
    day = 0
    for i in range(rng.randint(3, 6)):
        day += rng.randint(1, 3)
        d = phi.add_days(dinj, day)
        sty = rng.choice(["short", "short", "mon_day", "num"])
        n.f("{d} (day %d): " % day, d=(cs.d(d, sty), "DATE"))
        stage = STAGES[min(i, 5)]
        n.t(stage + "; symptoms %d/22. " % max(0, 10 - 2 * i - rng.randint(0, 2)))
        if i == 1:
            n.t("Return to Learn: " + rng.choice(["half days", "lecture recordings only", "exam deferral letter issued"]) + ". ")
        n.t("(")
        n.seg(cs.sname("at", 0, rng.choice(["initials", "INITIALS", "last"])))
        n.t(")\n")
    n.t("\nCleared for full return: ")
    n.f("{d} by ", d=(cs.d(phi.add_days(dinj, day + rng.randint(1, 5)), rng.choice(["num", "dmy_txt", "mdy_txt"])), "DATE"))
    n.seg(cs.sname("md", 0, rng.choice(["dr", "drfull", "full_cred"])))
    n.t(". Coach ")
    n.seg(phi.staff_name(rng, cs.staff("ma", 8), rng.choice(["last", "full"])))
    n.t(" informed (no clinical details shared).\n")
    n.t("Prepared by: ")
    n.seg(cs.sname("at", 0, "full_cred"))
    n.f(" | {e}\n", e=(phi.email_for(rng, cs.staff("at", 0), "staff"), "EMAIL"))
