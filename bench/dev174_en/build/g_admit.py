"""Genres: admission nursing assessment; MDS-style quarterly review."""
import clinical as CL
import people as PE
import pools as PL
from core import (Note, P, DR, FA, US, AG, DT, STR, CI, SA, ZP, CO, HO, OR, LO, MR, SSN_, HP, AC,
                  LI, DV, IDN, PH, FX, EM, UR, IP, PR, fd, add_days, hhmm, chance, digits, words)


def _dx_list(rng, n):
    return rng.sample(CL.DX, n)


def _meds(rng, n):
    return rng.sample(CL.MEDS, n)


def admission(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    nurse = rng.choice(st["nurse"] + st["unitmgr"])
    hosp = rng.choice(fac["hosp"])
    fam = r["fam"][0]
    dc = add_days(d, -rng.randint(0, 1))
    hadm = add_days(dc, -rng.randint(3, 12))
    t = hhmm(rng, 10, 20)
    dxs = _dx_list(rng, rng.randint(4, 7))
    he = "She" if r["sex"] == "F" else "He"
    his = "her" if r["sex"] == "F" else "his"
    variant = rng.choice([0, 0, 1, 2])
    if variant in (0, 2):
        note.add(PE.fac_header(rng, fac, d, ds))
        note.line(rng.choice(["ADMISSION NURSING ASSESSMENT", "Admission/Readmission Nursing Evaluation",
                              "NURSING ADMISSION DATA COLLECTION - V 4"]))
        note.line("=" * rng.randint(30, 48))
        note.add(PE.banner(rng, r, fac, d, ds))
        note.line("Date/time of admission: ", DT(fd(d, ds)), " ", t,
                  "    Type: ", rng.choice(["Initial admission", "Readmission", "Respite admit"]))
        note.line("Admitted from: ", HO(hosp), " (acute stay ", DT(fd(hadm, ds)), " - ", DT(fd(dc, ds)), ")")
        note.line("Arrival via: ", rng.choice(["stretcher", "w/c van", "private car"]), " - ",
                  OR(fac["amb"]) if chance(rng, 0.75) else "family", ";  accompanied by ",
                  fam["rel"], " ", PE.famn(rng, fam, "full"))
        if r.get("nick") and chance(rng, 0.8):
            note.line("Preferred name: \"", P(r["nick"]), "\"")
        note.line("Age: ", AG(r["age"]), "   Sex: ", r["sex"], "   Marital status: ",
                  rng.choice(["widowed", "married", "divorced", "single", "widowed"]))
        lang = "English"
        if r["country"]:
            lang = PL.LANGS[r["country"]]
            note.line("Place of birth: ", CO(r["country"]), "   Primary language: ", lang,
                      rng.choice(["  (interpreter line used)", "  - speaks some English", ""]))
        else:
            note.line("Primary language: English   Interpreter needed: N")
        note.line("Former occupation: ", rng.choice(["retired ", ""]), PR(r["prof"]),
                  (" - " + OR(r["employer"]) + " x " + str(rng.randint(12, 41)) + " yrs") if chance(rng, 0.5) else "")
        if r["church"]:
            note.line("Religious pref: ", rng.choice(["Catholic", "Baptist", "Lutheran", "Methodist", "none stated"]),
                      "; member ", OR(r["church"]))
        note.line("Prior living situation: ", rng.choice(["lived alone", "lived w/ spouse", "lived with son",
                                                          "ALF resident", "lived with daughter"]),
                  " at ", PE.addr_line(rng, r["street"], r["city"], r["st"], r["zip"]))
        note.line("")
        note.line("CONTACTS")
        for f in r["fam"]:
            note.line("  ", PE.famn(rng, f, rng.choice(["full", "lf"])), " (", f["rel"], ")",
                      "  POA-HC" if f["poa"] else "", "  cell ", PH(f["phone"]),
                      ("  " + EM(f["email"])) if chance(rng, 0.5) else "")
        note.line("Attending: ", PE.sn(rng, r["md"], "dr"), "   NP: ", PE.sn(rng, r["np"], "fullc"))
        note.line("")
        note.line("PAYER / IDENTIFIERS")
        note.line("  Medicare A  MBI ", HP(r["mbi"]), rng.choice(["", "   (verified in portal)"]))
        if chance(rng, 0.6):
            note.line("  Medicaid ", rng.choice(["#", "ID", "pending - app #"]), " ", HP(r["mcd"]))
        if chance(rng, 0.6):
            note.line("  Supplement policy ", HP(r["supp"]), "  group ", HP(r["group"]))
        if chance(rng, 0.55):
            note.line("  SSN (face sheet): ", SSN_(r["ssn"]))
        note.line("  Facility acct #: ", AC(r["acct"]))
        note.line("")
        note.line("ADMITTING DX")
        for code, dx, _ in dxs:
            note.line("  - ", code, " ", dx)
        note.line("PMH: ", ", ".join(x[2] for x in rng.sample(CL.DX, 4)),
                  "; ", rng.choice(["CVA", "cholecystectomy", "TAH", "CABG", "appendectomy", "R TKA"]),
                  " ", DT(str(rng.randint(1975, d.year - 1))))
        note.line("Allergies: ", CL.allergies(rng, rng.randint(1, 3)))
        note.line("")
        note.line("ASSESSMENT")
        note.line("  VS: ", CL.vitals(rng, rng.choice([0, 1])), "   Ht ", str(rng.randint(58, 74)), " in  Wt ",
                  str(CL.weight(rng)), " lb")
        note.line("  Neuro: A&O x", str(rng.randint(1, 4)), ", BIMS ", str(CL.bims(rng)), "/15, ",
                  rng.choice(["PERRLA", "speech clear", "expressive aphasia", "hard of hearing R>L"]))
        note.line("  Cardiopulm: ", rng.choice(["lungs diminished bases", "CTA bilat", "crackles RLL",
                                                 "exp wheeze scattered"]), ", ",
                  rng.choice(["+1 pitting edema BLE", "no edema", "trace pedal edema", "irreg irreg rhythm"]))
        note.line("  GI/GU: last BM ", DT(fd(add_days(d, -rng.randint(0, 3)), "md")), ", ",
                  rng.choice(["continent of B&B", "incontinent of urine, uses briefs", "16 Fr Foley draining clear yellow",
                              "occasionally incontinent, toileting program"]))
        note.line("  Skin: Braden ", str(CL.braden(rng)), "; ", rng.choice(CL.WOUND_SITES), " ",
                  rng.choice(CL.WOUND_TYPES), " ", "%.1f x %.1f cm" % (rng.uniform(0.3, 6), rng.uniform(0.3, 5)),
                  "; bruising BUE; ", rng.choice(["incision CDI w/ staples", "no other open areas", "heels boggy"]))
        note.line("  Falls: Morse ", str(CL.morse(rng)), "; ", rng.choice(["2 falls in last 6 mo", "no hx falls",
                                                                          "fall at home prior to hosp admit"]))
        note.line("  Pain: ", str(rng.randint(0, 8)), "/10 ", rng.choice(["R hip", "low back", "generalized",
                                                                        "incision"]), ", ", rng.choice(CL.MEDS)[0], " PRN")
        note.line("  Mobility: ", rng.choice(CL.MOBILITY))
        if chance(rng, 0.55):
            dev = rng.choice(CL.DEVICES)
            note.line("  Devices: ", dev[0], " - ", dev[1], " ", DV(r["sn"]))
        note.line("  Belongings: ", rng.choice(["upper/lower dentures", "upper partial", "glasses (reading)",
                                               "hearing aids bilat"]), ", ", rng.choice(["wedding band (yellow metal)",
                                               "cell phone + charger", "electric razor", "rosary", "3 outfits"]),
                  " - inventory signed by ", fam["rel"])
        note.line("  Advance directives: ", rng.choice(CL.CODES), "; POLST dated ",
                  DT(fd(add_days(d, -rng.randint(10, 900)), ds)), rng.choice([" in chart", " - copy requested from hosp"]))
        note.line("  Immunizations: influenza ", DT(fd(add_days(d, -rng.randint(20, 300)), ds)),
                  "; PPSV23 ", DT(str(rng.randint(2010, d.year - 1))), "; COVID bivalent ",
                  DT(fd(add_days(d, -rng.randint(60, 500)), "my3")), "; TB screen ", rng.choice(["IGRA neg", "2-step PPD 1st step placed"]))
        note.line("")
        note.line("Meds reconciled against hospital D/C summary; sent to ", HO(fac["pharmacy"]), " (Ph ",
                  PH(fac["pharm_phone"]), ", Fax ", FX(fac["pharm_fax"]), ").")
        note.line("Admit orders verified w/ ", PE.sn(rng, r["md"], "dr"), " via phone at ", hhmm(rng, 14, 22, True), ".")
        if chance(rng, 0.6):
            note.line("Family given portal info: ", UR(fac["url"]), "; resident wifi login issued to ", fam["rel"], ".")
        note.add(PE.esign(rng, nurse, d, ds))
        if variant == 2:
            note.add(PE.print_footer(rng, fac, nurse, d, ds))
    else:
        # narrative admission note
        note.line(rng.choice(["Nursing Admission Note", "ADMIT NOTE - NURSING", "Admission Note (Nursing)"]),
                  "  ", DT(fd(d, ds)), " ", t)
        note.line("Unit: ", HO(r["unit"]), "  Rm ", LO(r["room"]))
        note.add(pn_intro(rng, r), " ", PE.age_txt(rng, r["age"]), " ",
                 "female" if r["sex"] == "F" else "male", " ",
                 "admitted to ", HO(fac["name"]), " from ", HO(hosp), " via ", OR(fac["amb"]),
                 " stretcher for rehab, primary dx ", dxs[0][2], " (hosp admit ",
                 DT(fd(hadm, ds)), "). ")
        note.add(he, " is ", rng.choice(["alert and oriented to self and place", "A&Ox3, pleasant",
                                         "confused, redirectable", "lethargic but arousable"]), ". ")
        note.add("PMH ", ", ".join(x[2] for x in dxs[1:]), ". ")
        note.add(rng.choice(["Accompanied by ", "Arrived with "]), his, " ", r["fam"][0]["rel"], " ",
                 PE.famn(rng, fam, "full"), " (", PH(fam["phone"]), ") who is ",
                 rng.choice(["HCPOA", "primary contact", "POA and lives locally"]), ". ")
        if r["country"]:
            note.add(he, " was born in ", CO(r["country"]), " and ", rng.choice(["came to the US as a young adult",
                                                                              "emigrated as a child"]), ". ")
        note.add("Worked as a ", PR(r["prof"]), rng.choice([" until retirement. ", " for many years. "]))
        note.add("Lived ", rng.choice(["alone", "with spouse", "with family"]), " in ", CI(r["city"]), ", ",
                 SA(r["state"]), " prior to hospitalization.\n")
        note.line(CL.vitals(rng, 2))
        note.line("Skin: ", rng.choice(CL.WOUND_SITES), " ", rng.choice(CL.WOUND_TYPES), ", measured and photographed, ",
                  "wound team referral placed. Braden ", str(CL.braden(rng)), ".")
        note.line("Fall risk: Morse ", str(CL.morse(rng)), "; low bed, mats, call light in reach.")
        note.line("Diet: ", rng.choice(CL.DIETS), ", ", rng.choice(CL.LIQUIDS), ".  Allergies: ",
                  CL.allergies(rng, 1), ".  Code status: ", rng.choice(CL.CODES), ".")
        note.line("MBI ", HP(r["mbi"]), " verified; ", rng.choice(["Medicare A day 1 of 100", "MA plan auth # " +
                  "on file", "private pay"]), ".")
        if chance(rng, 0.5):
            dev = rng.choice(CL.DEVICES)
            note.line("Has ", dev[0], ", ", dev[1], " ", DV(r["sn"]), " - noted in care plan.")
        note.line("Orders reviewed with ", PE.sn(rng, r["np"], "fullc"), "; meds faxed to ", HO(fac["pharmacy"]),
                  " at ", FX(fac["pharm_fax"]), ".")
        note.line("Care plan initiated. ", fam["rel"].capitalize(), " oriented to call light, visiting hrs, ",
                  "and ", rng.choice(["dining room", "therapy gym", "activities calendar"]), ".")
        note.add(PE.esign(rng, nurse, d, ds))
    return "admission_nursing_assessment"


def pn_intro(rng, r):
    return rng.choice(["Resident ", "Pt ", "", "Res "]) + PE.pn(rng, r, rng.choice(["full", "fml", "title"])) + " is a"


def mds(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    co = st["mds"][0]
    ard = add_days(d, -rng.randint(0, 6))
    variant = rng.choice([0, 0, 1])
    gg = ["01", "02", "03", "04", "05", "06", "07", "09", "88"]
    if variant == 0:
        note.line(rng.choice(["MDS 3.0 - QUARTERLY REVIEW WORKSHEET", "MDS Quarterly (OBRA) - item set NQ",
                              "Quarterly MDS Review / Coordinator Worksheet"]))
        note.line("A0100A Facility NPI: ", LI(fac["npi"]), "    A0100B CMS Cert #: ", IDN(fac["ccn"]))
        note.line("A0310A Type of assessment: 02 Quarterly review    A0310F: 99")
        note.line("A2300 Assessment reference date: ", DT(fd(ard, ds)))
        note.line("A0500 Legal name:  First ", P(r["first"]), "  MI ", P(r["mi"]), "  Last ", P(r["last"]))
        note.line("A0600A SSN: ", SSN_(r["ssn"]), "    A0600B Medicare #: ", HP(r["mbi"]))
        note.line("A0700 Medicaid #: ", HP(r["mcd"]) if chance(rng, 0.7) else "+ (pending)")
        note.line("A0800 Gender: ", "2" if r["sex"] == "F" else "1", "    A0900 Birth date: ", DT(fd(r["dob"], "mdy")))
        note.line("A1300A Medical record #: ", MR(r["mrn"]), "    A1300B Room #: ", LO(r["room"]))
        if r.get("nick"):
            note.line("A1300C Name resident prefers: ", P(r["nick"]))
        note.line("A1300D Lifetime occupation(s): ", PR(r["prof"]),
                  ("/" + PR(rng.choice(PL.PROFESSIONS))) if chance(rng, 0.3) else "")
        note.line("A1600 Entry date: ", DT(fd(r["admit"], ds)))
        note.line("")
        note.line("B0200 Hearing: ", str(rng.randint(0, 2)), "   B1000 Vision: ", str(rng.randint(0, 2)),
                  "   B0700 Makes self understood: ", str(rng.randint(0, 2)))
        b = CL.bims(rng)
        note.line("C0200 Repetition: 3  C0300 Temporal: ", str(rng.randint(0, 4)), "  C0400 Recall: ",
                  str(rng.randint(0, 6)), "  C0500 BIMS summary: ", "%02d" % b)
        p = CL.phq(rng)
        note.line("D0160 PHQ total severity: ", "%02d" % p, "   D0500 (staff) not done")
        note.line("E0200 Behaviors: A ", str(rng.randint(0, 1)), " B 0 C ", str(rng.randint(0, 2)),
                  "   E0900 Wandering: ", str(rng.randint(0, 2)))
        note.line("GG0130A Eating ", rng.choice(gg), "  B Oral hygiene ", rng.choice(gg), "  C Toileting hyg ",
                  rng.choice(gg))
        note.line("GG0170B Sit to lying ", rng.choice(gg), "  D Sit to stand ", rng.choice(gg), "  I Walk 10 ft ",
                  rng.choice(gg), "  R Wheel 50 ft ", rng.choice(gg))
        note.line("H0300 Urinary continence: ", str(rng.randint(0, 3)), "   H0400 Bowel: ", str(rng.randint(0, 3)))
        note.line("I-section active dx: ", "; ".join(x[0] + " " + x[2] for x in rng.sample(CL.DX, 5)))
        note.line("J0300 Pain presence: ", str(rng.randint(0, 1)), "  J0600A intensity ", "%02d" % rng.randint(0, 8),
                  "   J1800 Falls since prior asmt: ", str(rng.randint(0, 1)))
        w = CL.weight(rng)
        note.line("K0200A Ht ", str(rng.randint(58, 74)), " in  K0200B Wt ", str(int(w)), " lb   K0300 Wt loss: ",
                  str(rng.choice([0, 0, 2])))
        note.line("M0300 Unhealed PIs: B1 stage 2 x", str(rng.randint(0, 2)), "  C1 stage 3 x", str(rng.randint(0, 1)),
                  "  D1 stage 4 x", str(rng.randint(0, 1)))
        note.line("N0415 High-risk drug classes: ", ", ".join(rng.sample(["A antipsychotic", "C antidepressant",
                  "E anticoagulant", "F antibiotic", "H opioid", "I antiplatelet", "J hypoglycemic", "D hypnotic"], 3)))
        note.line("O0110 Special tx: ", rng.choice(["C1 oxygen", "none", "H1 IV meds", "J1 dialysis", "G1 BiPAP/CPAP"]))
        note.line("Q0400A Active discharge planning: ", str(rng.randint(0, 1)),
                  "   Q0490 Pref to avoid asking: ", str(rng.randint(0, 1)))
        note.line("")
        note.line("Z0400 Signatures of persons completing:")
        for who, secs in [(st["mds"][0], "A, GG, I, J, M, N, O"), (st["sw"][0], "B, C, D, E, Q"),
                          (st["rd"][0], "K"), (rng.choice(st["nurse"]), "H")]:
            note.line("   ", PE.sn(rng, who, "fullc"), "  sections ", secs, "  ",
                      DT(fd(add_days(ard, rng.randint(0, 5)), ds)))
        note.line("Z0500 RN assessment coordinator: ", PE.sn(rng, co, "full"), "   date signed ",
                  DT(fd(add_days(ard, rng.randint(5, 13)), ds)))
        note.line("Batch # ", IDN("B" + digits(rng, 7)), "  submitted by ", US(co["user"]))
    else:
        note.line("MDS Coordinator Note - Quarterly Review")
        note.line("Resident: ", PE.pn(rng, r, "lf"), "   Rm ", LO(r["room"]), "   MR# ", MR(r["mrn"]))
        note.line("ARD ", DT(fd(ard, ds)), ";  look-back ", DT(fd(add_days(ard, -6), "md")), "-", DT(fd(ard, "md")))
        note.line("")
        he = "she" if r["sex"] == "F" else "he"
        note.add(PE.pn(rng, r, rng.choice(["title", "first", "full"])), " is a ", PE.age_txt(rng, r["age"]),
                 " LTC resident since ", DT(fd(r["admit"], rng.choice(["my", "mdy", "long"]))), ". ")
        note.add("BIMS this quarter ", str(CL.bims(rng)), " (prior ", str(CL.bims(rng)), "). PHQ-9 ",
                 str(CL.phq(rng)), "; ", he, " ", rng.choice(["denies feeling down", "reports poor sleep", "endorses low energy"]),
                 ". ")
        if chance(rng, 0.5):
            note.add("No falls since last review")
        else:
            note.add("1 fall w/o injury on ", DT(fd(add_days(ard, -rng.randint(5, 80)), ds)))
        note.add(". Wt ", str(CL.weight(rng)), " lb, ", rng.choice(["stable", "down 4.2% x 30d - RD aware",
                                                                     "up 3 lb - edema?"]), ". ")
        note.add("ADL self-performance ", rng.choice(["unchanged", "declined in bed mobility", "improved w/ restorative"]),
                 ". Section GG coded per 3-day obs w/ CNA staff (", PE.sn(rng, rng.choice(st["cna"]), "full"), ", ",
                 PE.sn(rng, rng.choice(st["cna"]), "full"), ").\n")
        note.line("Dx reviewed: ", ", ".join(x[2] for x in rng.sample(CL.DX, 5)), ".")
        note.line("Meds: ", ", ".join(m[0] for m in _meds(rng, 6)), " - GDR of ", rng.choice(["quetiapine", "mirtazapine",
                  "trazodone", "lorazepam"]), " discussed w/ consultant pharmacist ", PE.sn(rng, st["pharm"][0], "fullc"), ".")
        note.line("Care plan updated; next MDS due ", DT(fd(add_days(ard, 92), ds)), " (", rng.choice(["quarterly", "annual"]), ").")
        f = r["fam"][0]
        if chance(rng, 0.3):
            note.line(f["rel"].capitalize(), " ", PE.famn(rng, f, "full"), " invited to care conference by email (",
                      EM(f["email"]), ").")
        else:
            note.line(f["rel"].capitalize(), " ", PE.famn(rng, f, "full"), " invited to care conference, ",
                      rng.choice(["left VM at ", "spoke w/ at ", "msg left "]), PH(f["phone"]), ".")
        note.add(PE.esign(rng, co, d, ds))
    return "mds_quarterly_review"
