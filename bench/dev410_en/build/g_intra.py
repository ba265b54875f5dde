"""Intrapartum genres: labour epidural record, caesarean anaesthetic chart, neuraxial consent record."""
import core as K
import blocks as B
import pools as P

pick, chance = K.pick, K.chance


def _room(D, C):
    D(pick(C.rng, ["Delivery Suite room ", "Birth room ", "Labour Ward, Rm ", "L&D room ", "Delivery Suite, Room "]),
      ("LOCATION_OTHER", C.room))


def labour_epidural(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    D(("HOSPITAL", C.hosp), pick(rng, [" - ", "\n"]),
      pick(rng, ["LABOUR EPIDURAL RECORD", "Labour Analgesia Record", "EPIDURAL INSERTION & MONITORING CHART",
                 "Neuraxial Labour Analgesia - Procedure Record"]).replace("LABOUR", T["lab"].upper()).replace("Labour", T["lab"].capitalize()),
      "\n")
    B.banner(D, C)
    D("Location: ")
    if c in ("US", "CA"):
        D(T["ds"], ", room ", ("LOCATION_OTHER", C.room))
    else:
        _room(D, C)
    D("    Date: ", C.date(C.d0, pick(rng, ["num", "num", "mon", "wk"])), "\n")
    t_req = C.tick(0, 1)
    D("Requested by: ", ("DOCTOR", C.mw.form(rng, pick(rng, ["full", "first", "init_last"]))), " (" + C.mw.role + ") at " + t_req)
    D("    Seen by: Dr ", ("DOCTOR", C.reg.last), " (" + C.reg.role + ")\n")
    D("\nINDICATION: ")
    D(pick(rng, ["maternal request", "maternal request; contractions 3:10, coping poorly with Entonox",
                 "IOL with Syntocinon, recommended early epidural", "pre-eclampsia - BP control + early epidural advised",
                 "twin pregnancy - early epidural per plan", "VBAC (Robson group 5), maternal request",
                 "BMI %d - early epidural recommended at antenatal clinic" % C.bmi, "remifentanil PCA inadequate"]), "\n")
    D("Obstetric: ", C.gp_str(), ", ", C.gest(), ", ", pick(rng, ["SROM ", "ARM ", "intact membranes, "]),
      pick(rng, ["cx 4 cm", "cx 5-6 cm", "cx 3 cm, IOL day 2", "cx 7 cm", "fully effaced, 4 cm"]), "\n")
    D("Hx: ", B.pmh(rng, C.para), ". Allergies: ", B.allergy(rng), ". BMI ", str(C.bmi), ".\n")
    D("Bloods: ", B.labs(rng), pick(rng, [" (", " - sample "]), ("IDNUM", K.idnum(rng)), pick(rng, [")", ""]), "\n")
    if chance(rng, 0.35):
        D("Platelet count reviewed against ", pick(rng, ["OAA", "local", "ASRA"]), " threshold (> 75) - ok to proceed.\n")
    D("\nCONSENT: ")
    D.typo(B.risk_list(rng), 0.15)
    if C.lang and chance(rng, 0.7):
        D(" Via " + C.lang + " telephone interpreter ", pick(rng, ["(ID ", "- interpreter no. "]), ("IDNUM", K.idnum(rng, "other")),
          pick(rng, [")", ""]), ".")
    D(" ", pick(rng, ["Partner ", "Her " + C.rel + " ", "Birth partner "]), ("FAMILY", C.partner.first), " present.\n")
    D("\nPROCEDURE (", ("DATE", K.fdate(rng, c, C.d0, "short")), " " + C.tick(15, 50) + "): ")
    D.typo(B.epidural_technique(rng, C), 0.12)
    D("\n")
    D("Test dose: ", pick(rng, ["3 ml 2% lidocaine", "10 ml low-dose mix as test/load", "nil separate (low-dose mix)"]), "\n")
    D("Loading: ", pick(rng, ["20 ml 0.1% bupivacaine + fentanyl 2 mcg/ml in 2 aliquots",
                              "10 ml 0.1% levobupivacaine + fentanyl 2 mcg/ml",
                              "15 ml 0.08% ropivacaine + fentanyl 2 mcg/ml",
                              "CSE: intrathecal bupivacaine 2.5 mg + fentanyl 15 mcg via 27G Whitacre"]), "\n")
    lab = pick(rng, [" pump SN ", " pump, serial ", " (asset no. "])
    D("Maintenance: ", pick(rng, ["CADD-Solis", "Sapphire", "Smiths Medical CADD"]), lab, ("DEVICE", K.device_id(rng)),
      ")" if "(" in lab else "", "; PIEB 10 ml/h equivalent, PCEA 5 ml, lockout 20 min.\n")
    D("\n")
    B.block_table(D, C, rng.randint(3, 6))
    if chance(rng, 0.6):
        D("\nTop-ups / PCEA:\n")
        for _ in range(rng.randint(1, 3)):
            D(C.tick(40, 120), "  ", pick(rng, ["clinician bolus 10 ml 0.1% bupivacaine + fentanyl 2 mcg/ml",
                                                  "PCEA demands 6/4 successful", "5 ml 0.25% levobupivacaine for breakthrough R side",
                                                  "pump paused - Bromage 2, BP 90/50; restarted after 30 min"]),
              " (", ("DOCTOR", pick(rng, [C.mw.form(rng, "initials"), C.mw.form(rng, "first")])), ")\n")
    if chance(rng, 0.5):
        D.typo(pick(rng, ["pt comfortable, ctg reassuring, mw aware to call if breakthrough pain",
                          "BP q5min x 20 min after each bolus as per NICE CG190; ensure left lateral tilt",
                          "bladder care - in/out catheter 4-hrly; mobilising not advised (Bromage 1)",
                          "discussed with coordinator - will need re-site if still unilateral in 30 min"]) + "\n", 0.25)
    if chance(rng, 0.45):
        D("Catheter removed by ", ("DOCTOR", C.mw2.full()), " on ", C.date(K.shift(C.d0, rng.randint(0, 1)), pick(rng, ["short", "num"])),
          ", tip intact, site clean.\n")
    adp = chance(rng, 0.25)
    if not adp and chance(rng, 0.4):
        D("\nComplications: ", pick(rng, ["nil", "none immediate", "nil. Good bilateral block"]), ".\n")
    elif adp:
        D("\nComplications: accidental dural puncture with the ", pick(rng, ["16G", "18G"]), " Tuohy at first attempt; catheter re-sited ",
          pick(rng, ["one space above", "one space below" if C.space != "L4/5" else "one space above"]), ". Patient informed; PDPH pathway started, on follow-up list for ",
          C.date(K.shift(C.d0, 1), "short"), ".\n")
    else:
        D("\nComment: ", pick(rng, ["good bilateral block", "unilateral block R>L, withdrawn 1 cm and topped up with 5 ml 0.25% bupivacaine - improved",
                     "BP dip to 88/50, treated with phenylephrine 100 mcg x2", "itch - no treatment needed"]), ".\n")
    if chance(rng, 0.4):
        D(B.neg_sentence(rng), "\n")
    if chance(rng, 0.2):
        D("CD cabinet accessed for fentanyl by ", ("DOCTOR", C.odp.form(rng, "init_last")),
          pick(rng, [" (biometric ID ", " - fingerprint ID "]), ("BIOID", K.bioid(rng)), pick(rng, [")", ""]), ".\n")
    D("\nPerformed by: ")
    B.signoff(D, C, C.reg, C.reg.role, date=None)
    if chance(rng, 0.5):
        D("Supervised by: Dr ", ("DOCTOR", C.cons.form(rng, pick(rng, ["full", "last"]))), " (", T["cons"], ")\n")
    if chance(rng, 0.5):
        D("Midwife informed of top-up instructions: ", ("DOCTOR", C.mw.first), "\n")
    if chance(rng, 0.35):
        B.audit_footer(D, C, C.reg)


def caesarean_chart(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    D(pick(rng, ["OBSTETRIC THEATRE ", "", "Maternity Theatre - "]), T["an"].upper(), " RECORD - ",
      T["cs"].upper(), "\n", ("HOSPITAL", C.hosp), "\n")
    B.banner(D, C)
    d = C.d0
    D("Date: ", C.date(d, pick(rng, ["num", "mon"])), "   " + T["th"] + " ", ("LOCATION_OTHER", C.theatre), "   Weight ",
      str(C.wt), " kg   Ht ", str(C.ht), " cm   BMI ", str(C.bmi), "\n")
    cat = rng.randint(1, 4)
    D("Category ", str(cat), pick(rng, [" CS", " LSCS", " " + T["cs"]]))
    if cat <= 2:
        ddi = rng.randint(12, 68)
        t_dec = C.tick(0, 1)
        t_kts = C.tick(ddi - 6, ddi - 4)
        D(" - decision ", t_dec, ", KTS ", t_kts, ", delivery DDI %d min" % ddi)
    D("\nIndication: ", pick(rng, ["failure to progress at 6 cm", "pathological CTG, FBS not possible", "breech, declined ECV",
                                   "placenta praevia (major)", "previous CS x2", "maternal request after counselling",
                                   "failed instrumental (Kiwi OmniCup) in theatre", "severe pre-eclampsia, unfavourable cervix",
                                   "DCDA twins, twin 1 breech", "suspected macrosomia, previous shoulder dystocia"]), "\n")
    D("\nTEAM\n")
    D("  " + T["anst"].capitalize() + ": Dr ", ("DOCTOR", C.reg.full()), " (", C.reg.role, ")\n")
    if chance(rng, 0.7):
        D("  ", "Attending" if c == "US" else ("Staff" if c == "CA" else "Consultant"), ": Dr ", ("DOCTOR", C.cons.full()), pick(rng, [" (present)", " (informed, available)", " (scrubbed in for KTS)"]), "\n")
    D("  ", C.odp.role, ": ", ("DOCTOR", C.odp.full()), "\n")
    D("  Obstetrician: Dr ", ("DOCTOR", C.obst.form(rng, pick(rng, ["full", "init_last"]))), "\n")
    scrub = C.namer.person(female=chance(rng, 0.8))
    D("  Scrub: ", ("DOCTOR", scrub.full()), "    ", "RN" if c in ("US", "CA") else "Midwife", ": ", ("DOCTOR", C.mw.full()), "\n")
    D("\nPRE-OP: fasted ", str(rng.randint(2, 12)), " h solids, clear fluids until ", K.ftime(rng), "; ", pick(rng, ["omeprazole 40 mg + metoclopramide 10 mg", "ranitidine 150 mg + sodium citrate"]),
      ". ", B.airway(rng), ". ASA ", str(rng.randint(1, 3)), ".\nBloods: ", B.labs(rng), "; G&S ", pick(rng, ["sample ", "ref "]),
      ("IDNUM", K.idnum(rng)), pick(rng, [" - 2 units crossmatched", " - valid", ", antibody screen neg"]), ".\n")
    tech = rng.randrange(4)
    D("\n", T["anx"].upper(), ": ")
    if tech == 0:
        D("Spinal, ", pick(rng, ["BD Whitacre 25G", "27G Whitacre", "Sprotte 24G", "25G pencil-point"]), " at ", C.space,
          ", sitting. 0.5% heavy bupivacaine ", pick(rng, ["2.4", "2.5", "2.6", "2.2"]), " ml + ",
          pick(rng, ["diamorphine 300 mcg", "fentanyl 15 mcg + morphine 100 mcg", "diamorphine 250 mcg + fentanyl 10 mcg"]), ".")
    elif tech == 1:
        D("Top-up of labour epidural: 20 ml 2% lidocaine + 1:200,000 adrenaline + 8.4% bicarbonate 2 ml (lido-epi-bicarb) in theatre. ",
          pick(rng, ["Block adequate.", "Block initially patchy at T8, further 5 ml given."]))
    elif tech == 2:
        D("CSE ", C.space, ": Tuohy 16G, 27G Whitacre needle-through-needle, 0.5% heavy bupivacaine 2.0 ml + fentanyl 15 mcg; epidural catheter 5 cm in space.")
    else:
        D("GA - RSI: propofol ", str(rng.randint(150, 250)), " mg, rocuronium ", str(rng.randint(60, 100)),
          " mg, ", pick(rng, ["McGrath MAC", "C-MAC", "Mackintosh 3"]), ", CL grade ", str(rng.randint(1, 2)),
          ", 7.0 ETT, ETCO2 confirmed. Reason: ", pick(rng, ["cat 1, no epidural in situ", "maternal refusal of neuraxial", "plt 48", "failed spinal"]), ".")
    D("\nBlock: ", pick(rng, ["T4 to cold, T6 to light touch bilaterally", "T5 cold / T6 touch", "T4 cold, T5 touch, S1 checked"]),
      " before KTS.\nPhenylephrine infusion 50 mcg/min titrated; ", pick(rng, ["nadir SBP 92", "no hypotension", "ephedrine 6 mg x1"]), ".\n")
    D("WHO checklist: sign in / time out / sign out completed. Fluids: Hartmann's ", str(rng.randint(5, 25) * 100),
      " ml. Warming: Bair Hugger + fluid warmer.\n")
    D("\nDRUGS GIVEN\n")
    for item in rng.sample(["cefazolin 2 g IV", "oxytocin 3 IU slow IV", "carbetocin 100 mcg IV", "ondansetron 4 mg IV",
                            "tranexamic acid 1 g IV", "paracetamol 1 g IV", "diclofenac 100 mg PR", "dexamethasone 6.6 mg IV",
                            "oxytocin infusion 10 IU/h x 4 h", "clindamycin 900 mg IV", "ergometrine 500 mcg IM"], rng.randint(3, 6)):
        D("  - ", item, "\n")
    D("\nDelivery: ", pick(rng, ["live female infant", "live male infant", "twin 1 male, twin 2 female"]), " at ", C.tick(3, 12),
      ", ", pick(rng, ["Apgars 9/10", "Apgars 7/9", "Apgar 6 and 9 - neonatal team present"]),
      ", ", str(rng.randint(1800, 4600)), " g.\n")
    ebl = rng.randint(400, 2600)
    D("EBL ", str(ebl), " ml (QBL)")
    if ebl > 1000 or chance(rng, 0.3):
        D("; cell salvage ", pick(rng, ["Cell Saver Elite", "Cell Saver 5+", "Xtra"]), pick(rng, [" s/n ", " serial no. ", " machine ID "]),
          ("DEVICE", K.device_id(rng)), ", ", str(rng.randint(150, 600)), " ml returned via leucocyte filter")
    D(". Urine ", str(rng.randint(50, 400)), " ml clear.\n")
    if chance(rng, 0.75):
        D("\nControlled drugs: ", pick(rng, ["diamorphine", "fentanyl", "morphine"]), " drawn up and witnessed by ",
          ("DOCTOR", C.odp.form(rng, pick(rng, ["full", "init_last"]))))
        if chance(rng, 0.8):
            D("; CD cabinet opened with ", pick(rng, ["fingerprint ID ", "biometric login ", "finger-vein ID "]), ("BIOID", K.bioid(rng)))
        D(".\n")
    if chance(rng, 0.5):
        D("Handed over to recovery nurse ", ("DOCTOR", C.namer.person(female=chance(rng, 0.8)).full()), " at ", C.tick(30, 70), ".\n")
    D("\nPOST-OP: ", pick(rng, ["Recovery then ", "Transfer to "]), ("HOSPITAL", C.ward), ". ",
      pick(rng, ["Regular paracetamol + ibuprofen, oxycodone PRN.", "Spinal diamorphine - hourly RR/sedation for 12 h, naloxone prescribed.",
                 "TAP blocks not needed (spinal morphine).", "Epidural catheter removed in Recovery, tip intact."]),
      " VTE: ", pick(rng, ["enoxaparin 40 mg from 4 h post spinal", "TEDs + tinzaparin at 22:00", "per RCOG risk score 3"]), ".\n")
    if chance(rng, 0.4):
        D(B.neg_sentence(rng), "\n")
    D("\n")
    B.signoff(D, C, C.reg, C.reg.role, date=C.d0)
    if chance(rng, 0.45):
        B.audit_footer(D, C, C.reg)


def consent_record(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    topic = rng.randrange(3)
    D(pick(rng, ["CONSENT DOCUMENTATION - NEURAXIAL ", "Record of consent discussion: ", "CONSENT RECORD / "]),
      [T["lab"].upper() + " EPIDURAL", "SPINAL FOR " + T["cs"].upper(), "EPIDURAL BLOOD PATCH"][topic], "\n")
    D(("HOSPITAL", C.hosp), pick(rng, [" | ", "\n"]), ("HOSPITAL", C.ward) if chance(rng, 0.5) else T["dept"], "\n")
    B.banner(D, C, rng.choice([0, 2, 3]))
    D("Date: ", C.date(C.d0), "  Time: ", C.tick(0, 1), "\n\n")
    D("Discussion held with ", ("PATIENT", pt.form(rng, pick(rng, ["first", "full"]))), " (", ("AGE", str(C.age)), ")")
    if chance(rng, 0.7):
        D(" and her ", C.rel, " ", ("FAMILY", C.partner.full()))
    D(". ")
    if chance(rng, 0.6):
        D("She works as a", "n " if C.prof[0] in "aeiou" else " ", ("PROFESSION", C.prof))
        if chance(rng, 0.5):
            D(" at ", ("ORGANIZATION", C.employer))
        D(pick(rng, [" and asked detailed questions about long-term back pain.", " and wants to be 'as alert as possible'.",
                     "; keen to avoid GA.", "."]), " ")
    D("Capacity: ", pick(rng, ["has capacity (understands, retains, weighs, communicates).", "no concerns.",
                               ["assessed - able to consent between contractions.", "calm, fully informed, elective list.",
                                "has capacity; headache limits sitting but discussion held lying flat."][topic]]), "\n")
    if C.lang:
        interp = C.namer.person(female=chance(rng, 0.6))
        if chance(rng, 0.6):
            D("Interpreter: professional ", C.lang, " interpreter ", ("DOCTOR", interp.full()), pick(rng, [" (badge ", " - booking ref "]),
              ("IDNUM", K.idnum(rng, "other")), pick(rng, [")", ""]), pick(rng, [" in person.", " via phone.", " by video link."]), "\n")
        else:
            D("Interpreter: patient declined professional interpreter; ", pick(rng, ["her sister ", "her cousin ", "a friend "]),
              ("FAMILY", interp.first), " translated (", C.lang, "). Limitations documented.\n")
    D("\nInformation given\n")
    common = ["  * what the procedure involves, positioning, need to keep still",
              "  * rare/serious: nerve injury, infection, haematoma, high block (see OAA card)"]
    spec = [["  * expected benefits: effective analgesia, can be extended for theatre",
             "  * alternatives: Entonox, pethidine, remifentanil PCA, non-pharmacological",
             "  * common: hypotension, itch, shivering, urinary retention, failure (1 in 8)",
             "  * PDPH about 1 in 100; blood patch may be offered"],
            ["  * common: hypotension, nausea, itch with diamorphine, shivering",
             "  * PDPH about 1 in 200 with pencil-point needle",
             "  * GA risks if conversion: aspiration, awareness, failed intubation (OAA/DAS 2015)",
             "  * spinal for CS: sensation of pulling/pressure is normal, conversion to GA ~1 in 20"],
            ["  * success ~70% first patch, may need repeat",
             "  * backache for a few days is common; radicular pain rare",
             "  * repeat dural puncture, infection, bleeding, nerve damage (rare)",
             "  * alternatives: conservative treatment, wait for natural resolution (usually 1-2 weeks)"]][topic]
    items = common + spec
    for i in sorted(rng.sample(range(len(items)), rng.randint(4, len(items)))):
        D.typo(items[i] + "\n", 0.08)
    D("\nPatient questions: ")
    q = pick(rng, ["'how long will the headache last without it?' - usually 1-2 weeks, explained.",
                   "'can i hold the baby during?' - no, but partner can stay nearby."]) if topic == 2 else pick(rng, ["'will it affect the baby?' - explained minimal fetal exposure with low-dose mix.",
                   "'can I still push?' - yes, low-dose regimen, Bromage aims 0-1.",
                   "'my friend had a bad headache after hers' - PDPH explained, follow-up offered.",
                   "'do I have to lie flat afterwards?' - no, mobilise when block allows.",
                   "'i had one in " + "X" + " and it didn't work' - previous failure noted."])
    if "X" in q:
        a, b = q.split("X")
        prev = pick(rng, [C.hosp2, C.origin or C.addr.town])
        typ = "HOSPITAL" if prev == C.hosp2 else ("COUNTRY" if prev == C.origin else "CITY")
        D(a, (typ, prev), b)
    else:
        D(q)
    D("\nDecision: ", pick(rng, ["consents to procedure", "consents; wishes to try CSE", "consents verbally, written form signed",
                                 "declines for now, will re-request"]), ".\n\n")
    D("Patient: ", ("PATIENT", pt.full()), "   signature on paper form\n")
    if chance(rng, 0.6):
        D("Witness: ", ("FAMILY", C.partner.full()), " (", C.rel, ")")
        if chance(rng, 0.5):
            D(" - age ", ("AGE", str(C.partner_age)))
        D("\n")
    D(T["anst"].capitalize(), ": ")
    B.signoff(D, C, C.reg if chance(rng, 0.6) else C.cons, C.reg.role, date=C.d0)
    if chance(rng, 0.3):
        D("Copy of form scanned to EPR - document ID ", ("IDNUM", K.idnum(rng, "order")), "\n")
    if chance(rng, 0.3):
        B.audit_footer(D, C, C.reg)
