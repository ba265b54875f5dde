"""Genres: newborn hearing screen follow-up; educational audiology (school liaison) report."""
import blocks as B
import ids
import measures as M
import orgs
import pools_clin as PC

OUTCOMES = [
    ("R", "Right moderate permanent childhood hearing impairment (PCHI); left hearing within normal limits."),
    ("B", "Bilateral mild-to-moderate sensorineural hearing loss."),
    ("N", "Hearing within normal limits bilaterally - screen refer likely due to debris/vernix."),
    ("A", "Findings consistent with auditory neuropathy spectrum disorder (ANSD) on the right: present CM with polarity reversal, absent neural response."),
    ("C", "Bilateral mild conductive component (type B tymps at 1 kHz), sensorineural reserve normal - review in 6 weeks."),
    ("P", "Bilateral profound sensorineural hearing loss; no response at limits."),
]


def newborn_screen_followup(x):
    visit = x.rdate()
    days = x.r.randint(12, 110)
    pt = B.mkpt(x, visit, months=days)
    mum = x.person("F", middle_p=0)
    dad = x.person("M", last=mum.last if x.p(0.5) else None, origin=mum.origin, middle_p=0) if x.p(0.65) else None
    blast = mum.last if (dad is None or x.p(0.5)) else dad.last
    pt.person = x.person(pt.sex, last=blast, origin=mum.origin, middle_p=0)
    P = pt.person
    s = orgs.site(x, "kids" if x.p(0.5) else "hosp", x.ch(["paed", "nhsp"]))
    aud = orgs.clin(x, "aud")
    B.letterhead(x, s, country_line=x.p(0.1))
    if x.c in ("US", "CA"):
        t = x.ch(["EHDI DIAGNOSTIC AUDIOLOGIC EVALUATION", "Newborn Hearing Screening Follow-up - Diagnostic ABR",
                  "Diagnostic ABR Report (did not pass newborn screen)"])
    else:
        t = x.ch(["NEWBORN HEARING SCREENING - AUDIOLOGY FOLLOW-UP", "Diagnostic ABR Report (newborn screen referral)",
                  "Newborn Hearing Screen: Immediate Referral Assessment"])
    x.add(t, "\n\n")
    x.add("Baby: ", ("PATIENT", P.full() if x.p(0.6) else P.LF()))
    if x.p(0.4):
        x.add(" (\"Baby of ", ("FAMILY", mum.plain()), "\")")
    x.add("\nDOB: ", ("DATE", x.d(pt.dob)), "   Sex: ", B.sexw(x, pt), "   Age at test: ", B.age_piece(x, pt))
    ga = x.r.randint(30, 41)
    if ga < 37:
        cw = max(1, pt.age_weeks - (40 - ga))
        x.add(" (corrected ", ("AGE", str(cw)), " weeks)")
    x.add("\nGestation at birth: %d+%d weeks   Birth weight: %.2f kg\n" % (ga, x.r.randint(0, 6),
                                                                         max(0.9, 3.4 - (40 - ga) * 0.2 + x.r.uniform(-0.5, 0.5))))
    x.add(B.pt_ids(x, pt, "   "), "\n")
    if x.c == "UK":
        x.add("S4H episode: ", ("IDNUM", "S4H" + x.dig(8)), "\n")
    elif x.c == "US":
        x.add("EHDI case #: ", ("IDNUM", ids.idnum(x, "case")))
        if x.p(0.7):
            x.add("   Newborn footprint ref: ", ("BIOID", ids.bioid(x, "foot")))
        x.add("\n")
    else:
        x.add("Screening record: ", ("IDNUM", ids.idnum(x, "case")), "\n")
    x.add("Mother: ", ("FAMILY", mum.plain()))
    if x.p(0.5):
        x.add(" (", ("AGE", str(x.r.randint(17, 43))), " yrs)")
    if dad:
        x.add("   Father: ", ("FAMILY", dad.plain()))
    x.add("\nAddress: ", x.addr(pt.place, pt.street), "\nTel: ", ("PHONE", x.phone(mobile=True)))
    if x.p(0.3):
        x.add("   Email: ", ("EMAIL", x.email(mum)))
    x.add("\n")
    lang = x.lang(mum)
    if lang and x.p(0.6):
        x.add("Family language: ", lang, "; interpreter ", ("DOCTOR", x.person(origin=mum.origin).plain()), " (ID ",
              ("IDNUM", "INT-" + x.dig(5)), ") present.\n")
    birth = orgs.hospital(x, "hosp")
    x.add("\nBIRTH / RISK FACTORS\nBorn at ", ("HOSPITAL", birth))
    if ga < 37 or x.p(0.3):
        x.add("; admitted to ", ("HOSPITAL", orgs.ward(x, "neo")), " for ", str(x.r.randint(3, 40)), " days")
        x.add(" (", x.ch(["IV gentamicin 48 h", "ventilated 5 days", "phototherapy, SBR 340 umol/L",
                          "CPAP, sepsis screen, gentamicin levels normal"]), ")")
    x.add(". ", x.ch(["No family history of PCHI.", "FHx: maternal uncle has hearing aids since childhood.",
                      "cCMV not yet excluded.", "Craniofacial: R ear pit noted.", "Consanguinity reported."]), "\n\n")
    s1 = x.shift(pt.dob, x.r.randint(1, 3))
    s2 = x.shift(s1, x.r.randint(2, 10))
    scr = orgs.clin(x, "screener")
    x.add("SCREENING\nAOAE (", x.ch(PC.OAE_EQ), ") ", ("DATE", x.d(s1)), ": R ", x.ch(["CR", "CR", "CR"]),
          " / L ", x.ch(["CR", "CR"]), "\n")
    x.add("AABR (", x.ch(["Natus ALGO 5", "Madsen AccuScreen", "MAICO MB 11 BERAphone"]), ") ", ("DATE", x.d(s2)),
          ": R ", x.ch(["no clear response", "CR"]), " / L ", x.ch(["CR", "no clear response"]),
          "   Screener: ", ("DOCTOR", scr.p.plain()), "\n\n")
    code, imp = x.ch(OUTCOMES)
    x.add("DIAGNOSTIC ASSESSMENT ", ("DATE", x.d(visit)), "\nState: ", x.ch(["natural sleep (feed and wrap)",
                                                                                "natural sleep, settled", "light sleep, some movement artefact"]),
          ". Equipment: ", x.ch(["Interacoustics Eclipse", "Otometrics ICS Chartr EP 200", "GSI Audera Pro"]), ".\n")
    x.add("Tone-pip ABR thresholds (dB eHL)     500    1k    2k    4k\n")
    for ear in ("R", "L"):
        bad = code in ("B", "P") or (code in ("R", "A") and ear == "R")
        vals = []
        for _ in range(4):
            if code == "P":
                vals.append("NR")
            elif bad:
                vals.append(str(x.r.randint(8, 14) * 5))
            else:
                vals.append(str(x.r.randint(4, 6) * 5))
        x.add("  %s AC                               %s\n" % (ear, "".join(v.rjust(6) for v in vals)))
    x.add("  BC 1k/4k: ", x.ch(["%d/%d dB eHL" % (x.r.randint(2, 8) * 5, x.r.randint(2, 8) * 5), "not tested"]), "\n")
    x.add("Click ABR 80 dB nHL with polarity reversal: ", x.ch(["CM present, reverses with polarity, wave V absent R" if code == "A" else "wave V present, latency normal",
                                                           "waves I, III, V at normal latencies"]), "\n")
    x.add("1000 Hz tympanometry: R ", x.ch(["single peak", "flat", "single peak"]), ", L ", x.ch(["single peak", "flat"]), "\n")
    x.add(M.dpoae(x, "R", code not in ("R", "B", "P")), M.dpoae(x, "L", code not in ("B", "P", "C")), "\n")
    x.add("IMPRESSION\n", imp, "\n")
    x.add({"US": "Managed per JCIH 2019 Position Statement and EHDI 1-3-6 benchmarks.\n",
           "CA": "Managed per JCIH 2019 / provincial IHP protocol.\n",
           "UK": "Per NHSP Surveillance and Audiological Referral Guidelines; BSA RP for ABR (2019).\n"}.get(x.c, "Managed per national newborn hearing screening protocol.\n"))
    home = x.homeland(mum)
    if home and x.p(0.6):
        x.add("Older sibling born in ", ("COUNTRY", home), " - newborn screen status unknown; offered hearing test.\n")
    x.add("\nPLAN\n")
    x.add("- Results explained to ", ("FAMILY", mum.first), x.ch([" and ", " and partner "]))
    if dad:
        x.add(("FAMILY", dad.first))
    else:
        x.add("grandmother")
    x.add("; written information given.\n")
    if code != "N":
        ent = orgs.clin(x, "ent")
        x.add("- ENT referral to ", B.clin_name(x, ent, True), "; cCMV (dried blood spot) requested; genetics and ophthalmology referrals.\n")
        x.add("- Hearing aid impressions ", ("DATE", x.d(x.shift(visit, x.r.randint(5, 20)))),
              ", fitting target by 3 months (EHDI 1-3-6); DSL v5.0 child.\n")
        if x.c in ("UK", "IE", "NZ"):
            tod = x.person()
            x.add("- Referral to ", x.ch(["sensory support", "the visiting teacher service", "Advisor on Deaf Children service"]),
                  ": ", ("FAMILY", tod.plain()), ", Teacher of the Deaf, tel ", ("PHONE", x.phone()), ".\n")
        else:
            x.add("- Referral to Early Intervention sent; intake line ", ("PHONE", x.phone()), ".\n")
    else:
        x.add("- Discharge from programme; targeted follow-up at ", x.ch(["8 months", "9 months", "12 months"]),
              " (risk factor). Hearing and speech checklist given.\n")
    if x.c in ("US", "CA"):
        x.add("- Primary care pediatrician ", B.clin_name(x, orgs.clin(x, "paed"), True), " informed by phone.\n\n")
    else:
        role = {"UK": "Health visitor", "IE": "Public health nurse", "AU": "Maternal and child health nurse",
                "NZ": "Well Child nurse"}[x.c]
        x.add("- ", role, " ", ("DOCTOR", x.person().plain()), " and GP informed by phone.\n\n")
    B.sig(x, aud, lic_p=0.5, contact=x.ch(["ext", "email", None]), closing=x.ch(["Audiologist:", "Signed", "Reported by"]))
    x.add("\n")
    B.gp_block(x)
    x.add("cc: Parents, ", x.addr(pt.place, pt.street), "\n")


def educational_audiology_report(x):
    visit = x.rdate()
    pt = B.mkpt(x, visit, 5, 17)
    P = pt.person
    c = x.c
    s = orgs.site(x, "kids", "paed")
    eda = orgs.clin(x, "aud")
    school = orgs.school(x, "primary" if pt.age < 11 else "secondary")
    t = x.ch(["EDUCATIONAL AUDIOLOGY REPORT", "School Liaison Report - Hearing", "Classroom Listening Assessment",
              "EDUCATIONAL AUDIOLOGY / CLASSROOM ACOUSTICS REVIEW"])
    x.add(("HOSPITAL", s["name"]), " - ", s["dept"], "\n", t, "\n\n")
    x.add("Pupil: ", ("PATIENT", P.full()), "   DOB: ", ("DATE", x.d(pt.dob)), "   Age: ", ("AGE", str(pt.age)), "\n")
    yr = {"US": "Grade %d" % max(1, pt.age - 5), "CA": "Grade %d" % max(1, pt.age - 5),
          "UK": "Year %d" % max(1, pt.age - 4), "AU": "Year %d" % max(1, pt.age - 5),
          "IE": "%s Class" % x.ch(["2nd", "3rd", "4th", "5th", "6th"]), "NZ": "Year %d" % max(1, pt.age - 4)}[c]
    x.add("School: ", ("ORGANIZATION", school), " (", yr, ")\n")
    teacher, senco, tod = x.person(), x.person(), x.person()
    x.add("Class teacher: ", ("FAMILY", teacher.plain()), "   ",
          {"UK": "SENCO: ", "US": "Case manager (IEP): ", "CA": "Resource teacher: ", "AU": "Learning support: ",
           "IE": "SET teacher: ", "NZ": "SENCO: "}[c], ("FAMILY", senco.plain()), "\n")
    x.add({"UK": "Teacher of the Deaf: ", "US": "Itinerant DHH teacher: ", "CA": "Itinerant teacher (DHH): ",
           "AU": "Visiting Teacher (Hearing): ", "IE": "Visiting Teacher for the Deaf: ",
           "NZ": "Resource Teacher of the Deaf: "}[c], ("FAMILY", tod.plain()), "\n")
    rel, par = B.family_member(x, pt, rel=x.ch(["mother", "father"]), same_last=x.p(0.7))
    x.add("Parent/guardian: ", ("FAMILY", par.plain()), " (", rel, "), ", ("PHONE", x.phone(mobile=True)), "\n")
    x.add(B.pt_ids(x, pt, "   "), "\n\n")
    dx_date = x.shift(pt.dob, x.r.randint(20, 365 * max(1, pt.age - 2)))
    dx, dev = x.ch([("Permanent bilateral moderate SNHL", "ha"), ("Bilateral mild SNHL (GJB2)", "ha"),
                    ("Unilateral profound SNHL (R), L normal", "cros"),
                    ("Bilateral severe-profound SNHL, bilateral cochlear implants", "ci"),
                    ("Bilateral mild-moderate mixed loss; persistent OME, grommets x2", "bc"),
                    ("ANSD bilaterally", "ha")])
    x.add("HEARING HISTORY\n", dx, ", diagnosed ", ("DATE", x.d(dx_date, x.ch(["my", "y", None]))), ". ")
    if x.p(0.4):
        x.add("Aetiology: ", x.ch(PC.SYNDROMES), ". ")
    if dev == "ci":
        x.add("\nDevices: ", x.ch(PC.CI_PROC), " processors x2 (SN ", ("DEVICE", ids.serial(x, "proc")), " / ",
              ("DEVICE", ids.serial(x, "proc")), ")")
    elif dev == "bc":
        x.add("\nDevices: ", x.ch(["Baha 6 Max on softband", "ADHEAR", "Ponto 5 on softband"]), " (SN ",
              ("DEVICE", ids.serial(x, "acc")), ")")
    else:
        maker, model = x.ch([m for m in PC.HA_MODELS if m[0] in ("Phonak", "Oticon", "Signia")])
        x.add("\nDevices: ", maker, " ", model, " x2" if dev == "ha" else " CROS system", " (SN ",
              ("DEVICE", x.aln(4) + x.dig(5)), " / ", ("DEVICE", x.aln(4) + x.dig(5)), ")")
    if x.p(0.7):
        x.add("; ", x.ch(["Roger Touchscreen Mic", "Roger Select iN", "Roger On iN", "Roger Pen iN"]), " SN ",
              ("DEVICE", ids.serial(x, "acc")), " (school-owned)")
    x.add(".\nLatest audiology: ", ("DATE", x.d(x.shift(visit, -x.r.randint(20, 200)))), " at ", ("HOSPITAL", s["name"]),
          " with ", ("DOCTOR", orgs.clin(x, "aud").p.plain()), ": aided SII ", str(x.r.randint(55, 85)), "%, ",
          x.ch(PC.PAED_TESTS), " ", str(x.r.randint(60, 100)), "% in quiet.\n\n")
    obs = visit
    hol = (12, 1) if x.c in ("AU", "NZ") else (7, 8, 12)
    while obs.month in hol:
        obs = x.shift(obs, 21)
    rm = x.ch(["14", "7", "3B", "P2", "12", "H1"])
    x.add("CLASSROOM OBSERVATION - ", ("DATE", x.dw(obs, x.p(0.3))), ", room ", ("LOCATION_OTHER", rm), "\n")
    x.add("Unoccupied noise %d dB(A); occupied %d dB(A); RT60 %.1f s (recommended <= 0.4-0.6 s, %s). " % (
        x.r.randint(32, 48), x.r.randint(55, 72), x.r.uniform(0.4, 1.2),
        {"UK": "BB93", "US": "ANSI S12.60", "CA": "ANSI S12.60", "AU": "AS/NZS 2107", "NZ": "AS/NZS 2107", "IE": "TGD-021"}[c]))
    x.add(x.ty(x.ch(["Seated at front left, good view of teacher's face. ",
                     "Seated near the window and the heater fan - moved during visit. ",
                     "Hard floors, no soft furnishings; reverberant. "])))
    x.add(("PATIENT", P.first), x.ty(x.ch([" missed several instructions during group work and relied on peers.",
                                         " followed teacher well with Roger, but struggled when classmates answered.",
                                         " appeared tired by the afternoon (listening fatigue)."])), "\n")
    x.add("Functional questionnaires: ", x.ch(["SIFTER", "LIFE-R", "ELF", "PEACH", "TEACH"]), " - ",
          x.ch(["concerns in attention and participation", "scores within pass range except communication",
                "below expected for age in noisy settings"]), ".\n\n")
    x.add("RECOMMENDATIONS\n")
    recs = ["Consistent Roger use in all teacher-led sessions; daily listening check (Ling 6).",
            "Soundfield system not a substitute for personal radio aid.",
            "Acoustic treatment of room (ceiling tiles, carpet tiles) - refer to estates.",
            "Captions on all video content; pre-teach new vocabulary.",
            "Quiet room for assessments; extra time (25%).",
            {"UK": "Include in EHCP review.", "US": "Update IEP/504 accommodations.", "CA": "Add to IPRC/IEP.",
             "AU": "Add to ILP.", "IE": "Include in Student Support File.", "NZ": "Update IEP; ORS application."}[c],
            "Visual fire alarm / buddy system for emergencies."]
    x.r.shuffle(recs)
    for r in recs[: x.r.randint(3, 6)]:
        x.add("- ", x.ty(r), "\n")
    x.add("\nNext review: ", ("DATE", x.d(x.shift(visit, x.r.randint(90, 300)), x.ch(["my", None]))), "\n\n")
    B.sig(x, eda, lic_p=0.5, contact=x.ch(["email", "ext"]))
    x.add("\nCopies: parents; ", ("ORGANIZATION", school), "; ", ("FAMILY", tod.plain()), " (", "ToD", "); ",
          ("HOSPITAL", s["name"]), "\n")
