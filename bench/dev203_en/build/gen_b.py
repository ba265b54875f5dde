"""Genres: chronic pain clinic letter, epidural / nerve block procedure note, controlled drug register,
day surgery discharge note."""
import core as C
import clin as CL
import common as M
import pools as P
from core import S


def pain_letter(r, country, lower):
    c = C.make_case(r, country, (22, 84))
    d = C.Doc(lower)
    ds = c.ds
    M.letterhead(d, r, c, c.painclinic, country)
    d.w(S("DATE", C.fd(C.plus(c.date, r.randint(1, 9)), r.choice([ds, "d_month_y" if country == "AU" else "month_d_y"]))), "\n\n")
    gp = c.gp
    d.w("Dr ", S("DOCTOR", C.nm(gp, r.choice(["full", "fullmid"]))), "\n", S("HOSPITAL", c.gp_practice), "\n")
    d.w(S("STREET", C.street(r, country)), "\n", S("CITY", c.city), " ", S("STATE", c.state), " ", S("ZIP", c.zip), "\n")
    if r.random() < 0.7:
        d.w("Fax: ", S("FAX", C.phone(r, c, "land")), "\n")
    d.w("\nDear ", r.choice(["Dr ", "Dr. "]), S("DOCTOR", gp.last if r.random() < 0.7 else gp.first), ",\n\n")
    d.w("Re: ", S("PATIENT", C.nm(c.pt, r.choice(["full", "fullmid", "LASTfirst"]))), "   DOB ", S("DATE", C.fd(c.dob, ds)),
        "   ", M.mrn_label(c, r), S("MRN", c.mrn), "\n")
    if r.random() < 0.6:
        d.w("     ", C.addr(c, r), "\n")
    if r.random() < 0.4:
        d.w("     ", c.plan_label, " ", S("HEALTHPLAN", c.plan), "\n")
    dx = r.choice(CL.PAIN_DX)
    seen = c.date
    aw = C.words(c.age) if r.random() < 0.3 else str(c.age)
    d.w("\nThank you for referring ", C.title(c.pt, country), " ", S("PATIENT", c.pt.last), ", ", C.art(aw), S("AGE", aw),
        "-year-old ")
    if r.random() < 0.7:
        d.w(r.choice(["former ", "", "self-employed "]), S("PROFESSION", c.prof), ", ")
    elif c.born:
        d.w("originally from ", S("COUNTRY", c.born), ", ")
    d.w("whom I saw ", r.choice(["in clinic", "by video telehealth", "with our physiotherapist"]), " on ",
        S("DATE", C.fd(seen, ds)), " regarding ", dx, ".\n\n")
    onset = C.life_date(r, c, 18, 2010)
    d.w("History\n")
    ev = r.randint(0, 3)
    d.w("Pain began in ", S("DATE", C.fd(onset, r.choice(["month_y", "mon_y", "year"]))), " ")
    if ev == 0:
        d.w("after lifting a pallet at work (", S("ORGANIZATION", c.employer), "). ")
    elif ev == 1:
        d.w("following a motor vehicle collision in which ", C.he(c.pt), " was the driver; ")
        d.w("the claim is being managed by ", S("ORGANIZATION", c.insurer), ". ")
    elif ev == 2:
        sh = r.choice(P.AU_HOSPITALS if country == "AU" else P.CA_HOSPITALS)
        d.w("after surgery at ", S("HOSPITAL", sh), " under ", C.dr(country, r), S("DOCTOR", C.person(r).last), ". ")
    else:
        d.w("without a clear precipitant. ")
    if r.random() < 0.35:
        hol = r.choice(C.HOLIDAYS + (["Australia Day", "Anzac Day"] if country == "AU" else ["Thanksgiving", "Canada Day", "Victoria Day"]))
        d.w("There was a marked flare over ", S("DATE", hol + " " + C.fd(C.plus(c.date, -r.randint(20, 300)), "year")) if r.random() < 0.5 else S("DATE", hol),
            " after ", r.choice(["a long car trip", "hosting family", "a fall in the garden", "running out of medication"]), ". ")
    d.w("Average pain ", str(r.randint(5, 8)), "/10, worst ", str(r.randint(8, 10)), "/10, described as ",
        r.choice(["burning and electric", "deep aching with shooting pains into the leg", "constant throbbing", "stabbing, worse with sitting"]),
        ". Sleep ", str(r.randint(3, 6)), " h/night. BPI interference ", str(r.randint(4, 9)), "/10.\n")
    d.w("Previous treatment: physiotherapy, ", r.choice(["hydrotherapy", "TENS", "acupuncture", "CBT via GP mental health plan"]),
        ", ", r.choice(["L4/5 facet RFN", "epidural steroid injection", "stellate ganglion block", "lumbar medial branch blocks"]),
        " in ", S("DATE", C.fd(C.life_date(r, c, 18, 2014), r.choice(["year", "mon_y"]))), " with ", r.choice(["6 weeks relief", "no benefit", "50% relief for 3 months"]), ".\n\n")
    d.w("Medications\n")
    ome = 0
    for m in r.sample(["oxycodone CR 20 mg BD", "oxycodone IR 5 mg up to 4x/day", "tapentadol SR 150 mg BD",
                       "pregabalin 150 mg BD", "duloxetine 60 mg mane", "amitriptyline 25 mg nocte", "paracetamol 1 g QID",
                       "buprenorphine 15 mcg/h patch", "hydromorphone CR 12 mg daily", "diazepam 5 mg nocte",
                       "naproxen 500 mg BD", "cannabidiol oil 100 mg/mL 1 mL BD"], r.randint(3, 6)):
        d.w("- ", m, "\n")
        ome += r.randint(10, 40) if ("oxy" in m or "tapent" in m or "hydro" in m or "bupren" in m) else 0
    d.w("Estimated oral morphine equivalent ", str(ome), " mg/day. ")
    d.w(r.choice(CL.PDMP[country]),
        " checked: single prescriber, single pharmacy (", S("HOSPITAL", c.pharm), ").\n\n")
    d.w("Psychosocial\nPHQ-9 ", str(r.randint(4, 24)), ", GAD-7 ", str(r.randint(3, 20)), ", PCS ", str(r.randint(12, 46)),
        ", PSEQ ", str(r.randint(10, 50)), ". ")
    d.w("Lives with ", c.nok_rel if c.nok_rel in ("wife", "husband", "partner") else "family", " ", S("FAMILY", C.nm(c.nok, "first")),
        " in ", S("CITY", c.city), ". ")
    if c.born and r.random() < 0.6:
        d.w("Migrated from ", S("COUNTRY", c.born), " in ", S("DATE", C.fd(C.life_date(r, c, 0, 1970), "year")), "; ",
            r.choice(["extended family remain overseas", "limited English, daughter interprets", "strong community supports"]), ". ")
    if r.random() < 0.6:
        d.w("Not working since ", S("DATE", C.fd(min(C.plus(onset, r.randint(10, 200)), C.plus(seen, -14)), r.choice(["month_y", ds]))),
            "; previously at ", S("ORGANIZATION", c.employer), ". ")
        if r.random() < 0.6:
            cm = C.person(r)
            d.w("Claim no. ", S("HEALTHPLAN", C.idnum(r, "claim")), "; case manager ", S("FAMILY", C.nm(cm, "full")),
                " (", S("PHONE", C.phone(r, c, "land")), ").")
    d.w("\n\n")
    d.w("Examination\n", r.choice(["Guarded lumbar flexion to mid-thigh, SLR 60 deg L with reproduction of leg pain.",
                                   "Allodynia and mottling R hand, temperature difference 1.5 C, reduced grip.",
                                   "Multiple tender points, normal neurological examination.",
                                   "Well-healed scar with hyperalgesia along the incision."]), "\n\n")
    d.w("Impression and plan\n1. ", dx[0].upper() + dx[1:], ".\n")
    d.w("2. ", r.choice(["Commence slow opioid taper: reduce oxycodone CR by 10 mg every 4 weeks.",
                         "Switch to buprenorphine patch 10 mcg/h; cease oxycodone IR.",
                         "Refer to our 3-week interdisciplinary pain program.",
                         "Trial of spinal cord stimulation after psychology assessment."]), "\n")
    d.w("3. ", r.choice(["Pregabalin to be weaned given dizziness.", "Sleep hygiene; consider low-dose amitriptyline.",
                         "Graded activity with physiotherapist ", ]))
    if d.parts[-1].endswith("physiotherapist "):
        pt_ = C.person(r)
        d.w(S("DOCTOR", C.nm(pt_, "full")), ".")
    d.w("\n")
    if r.random() < 0.3:
        d.w("4. SCS trial leads (", r.choice(["Abbott Proclaim", "Nevro HFX", "Boston Scientific WaveWriter"]), ") - trial IPG serial ",
            S("DEVICE", C.device(r)), ".\n")
    d.w("Patient resources: ", S("URL", C.url(r, c.painclinic if r.random() < 0.5 else None)), "\n")
    fu = C.plus(seen, r.choice([42, 56, 84, 90]))
    d.w("I will review ", "him" if c.pt.sex == "M" else "her", " again on ", S("DATE", C.fd(fu, ds)), ".\n\n")
    d.w(r.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,"]), "\n\n")
    M.signature(d, r, country, role=r.choice(["Pain Medicine Specialist", "Specialist Pain Medicine Physician", "Director, Pain Service",
                                              "Anaesthetist and Pain Physician" if country == "AU" else "Anesthesiologist and Pain Physician"]),
                license_p=0.8, pager_p=0.0, prov=c.state)
    d.w("\ncc: ")
    d.w(S("PATIENT", C.nm(c.pt, "full")))
    if r.random() < 0.5:
        d.w("; ", C.dr(country, r), S("DOCTOR", C.nm(C.person(r), "ilast")), ", ", r.choice(["Orthopaedics", "Psychiatry", "Rheumatology", "Neurosurgery"]))
    d.w("\n")
    return d, "chronic_pain_clinic_letter"


# (name, level, position, technique template, neuraxial?, catheter?, assessment options)
BLOCKS = [
    ("Labour epidural", "L3/4", "sitting", "18G Tuohy, LOR to saline at %d cm, catheter %d cm in space", True, True,
     ["sensory block T10 bilat to ice", "VAS 2/10 from 8/10", "T9 L, T10 R to ice, comfortable"]),
    ("Thoracic epidural", "T8/9", "sitting", "18G Tuohy, paramedian approach, LOR at %d cm, catheter %d cm in space", True, True,
     ["block T6-T11 bilat to ice after 6 mL 0.2% ropivacaine", "T7-T10 to ice, no hypotension"]),
    ("Interscalene brachial plexus block", "C5/6 roots", "semi-sitting", "50 mm 22G stimulating needle, in-plane, ropivacaine 0.5%% %d mL, %d min onset", False, False,
     ["complete sensory block C5-C7, deltoid power 2/5", "dense motor and sensory block shoulder, hoarse voice noted"]),
    ("Fascia iliaca block", "suprainguinal", "supine", "80 mm 21G needle, in-plane, ropivacaine 0.375%% %d mL, hydrodissection %d cm", False, False,
     ["cold sensation reduced anterior thigh, pain 3/10 on passive movement", "VAS 2/10 from 9/10 at rest"]),
    ("Erector spinae plane catheter", "T5 transverse process", "sitting", "18G Tuohy, in-plane, 20 mL ropivacaine 0.2%%, catheter %d cm beyond tip, bolus %d mL", False, True,
     ["cold sensation reduced T3-T8 R, deep breath pain 4/10 from 9/10", "incentive spirometry improved to 1,250 mL"]),
    ("Adductor canal catheter", "mid-thigh", "supine", "18G Tuohy, in-plane, catheter %d cm beyond tip, 15 mL ropivacaine 0.2%% + %d mL saline", False, True,
     ["reduced sensation medial leg, quadriceps power 5/5", "saphenous territory numb"]),
    ("Combined spinal-epidural", "L3/4", "lateral", "needle-through-needle 27G Pencan, CSF at %d cm, catheter %d cm in space", True, True,
     ["sensory block T10 bilat at 10 min", "comfortable, VAS 1/10, motor block Bromage 1"]),
    ("Supraclavicular brachial plexus block", "corner pocket", "supine", "50 mm 22G needle, ropivacaine 0.5%% %d mL, dexamethasone %d mg perineural", False, False,
     ["complete sensory and motor block forearm and hand", "ulnar sparing, supplemented at the elbow"]),
]


def procedure_note(r, country, lower):
    age_range = (18, 90)
    bl = r.choice(BLOCKS)
    obst = bl[0] in ("Labour epidural", "Combined spinal-epidural")
    if obst:
        age_range = (19, 43)
    c = C.make_case(r, country, age_range, "F" if obst else None)
    if obst and c.nok_rel in ("wife",):
        c.nok_rel = "partner"
    d = C.Doc(lower)
    ds = c.ds
    d.w(S("HOSPITAL", c.hospital), "\n", "PROCEDURE NOTE - ", bl[0].upper() if r.random() < 0.5 else bl[0], "\n\n")
    M.pt_header(d, c, r, full=r.random() < 0.4)
    loc = r.choice(["Block room ", "Induction bay ", "ED resus ", "ICU bed ", "Theatre "])
    if obst:
        loc = r.choice(["Birth Suite room ", "Delivery room ", "LDR "])
    op = C.person(r)
    sup = C.person(r)
    hh = r.randint(0, 23)
    d.w("Date: ", S("DATE", C.fd(c.date, ds)), "   Time: ", C.hmc(hh, r.randint(0, 59)), "   Location: ", loc,
        S("LOCATION_OTHER", str(r.randint(1, 18))), "\n")
    d.w("Operator: ", M.doc_name(r, op, country), r.choice([" (registrar)", " (fellow)", " (resident)", ""]))
    if r.random() < 0.6:
        d.w(", supervised by ", C.dr(country, r), S("DOCTOR", C.nm(sup, r.choice(["full", "last", "ilast"]))))
    d.w("\nAssistant: ", "midwife " if obst else r.choice(["RN ", "AT ", "anaesthetic nurse " if country == "AU" else "RT "]),
        S("DOCTOR", C.nm(C.person(r), r.choice(["full", "first", "ilast"]))), "\n")
    if obst:
        ind = "labour analgesia, G%dP%d at %d+%d weeks, %d cm dilated" % (r.randint(1, 4), r.randint(0, 3), r.randint(37, 41), r.randint(0, 6), r.randint(3, 7))
    elif "Erector" in bl[0]:
        ind = "rib fractures x%d (R %d-%d), incentive spirometry %d mL" % (r.randint(3, 6), r.randint(3, 5), r.randint(6, 9), r.randint(4, 9) * 100)
    elif "iliaca" in bl[0]:
        ind = "NOF fracture analgesia, delirium risk"
    else:
        ind = r.choice(["postoperative analgesia", "surgical anaesthesia and analgesia", "opioid-sparing analgesia"])
    d.w("Indication: ", ind, "\n")
    d.w("Consent: ", r.choice(["verbal", "written"]), ", risks discussed including failure, ",
        "post-dural puncture headache (1:100), " if bl[4] else "", "nerve injury (1:1,000 transient), LAST, infection.")
    if r.random() < 0.5:
        d.w(" ", c.nok_rel.capitalize(), " ", S("FAMILY", C.nm(c.nok, r.choice(["first", "full"]))), " present.")
    d.w("\n")
    d.w("Pre-checks: Plt ", str(r.randint(110, 320)), " on ", S("DATE", C.fd(C.plus(c.date, -r.randint(0, 2)), r.choice([ds, "dm"]))),
        ", INR ", "%.1f" % (r.randint(9, 13) / 10), "; ", r.choice(["no anticoagulants", "last enoxaparin 40 mg > 12 h ago",
                                                                  "aspirin only - acceptable", "heparin SC ceased 6 h ago"]), ".\n")
    d.w("STOP before you block / time out performed with ", S("DOCTOR", C.nm(C.person(r), r.choice(["full", "first"]))), ", site ",
        "midline" if bl[4] else r.choice(["L", "R"]), " confirmed.\n")
    d.w("Technique: ", bl[2], ", full asepsis (hat, mask, sterile gown and gloves, chlorhexidine 0.5% in alcohol, dried). ")
    if not bl[4] or r.random() < 0.3:
        d.w("Ultrasound guidance (", r.choice(["Sonosite X-Porte", "GE Venue Go", "Butterfly iQ+", "Sonosite PX"]), ", unit ",
            S("DEVICE", C.device(r)), "), ")
    d.w("level ", bl[1], ". 1% lidocaine ", str(r.randint(2, 5)), " mL to skin. ", bl[3] % (r.randint(3, 8), r.randint(4, 12)), ". ")
    if bl[4]:
        d.w("Aspiration negative for blood/CSF. ", r.choice(["Test dose lidocaine 2% 3 mL - negative.", "No paraesthesia.",
                                                            "One bloody tap, resited one space above."]), "\n")
    else:
        d.w(r.choice(["Incremental injection, low opening pressure.", "No paraesthesia, spread seen around target.",
                      "Needle repositioned once for intraneural-looking spread."]), "\n")
    d.w("Attempts: ", str(r.randint(1, 3)), ".")
    if bl[5]:
        d.w(" Catheter fixed with Lockit, ", str(r.randint(8, 14)), " cm at skin.")
    d.w("\n")
    if obst:
        d.w("Loading: ropivacaine 0.2% + fentanyl 2 mcg/mL 10 mL. PIEB 10 mL q40 min + PCEA 5 mL lockout 20 min, pump ",
            S("DEVICE", C.device(r)), ".\n")
    elif bl[5] and r.random() < 0.6:
        d.w("Infusion: ropivacaine 0.2% ", str(r.randint(5, 10)), " mL/h via pump ", S("DEVICE", C.device(r)), ".\n")
    d.w("Assessment at 20 min: ", r.choice(bl[6]), ". BP ", str(r.randint(95, 140)), "/", str(r.randint(50, 85)))
    if obst:
        d.w(", FHR ", str(r.randint(120, 155)), " (CTG reviewed with midwife)")
    d.w(".\n")
    d.w("Complications: ", r.choice(["nil immediate", "nil", "transient hypotension treated with metaraminol 0.5 mg", "vascular puncture, pressure applied"]), ".\n")
    if bl[5]:
        d.w("Post-procedure: APS to review; remove catheter by POD 3; report leg weakness, fever or back pain immediately.\n\n")
    else:
        d.w("Post-procedure: protect the limb while numb; block expected to last 12-18 h; start oral analgesia before it wears off.\n\n")
    M.signature(d, r, country, op, pager_p=0.7, license_p=0.3, prov=c.state)
    if r.random() < 0.4:
        d.w("Documented in ", r.choice(["Cerner", "Epic", "MetaVision"]), " by ", S("USERNAME", C.username(r, op)), "\n")
    return d, "epidural_nerve_block_procedure_note"


def cd_register(r, country, lower):
    c = C.make_case(r, country)
    d = C.Doc(lower)
    drug, form = r.choice(CL.OPIOIDS_CD)
    hdr = ("SCHEDULE 8 DRUG REGISTER" if country == "AU" else "NARCOTIC AND CONTROLLED DRUG RECORD")
    areas = ["Operating Suite", "Anaesthetic bay", "PACU", "Day Surgery Unit"] if country == "AU" else ["Operating Room Suite", "Anesthesia workroom", "PACU", "Day Surgery"]
    d.w(hdr, "\n", S("HOSPITAL", c.hospital), " - ", r.choice(areas),
        r.choice([", Theatre ", ", OR ", " cupboard "]), S("LOCATION_OTHER", str(r.randint(1, 12))), "\n")
    d.w("Drug: ", drug, " ", form, "\n\n")
    bal = r.randint(8, 30)
    day = c.date
    stf = [C.person(r) for _ in range(4)]
    dst = r.choice(["dmy", "dm", "d_mon", "iso"]) if country == "AU" else r.choice(["iso", "mon_d", "DD_MON_YYYY"])
    pharm = C.person(r)
    d.w("Date        Time  Patient / source                    ID          In  Out  Bal  Given   Witness\n")
    d.w(S("DATE", C.fd(day, dst)), "  07:05  Received from Pharmacy, order ", S("IDNUM", C.idnum(r, "order")), "  ", str(10), "   -    ")
    bal += 10
    d.w(str(bal), "  ", S("DOCTOR", C.nm(pharm, "initials_nodot")), "      ", S("DOCTOR", C.nm(stf[0], "initials_nodot")), "\n")
    n = r.randint(3, 8)
    t = 7 * 60 + 30
    for i in range(n):
        pc = C.make_case(r, country)
        t += r.randint(20, 90)
        q = r.randint(1, 2)
        bal -= q
        g, wi = r.sample(stf, 2)
        ds_i = dst
        d.w(S("DATE", C.fd(day, ds_i)), "  ", C.hmc((t // 60) % 24, t % 60), "  ",
            S("PATIENT", C.nm(pc.pt, r.choice(["LASTfirst", "lastfirst", "LASTFIRST", "full"]))), "  ", S("MRN", pc.mrn), "  -   ", str(q), "    ",
            str(bal), "  ", S("DOCTOR", C.nm(g, r.choice(["initials_nodot", "ilast", "initials_nodot"]))), "  ",
            S("DOCTOR", C.nm(wi, r.choice(["initials_nodot", "ilast"]))), "\n")
        if r.random() < 0.3:
            d.w("            discard ", (r.choice(["50 microgram", "25 microgram", "0.5 mL"]) if "microgram" in form else r.choice(["5 mg", "0.5 mL", "1 mg", "2 mg"])), " witnessed by ",
                S("DOCTOR", C.nm(wi, "full")), "\n")
    d.w("\nEnd-of-shift count ", S("DATE", C.fd(day, dst)), " ", r.choice(["1500", "2100", "2300"]), ": balance ", str(bal), " correct. Checked ")
    d.w(S("DOCTOR", C.nm(stf[0], "full")), " RN and ", S("DOCTOR", C.nm(stf[1], "full")), r.choice([" RN", " EN", " CNS"]), ".\n")
    if r.random() < 0.75:
        d.w("\nAutomated cabinet audit (", r.choice(["Omnicell XT", "Pyxis MedStation ES", "Omnicell G4"]), ", ", r.choice(["OR core", "PACU", "Anaes bay 2"]),
            ")\n")
        for k in range(r.randint(1, 3)):
            p_ = stf[k]
            d.w("  ", C.hmc(r.randint(7, 20), r.randint(0, 59)), " login ", S("USERNAME", C.username(r, p_)), " biometric ID ",
                S("BIOID", C.bioid(r)), ", ", r.choice(["remove", "return", "waste", "count"]), " x", str(r.randint(1, 2)), "\n")
        if r.random() < 0.4:
            d.w("  Terminal ", S("IPADDR", C.ip(r)), "\n")
    if r.random() < 0.25:
        d.w("\nDiscrepancy: balance out by 1 amp at ", C.hmc(r.randint(12, 22), r.randint(0, 59)), "; reported, incident no. ",
            S("IDNUM", C.idnum(r, "incident")), "; pharmacist ", S("DOCTOR", C.nm(pharm, "full")), " notified on ext ",
            S("PHONE", C.internal(r)), ".\n")
    if r.random() < 0.5:
        d.w("Prescriber for afternoon orders: ", C.dr(country, r), S("DOCTOR", C.nm(C.person(r), "ilast")), ", prescriber no. ",
            S("LICENSE", C.license_(r, country, "presc")), "\n")
    return d, "controlled_drug_register"


def day_discharge(r, country, lower):
    c = C.make_case(r, country)
    d = C.Doc(lower)
    ds = c.ds
    proc, spec, tech, day = CL.pick_proc(r, c, day=True)
    surg = C.person(r)
    an = C.person(r)
    d.w(S("HOSPITAL", c.daycentre), "\n", r.choice(["DAY SURGERY DISCHARGE SUMMARY", "Day Procedure Discharge Note",
                                                     "Same-Day Surgery Discharge Instructions"]), "\n\n")
    M.pt_header(d, c, r)
    d.w("Admitted: ", S("DATE", C.fd(c.date, ds)), " ", C.hm(r, 6, 9), "   Discharged: ",
        S("DATE", C.fd(c.date, ds)) if r.random() < 0.7 else "same day", " ", C.hm(r, 12, 19), "\n")
    d.w("Procedure: ", proc, "   Surgeon: ", M.doc_name(r, surg, country), "\n")
    d.w("Anaesthetist: " if country == "AU" else "Anesthesiologist: ", M.doc_name(r, an, country), "   Technique: ", tech, "\n\n")
    d.w("Recovery: ", r.choice(["uneventful", "mild PONV settled with ondansetron", "pain 6/10 initially, settled with oxycodone 5 mg",
                                "slow to void, bladder scan 320 mL, voided at 1430"]), ". Tolerating diet, mobilising independently, ",
        r.choice(["voided", "IDC not required", "wound dry"]), ".\n\n")
    d.w("Discharge medications\n- paracetamol 1 g QID regular for 5 days\n- ", r.choice(["ibuprofen 400 mg TDS with food", "celecoxib 100 mg BD", "parecoxib not continued"]),
        "\n- oxycodone 5 mg ", r.choice(["1-2 tabs 4-hourly PRN, 10 tabs supplied", "1 tab 6-hourly PRN, max 3 days, 8 tabs"]), "\n")
    if r.random() < 0.6:
        d.w("Script by ", C.dr(country, r), S("DOCTOR", C.nm(an, "ilast")), ", prescriber no. " if country == "AU" else r.choice([", CPSO #", ", licence "]),
            S("LICENSE", C.license_(r, country, "presc" if country == "AU" else "doc")), "\n")
    d.w("\nEscort: ", S("FAMILY", C.nm(c.nok, r.choice(["full", "first", "lastfirst"]))), " (", c.nok_rel, ") ", S("PHONE", c.nok_phone),
        " - will stay overnight.\n")
    col = r.choice(["son", "brother", "friend", "neighbour", "daughter"])
    if r.random() < 0.55:
        d.w("Drove self to hospital (", r.choice(["vehicle", "car", "ute"]), " rego " if country == "AU" else " plate ", S("VEHICLE", C.plate(r, c)),
            "); advised NOT to drive for 24 h. Car left in ", r.choice(["multi-deck car park level 2", "staff car park with security approval", "visitor car park"]),
            "; ", col, " ", S("FAMILY", C.nm(C.rel_person(r, col, c.pt), "first")), " to collect ", r.choice(["tomorrow", "on " ]))
        if d.parts[-1].endswith("on "):
            d.w(S("DATE", C.fd(C.plus(c.date, 1), r.choice(["weekday", "d_mon" if country == "AU" else "mon_d"]))))
        d.w(".\n")
    else:
        d.w("Do not drive, operate machinery, sign legal documents or drink alcohol for 24 hours.\n")
    if r.random() < 0.6:
        d.w("Work: may return to work as ", C.art(c.prof), S("PROFESSION", c.prof), " in ", r.choice(["1 week", "2 weeks", "3 days"]),
            ". Medical certificate issued ", S("DATE", C.fd(c.date, "dm" if country == "AU" else "mon_d")), "-",
            S("DATE", C.fd(C.plus(c.date, r.randint(3, 14)), "dm" if country == "AU" else "mon_d")), ".\n")
    d.w("Follow-up: ", M.doc_name(r, surg, country), "'s rooms in ", r.choice(["1 week", "2 weeks", "6 weeks"]))
    if r.random() < 0.5:
        d.w(" (", S("DATE", C.fd(C.plus(c.date, r.randint(7, 42)), ds)), ")")
    d.w(", phone ", S("PHONE", C.phone(r, c, "land")), ".\n")
    d.w("GP: ", C.dr(country, r), S("DOCTOR", C.nm(c.gp, "full")), ", ", S("HOSPITAL", c.gp_practice), ", fax ", S("FAX", C.phone(r, c, "land")), "\n")
    d.w("We will phone you tomorrow on ", S("PHONE", c.phone), " between 0900 and 1200.\n")
    d.w("Problems overnight: call the ", r.choice(["after-hours nurse", "ward", "anaesthetist on call"]), " on ",
        S("PHONE", C.ext(r, C.phone(r, c, "land")) if r.random() < 0.3 else C.phone(r, c, "land")), " or attend your nearest ED. ")
    if r.random() < 0.5:
        d.w("More info: ", S("URL", C.url(r, c.daycentre)))
    d.w("\n\nDischarging nurse: ")
    M.nurse_sig(d, r, country)
    d.w("\n")
    return d, "day_surgery_discharge"
