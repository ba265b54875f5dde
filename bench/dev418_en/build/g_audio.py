"""Genres: pure-tone audiogram report; tympanometry and OAE worksheet."""
import blocks as B
import ids
import measures as M
import narr as N
import orgs
import pools_clin as PC


def audiogram_report(x):
    visit = x.rdate()
    s = orgs.site(x, x.ch(["hosp", "aud", "hosp"]), "aud")
    prof = x.ch(M.PROFILES)
    amin = 45 if prof in ("presby",) else 18
    pt = B.mkpt(x, visit, amin, 94)
    P = pt.person
    aud = orgs.clin(x, "aud")
    B.letterhead(x, s, country_line=x.p(0.15))
    title = x.ch(["PURE-TONE AUDIOGRAM REPORT", "AUDIOLOGICAL ASSESSMENT - PURE TONE AUDIOMETRY",
                  "Audiometry Report", "DIAGNOSTIC AUDIOGRAM", "Hearing Assessment Report"])
    x.add(title, "\n", "-" * len(title), "\n")
    B.pt_header(x, pt, visit)
    x.add("Test date: ", ("DATE", x.d(visit)), " ", B.ttime(x), "    ",
          x.ch(["Booth ", "Sound room ", "Test room ", "Room "]),
          ("LOCATION_OTHER", x.ch(["2", "3", "B", "4A", "1", "12", "C"])), "\n")
    if x.p(0.5):
        x.add(x.ch(["Encounter #: ", "Visit no. ", "Acct: "]), ("ACCOUNT", pt.acct), "\n")
    if x.c == "US" and x.p(0.35):
        x.add("Checked in at kiosk - palm-vein ID ", ("BIOID", ids.bioid(x, "palm")), " verified\n")
    gp = orgs.clin(x, "gp")
    gname = orgs.hospital(x, "gp")
    x.add("Referred by: ", B.clin_name(x, gp, True), " (", ("HOSPITAL", gname), ")")
    if x.p(0.6):
        x.add("   Referral ", x.ch(["ID ", "ref ", "# "]), ("IDNUM", ids.idnum(x, x.ch(["ref", "ubrn"]) if x.c == "UK" else "ref")))
    x.add("\n\n")
    th = M.thresholds(x, prof)
    x.add("HISTORY\n", N.complaint(x, th, visit))
    x.add(N.noise_hx(x, pt, visit, prof == "noise" or x.p(0.3)))
    if x.p(0.6):
        x.add(N.social(x, pt, visit))
    x.add(x.ty(x.ch(["Tinnitus: ", "T: "]) + x.ch(["bilateral, intermittent, non-bothersome", "nil",
                                                      "constant high-pitched, L > R", "occasional ringing after noise"])),
          ". ", x.ch(["Vertigo: nil. ", "Dizziness: occasional light-headedness on standing (not rotatory). ",
                      "No vertigo. "]), N.fam_hx(x, pt), N.ototox(x), "\n")
    if x.p(0.5):
        x.add("PMH: ", ", ".join(M.pmh(x, age=pt.age)), ". Meds:\n", M.meds(x))
    x.add("\nOTOSCOPY\n", N.otoscopy(x), "\n")
    if prof in ("conductive", "mixed") or x.p(0.2):
        sd = "R" if th.get("side_r") else "L"
        x.add("Tuning forks (512 Hz): Rinne ", "negative " + sd if prof in ("conductive", "mixed") else "positive bilaterally",
              "; Weber ", "lateralises to " + sd if prof in ("conductive", "mixed") else "central", ".\n")
    x.add("\nEQUIPMENT / METHOD\n", N.equip(x), "\n\n")
    x.add("PURE-TONE AUDIOMETRY\n", M.table(x, th))
    if prof == "conductive" and x.p(0.5):
        x.add("BC dip at 2 kHz on the affected side (Carhart notch) - ?otosclerosis.\n")
    x.add(x.ch(["Masking applied where required (BSA). ", "Masked BC at 1k-4k. ",
                "Cross-hearing considered; inserts used. ", ""]), x.ch(["Reliability good.", "Reliability fair - variable responses at 8k.",
                                                                         "Responses consistent; Stenger negative."]), "\n\n")
    if x.p(0.7):
        x.add("SPEECH AUDIOMETRY\n", M.speech(x, th), "\n")
        if x.p(0.4):
            x.add("QuickSIN SNR loss: %d dB (%s)\n" % (x.r.randint(1, 14), x.ch(["normal/near normal", "mild", "moderate"])))
        x.add("\n")
    if x.p(0.6):
        t, _ = M.tymp(x)
        x.add(t, "\n")
    x.add("INTERPRETATION\n", x.ty(M.describe(th)), ". 4FA R ", str(M.pta(th, "R")), " / L ",
          str(M.pta(th, "L")), " dB HL (", M.grade(max(M.pta(th, "R"), M.pta(th, "L"))), ").\n\n")
    x.add("RECOMMENDATIONS\n")
    for i, r in enumerate(N.recs(x, th)):
        x.add("%d. %s\n" % (i + 1, x.ty(r)))
    if x.p(0.6):
        x.add("%d. Review " % (len(N.recs(x, th)) + 1))
        if x.p(0.5):
            x.add("on ", ("DATE", x.d(x.shift(visit, x.r.randint(20, 120)))))
        else:
            x.add(x.ch(["in 12 months", "after ENT outcome", "in 6/52"]))
        x.add("\n")
    x.add("\nTested by:\n")
    B.sig(x, aud, lic_p=0.7, contact=x.ch([None, "ext", "email"]))
    if x.p(0.3):
        sup = orgs.clin(x, "aud")
        x.add("Supervised/verified by ", ("DOCTOR", sup.p.plain()), ", ", sup.role, "\n")
    if x.p(0.7):
        x.add("\n")
        B.gp_block(x, gp, {"name": gname, "place": x.place(), "street": x.street(0)})
    if x.p(0.3):
        x.add("Printed ", ("DATE", x.d(visit, "iso")), " by ", ("USERNAME", x.username(aud.p)), "\n")


def tymp_oae_worksheet(x):
    visit = x.rdate()
    kind = x.ch(["paed", "paed", "adult", "ototox"])
    s = orgs.site(x, "kids" if kind == "paed" else "hosp", "paed" if kind == "paed" else "aud")
    if kind == "paed":
        pt = B.mkpt(x, visit, 1, 11)
    else:
        pt = B.mkpt(x, visit, 18, 80)
    P = pt.person
    tester = orgs.clin(x, x.ch(["aud", "assist"]))
    x.add(x.ch(["TYMPANOMETRY / OAE WORKSHEET", "Middle Ear Analysis & OAE Record",
                "IMMITTANCE AND OTOACOUSTIC EMISSIONS - WORKSHEET"]), "   ",
          ("HOSPITAL", s["name"]), " - ", s["dept"], "\n")
    if kind == "ototox":
        ward = orgs.ward(x, "paed" if pt.age < 16 else "adult")
        x.add("OTOTOXICITY MONITORING (", x.ch(["baseline", "mid-cycle", "post-cycle 3"]), ")  Location: ",
              ("HOSPITAL", ward), ", bed ", ("LOCATION_OTHER", str(x.r.randint(1, 28))), "\n")
        x.add("Agent: ", x.ch(["cisplatin 100 mg/m2", "carboplatin", "gentamicin IV", "amikacin (CF exacerbation)"]),
              "; oncologist ", B.clin_name(x, orgs.clin(x, "paed" if pt.age < 18 else "gp"), True), "\n")
    else:
        x.add(x.ch(["Clinic: ", "Room: ", "Location: "]), ("LOCATION_OTHER", x.ch(["Room 6", "Rm 14", "Booth 2", "OPD 3", "Room 2B"]).split()[-1]), "\n")
    x.add("Name: ", ("PATIENT", P.LF()), "   DOB: ", ("DATE", x.d(pt.dob)), "   Age: ", B.age_piece(x, pt), "\n")
    x.add(B.pt_ids(x, pt, "   "), "   Date: ", ("DATE", x.d(visit)), "\n")
    if kind == "paed" and x.p(0.7):
        rel, fam = B.family_member(x, pt, rel=x.ch(["mother", "father", "grandmother", "foster carer"]),
                                   same_last=x.p(0.6))
        x.add("Attended with: ", rel, " (", ("FAMILY", fam.plain()), ")   Contact: ", ("PHONE", x.phone(mobile=True)), "\n")
    x.add("Tester: ", ("DOCTOR", tester.p.plain()), " (", tester.role, ")")
    if x.p(0.5):
        x.add("   Order #: ", ("IDNUM", ids.idnum(x, "order")))
    x.add("\n\nEquipment: ", x.ch(PC.TYMP_EQ), " / ", x.ch(PC.OAE_EQ), "; daily check done, probe tips ",
          x.ch(["S/M", "7 mm/9 mm", "S"]) if pt.age < 8 else x.ch(["M/L", "11 mm/13 mm", "M"]), "\n")
    oto = N.otoscopy(x)
    x.add("Otoscopy: ", oto, "\n\n")
    t, types = M.tymp(x, ("B", "B") if "grommets" in oto else ("B", "A") if "perforation" in oto else None)
    x.add(t, x.ch(["(Jerger classification)\n", "", "Classification per BSA RP (2013)\n"]))
    if kind == "paed" and x.p(0.3):
        x.add("1000 Hz probe not used (age > 6 months).\n")
    x.add(x.ch(["Gradient: R %d daPa, L %d daPa\n" % (x.r.randint(60, 140), x.r.randint(60, 140)), ""]))
    x.add("\n", M.reflexes(x, absent="B" in types), "\n")
    if x.p(0.6):
        x.add(M.teoae(x, "R"), M.teoae(x, "L"))
    else:
        x.add(M.dpoae(x, "R", x.p(0.7)), M.dpoae(x, "L", x.p(0.7)))
    x.add("\nComments: ")
    CM = {"A": "normal middle ear function", "B": "flat trace - check ECV (OME vs perforation/patent grommet)",
          "C": "negative middle ear pressure, advise autoinflation (Otovent)", "As": "reduced compliance - ?ossicular fixation",
          "Ad": "hypercompliant TM - ?ossicular discontinuity / flaccid TM"}
    if types[0] == types[1]:
        com = "Bilateral type %s: %s. " % (types[0], CM[types[0]])
    else:
        com = "R: %s. L: %s. " % (CM[types[0]], CM[types[1]])
    if kind == "paed":
        com += x.ch(["Cooperative; quiet throughout. ", "Child unsettled - partial results only; Ling 6 sounds detected at 1 m. ",
                     "Sat on parent's lap; good cooperation. "])
    x.add(x.ty(com))
    if kind == "ototox":
        x.add("Compare with baseline of ", ("DATE", x.d(x.shift(visit, -x.r.randint(14, 90)))),
              ": ", x.ch(["no significant shift (ASHA criteria)", "DPOAE reduction >6 dB at 4-6 kHz L - inform team",
                          "shift of 20 dB at 8 kHz R, ASHA significant change"]), ". ")
    if kind == "ototox":
        out = x.ch(["Continue monitoring before each cycle.", "Results to oncology team today; consider dose review.",
                    "Repeat DPOAE in 3 weeks (next cycle)."])
    elif kind == "paed":
        out = x.ch(["Review 3/12 with repeat tymps (watchful waiting, NICE CG60).", "Discharge - no further action.",
                    "Refer ENT (persistent bilateral OME, >3 months).", "Proceed to VRA / play audiometry."])
    else:
        out = x.ch(["Discharge - no further action.", "Proceed to full audiological assessment.",
                    "Refer ENT - flat tympanogram with normal ECV.", "Review after course of nasal steroid."])
    x.add("\nOutcome: ", out, "\n")
    if kind == "paed" and x.p(0.5):
        x.add("Copy to: ", B.clin_name(x, orgs.clin(x, "paed"), True), ", ", ("HOSPITAL", orgs.hospital(x, "kids")),
              "; school nurse ", ("DOCTOR", x.person().plain()), " at ", ("ORGANIZATION", orgs.school(x)), "\n")
    x.add("Initials: ", ("DOCTOR", tester.p.init().replace(".", "")), "   Time: ", B.ttime(x), "\n")
