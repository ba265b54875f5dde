"""Genres: collection (apheresis / harvest) record, courier chain-of-custody
form, cord blood unit report."""
import pools as P
import common as C
from gen import Doc


def _names(ctx, people, form_choices=("full", "fi")):
    out = []
    for i, p in enumerate(people):
        if i:
            out.append(" / " if ctx.p(0.5) else " and ")
        out.append((p.form(ctx.ch(list(form_choices))), p.typ))
    return out


def collection(ctx):
    d = Doc()
    hosp = ctx.hosp()
    sex = ctx.ch("MMF")
    age = ctx.ri(18, 60)
    dn = ctx.person("PATIENT", sex=sex, age=age)
    kg = ctx.ri(56, 112)
    rkg = C.kg_for_age(ctx, ctx.ri(1, 70))
    phys = ctx.staff("physician")
    n1, n2 = ctx.staff("nurse"), ctx.staff("nurse")
    tc, tcc = C.tc_hosp(ctx)
    while tc == hosp:
        tc, tcc = C.tc_hosp(ctx)
    bm = ctx.p(0.3)
    if not bm:
        day = ctx.ch([1, 1, 2])
        d.ln((hosp, "HOSPITAL"), " - ", ctx.ch(["Apheresis Unit", "Cell Collection Unit", "Therapeutic Apheresis Service"]))
        d.ln(ctx.ch(["PERIPHERAL BLOOD STEM CELL COLLECTION RECORD", "HPC, APHERESIS - COLLECTION RECORD",
                     "PBSC Collection Worksheet"]), "  (Day %d)" % day)
        d.ln("Collection date: ", ctx.D(0, ctx.ch(["full", "full", "week"])), "    Location: ",
             ctx.ch(["Chair ", "Bay ", "Room ", "Pod "]), (str(ctx.ri(1, 12)), "LOCATION_OTHER"),
             [", ", (ctx.ch(P.BUILDINGS), "LOCATION_OTHER")] if ctx.p(0.4) else "")
    else:
        d.ln((hosp, "HOSPITAL"), " - Theatres")
        d.ln(ctx.ch(["BONE MARROW HARVEST - THEATRE RECORD", "HPC, MARROW COLLECTION RECORD"]))
        d.ln("Date: ", ctx.D(0), "    Theatre: ", (str(ctx.ri(1, 14)), "LOCATION_OTHER"),
             [", ", (ctx.ch(P.BUILDINGS), "LOCATION_OTHER")] if ctx.p(0.5) else "")
    d.ln("")
    d.ln("Donor: ", ctx.nm(dn, ctx.ch(["LF", "lf", "full"])), "    DOB: ", ctx.D(dn.dob), "    Sex: ", sex,
         "    Age: ", (str(age), "AGE"))
    d.ln("Donor ID: ", (ctx.idn("donor"), "IDNUM"), "    Registry: ", (ctx.registry(), "ORGANIZATION"),
         ctx.ch(["", ["    MRN: ", ctx.mrn()]]))
    d.ln("Recipient ID: ", (ctx.idn("recip"), "IDNUM"), "    Recipient weight: %d kg" % rkg, "    Destination: ",
         (tc, "HOSPITAL"), [", ", (P.HOME[tcc], "COUNTRY")] if tcc != ctx.c and ctx.p(0.7) else "")
    d.add("Identity verification: ", ctx.ch(["photo ID (driving licence ", "passport + driving licence ("]),
          ctx.lic("drive"), ")")
    if ctx.p(0.55):
        d.add("; ", ctx.ch(["fingerprint template", "palm-vein scan", "biometric check"]), " matched, ref ", ctx.bio())
    d.ln("; wristband checked by ", _names(ctx, [n1, n2], ("full", "fi", "INI")))
    if ctx.c == "US" and ctx.p(0.35):
        d.ln("Donor SSN (on file, verified): ", ctx.ssn())
    d.ln("")
    if not bm:
        d.ln("PRE-PROCEDURE")
        d.ln("Weight %.1f kg. G-CSF doses received %d/%d, last dose %s. " % (kg + ctx.ri(0, 9) / 10.0, 4 + day - 1, 4 + day - 1, ctx.tm()),
             ctx.ch(["Bone pain mild, paracetamol taken.", "No side effects reported.", "Headache overnight, settled."]))
        d.ln("WBC %.1f x10^9/L, Hb %d g/L, Plt %d x10^9/L, peripheral CD34+ %d /uL" % (
            ctx.ri(250, 620) / 10.0, ctx.ri(115, 160), ctx.ri(120, 290), ctx.ri(18, 160)))
        d.ln("Access: ", ctx.ch(["bilateral peripheral (17G L ACF draw, 18G R return)",
                                 ["R femoral CVC (inserted by IR ", ctx.D(-1, "short"), ")"],
                                 "peripheral, R ACF draw / L forearm return"]))
        d.ln("")
        d.ln("PROCEDURE")
        d.ln("Device: Spectra Optia, CMNC protocol   S/N ", ctx.device("aph"), "   software v%d.%d" % (ctx.ri(10, 12), ctx.ri(0, 4)))
        st = ctx.ri(7, 9)
        dur = ctx.ri(180, 330)
        tbv = ctx.ri(38, 62) / 10.0
        d.ln("Start %02d:%02d   End %02d:%02d   Duration %d h %d min" % (st, ctx.ri(0, 59), st + dur // 60, ctx.ri(0, 59), dur // 60, dur % 60))
        d.ln("TBV %.1f L; processed %.1f L (%.1f x TBV); ACD-A %d mL; inlet:AC %d:1; Ca gluconate %s" % (
            tbv, tbv * 4, 4.0, ctx.ri(900, 1900), ctx.ri(11, 14), ctx.ch(["10 mL/h infusion", "PRN oral", "not required"])))
        d.ln("")
        d.ln("PRODUCT")
        cd = ctx.ri(20, 90) / 10.0
        d.ln("Volume %d mL; WBC %d x10^9/L; CD34+ %.2f%%; total CD34+ %.1f x10^8; %.1f x10^6 CD34+/kg recipient; Hct %.1f%%" % (
            ctx.ri(160, 320), ctx.ri(120, 260), ctx.ri(30, 140) / 100.0, cd * rkg / 100.0, cd, ctx.ri(10, 40) / 10.0))
        if cd < 4.0:
            d.ln("Below target; day 2 collection booked for ", ctx.D(1, ctx.ch(["short", "week"])), ".")
        else:
            d.ln(ctx.ch(["Target reached - no second day required.",
                         "Target reached; product to be split on arrival (fresh + cryo)."]))
    else:
        anaes = ctx.staff("physician")
        d.ln("Harvest team: ", ctx.docref(phys), ", ", ctx.docref(ctx.staff("physician")), "   Anaesthetist: ", ctx.docref(anaes))
        d.ln("ASA I; GA (propofol/sevoflurane); prone. Bilateral posterior iliac crests, approx. %d aspirations per side." % ctx.ri(60, 150))
        d.ln("Harvest volume %d mL incl. anticoagulant (heparin 10 IU/mL + ACD-A); filtered 500/200 micron." % ctx.ri(700, 1500))
        d.ln("TNC %.1f x10^10 = %.1f x10^8/kg recipient; CD34+ %.1f x10^6/kg" % (ctx.ri(12, 40) / 10.0, ctx.ri(20, 60) / 10.0, ctx.ri(15, 60) / 10.0))
        d.ln("Hb pre %d g/L, post %d g/L; EBL %d mL; autologous unit: %s." % (ctx.ri(130, 160), ctx.ri(100, 125), ctx.ri(700, 1400),
                                                                          ctx.ch(["not collected", "re-infused in recovery"])))
        if ctx.p(0.5):
            d.ln("Recovery uneventful; overnight stay on ", (ctx.ch(P.WARDS), "HOSPITAL"), ", bed ",
                 (str(ctx.ri(1, 30)), "LOCATION_OTHER"), ".")
        else:
            d.ln("Recovery uneventful; ", ctx.ch(["discharged next morning.", "day case."]))
    d.ln("")
    d.ln("Product DIN: ", (ctx.idn("din"), "IDNUM"), "    Product code: ", ctx.ch(["S2150V00", "S1389V00", "E6086V00"]),
         "    Label verified by: ", _names(ctx, [n1, phys], ("fi", "INI", "full")))
    if ctx.p(0.6):
        d.ln("Donor post-procedure: Plt %d, Hb %d; %s" % (ctx.ri(60, 180), ctx.ri(105, 150),
                                                       ctx.ch(["tolerated well", "mild perioral tingling, resolved with oral calcium",
                                                               "vasovagal at removal of needles, settled lying flat"])))
    cour = ctx.person("DOCTOR", role="courier")
    d.ln("Released to courier ", (cour.form(ctx.ch(["full", "fi"])), "DOCTOR"), " (", (ctx.ch(P.COURIERS), "ORGANIZATION"),
         ") at ", ctx.tm(), " on ", ctx.D(0, "short"))
    d.ln("")
    d.ln("Operator: ", (n1.form(ctx.ch(["full", "fml"])), "DOCTOR"), ", ", ctx.ch(["RN", "Apheresis Nurse", "RGN"]),
         "    Physician: ", ctx.docref(phys))
    return d


def courier(ctx):
    d = Doc()
    co = ctx.ch(P.COURIERS)
    cour = ctx.person("DOCTOR", role="courier")
    cord = ctx.p(0.3)
    o_c = ctx.c
    dest_c = ctx.ch(["UK", "US", "CA", "AU", "DE"])
    origin = ctx.hosp()
    dest = C.tc_hosp(ctx, dest_c)[0]
    if cord:
        origin_name, origin_typ = ctx.ch(P.CORD_BANKS), "ORGANIZATION"
    else:
        origin_name, origin_typ = origin, "HOSPITAL"
    d.ln((co, "ORGANIZATION"), " - ", ctx.ch(["CHAIN OF CUSTODY RECORD", "Chain-of-Custody / Shipment Log",
                                            "HAND-CARRY CUSTODY FORM"]))
    d.ln("Shipment no.: ", (ctx.idn("waybill"), "IDNUM"), "    Date: ", ctx.D(0), "    Booking ref: ",
         (ctx.idn("waybill"), "IDNUM"))
    d.ln("")
    d.ln("Product: ", "HPC, Cord Blood (cryopreserved)" if cord else ctx.ch(["HPC, Apheresis (fresh)", "HPC, Marrow (fresh)"]),
         "    DIN: ", (ctx.idn("cbu" if cord else "din"), "IDNUM"))
    d.ln("Transport temperature: ", "<= -150 C (LN2 dry shipper)" if cord else "2-8 C", "    DO NOT X-RAY / DO NOT IRRADIATE")
    d.ln("Donor ID: ", (ctx.idn("donor"), "IDNUM"), "    Recipient ID: ", (ctx.idn("recip"), "IDNUM"))
    d.ln("")
    d.ln("ORIGIN: ", (origin_name, origin_typ))
    d.ln("        ", ctx.addr(block=False), ctx.ch(["", [", ", (P.HOME[o_c], "COUNTRY")]]))
    oc = ctx.staff("coordinator")
    d.ln("        Contact: ", (oc.form(ctx.ch(["full", "fi"])), "DOCTOR"), "  ", ctx.tel(ext=ctx.p(0.3)))
    d.ln("DESTINATION: ", (dest, "HOSPITAL"), ctx.ch(["", ", Cell Therapy Laboratory", ", Stem Cell Lab"]))
    sav = ctx.c
    ctx.c = dest_c
    d.ln("        ", ctx.addr(block=False), ", ", (P.HOME[dest_c] if ctx.p(0.7) else {"UK": "UK", "US": "USA"}.get(dest_c, P.HOME[dest_c]), "COUNTRY"))
    dc = ctx.staff("coordinator")
    d.ln("        Contact: ", (dc.form(ctx.ch(["full", "fi", "lf"])), "DOCTOR"), "  ", ctx.tel(), "  after hours: ", ctx.tel("mob"))
    ctx.c = sav
    d.ln("")
    d.ln("COURIER: ", ctx.nm(cour, ctx.ch(["full", "fml", "LF"])), "    Mobile: ", ctx.tel("mob"))
    d.ln("ID checked: ", ctx.ch(["passport + ", ""]), ctx.lic_label("drive"), " ", ctx.lic("drive"))
    d.ln("Shipper S/N: ", ctx.device("dewar" if cord and ctx.p(0.3) else "shipper"), "    Data logger: ", ctx.device("logger"),
         "    Seal no.: ", (ctx.idn("seal"), "IDNUM"))
    if ctx.p(0.7):
        d.ln("Ground vehicle reg.: ", ctx.plate(), ctx.ch(["", "  (company van)", "  (taxi, pre-booked)"]))
    d.ln("")
    d.ln("%-12s %-6s %-34s %-28s %s" % ("Date", "Time", "Event", "Signed", "Temp"))
    t = ctx.ri(6 * 60, 14 * 60)
    lastday = None
    steps = ["Received from " + ("cord bank" if cord else "collection centre"), "Departed by road",
             "Airport security - hand search (no X-ray)", "Boarded / in flight", "Landed - customs cleared",
             "Delivered to cell therapy lab"]
    apt1 = ctx.ch(P.AIRPORTS[o_c])
    apt2 = ctx.ch(P.AIRPORTS[dest_c])
    rcv = ctx.staff("scientist")
    for i, s in enumerate(steps):
        if i:
            t += ctx.ri(25, 200) if i != 4 else ctx.ri(90, 720)
        day = t // 1440
        who = cour if 0 < i < 5 else (oc if i == 0 else rcv)
        if day != lastday or ctx.p(0.3):
            d.add(ctx.D(day, ctx.ch(["full", "short"])))
        else:
            d.add("  ")
        lastday = day
        d.add("  %02d:%02d  %-34s " % ((t // 60) % 24, t % 60, s))
        d.add((who.form(ctx.ch(["fi", "full", "INI"])), "DOCTOR"))
        if i == 2:
            d.add(" @ ", (apt1, "LOCATION_OTHER"))
        if i == 4:
            d.add(" @ ", (apt2, "LOCATION_OTHER"))
        d.ln("  ", ("%.1f C" % (ctx.ri(28, 70) / 10.0)) if not cord else "%d C" % -ctx.ri(180, 192))
    d.ln("")
    d.ln("Deviations: ", ctx.ch(["none.", "connecting flight delayed 2 h 10 min; logger within range throughout.",
                                 "security requested X-ray - refused, supervisor attended, manual inspection performed.",
                                 "dry shipper weight at arrival 2.1 kg below dispatch - within validated hold time (10 days).",
                                 "road closure, detour of 35 min."]))
    d.ln("Receipt: product intact, seal ", ctx.ch(["intact", "intact, number verified"]), ", temperature log downloaded to ",
         ctx.ch(["LIMS", "product file"]), ctx.ch(["", [" from ", ctx.ip()]]), ".")
    d.ln("Received by: ", (rcv.form(ctx.ch(["full", "fml"])), "DOCTOR"), "    ", ctx.D(t // 1440), " %02d:%02d" % ((t // 60) % 24, t % 60))
    if ctx.p(0.3):
        d.ln("Tracking: ", ctx.url("courier-track"), "    24 h ops desk: ", ctx.tel(kind="land"), "  Fax: ", ctx.fax())
    return d


def cord(ctx):
    d = Doc()
    bank = ctx.ch(P.CORD_BANKS)
    v = ctx.r.randint(0, 2)
    if v < 2:
        C.letterhead(d, ctx, bank, "ORGANIZATION", lines=ctx.p(0.4), fax=0.5, email=0.7,
                     dept=["Search & Release Office", "Quality Assurance", "Processing Laboratory"], mail="cordbank")
        d.ln("")
        d.ln(ctx.ch(["CORD BLOOD UNIT REPORT", "CBU Characterisation Report", "UNIT REPORT - HPC, CORD BLOOD"]))
        d.ln("CBU ID: ", (ctx.idn("cbu"), "IDNUM"), "    ISBT 128 DIN: ", (ctx.idn("din"), "IDNUM"),
             "    Local no.: ", (ctx.let(2) + ctx.dig(5), "IDNUM"))
        birth = -ctx.ri(400, 2500)
        d.ln("Collection (birth) date: ", ctx.D(birth), "    Processed: ", ctx.D(birth + ctx.ri(0, 1), "short"),
             "    Cryopreserved: ", ctx.D(birth + ctx.ri(1, 2)))
        d.ln("Collection site: ", (C.birth_hosp(ctx), "HOSPITAL"), ctx.ch(["", " (in utero collection)", " (ex utero)"]))
        d.ln("Infant sex: %s   GA: %d+%d weeks   Birth weight: %d g   Ethnicity: %s" % (
            ctx.ch(["M", "F"]), ctx.ri(37, 41), ctx.ri(0, 6), ctx.ri(2700, 4300), ctx.ch(P.ETHNIC)))
        d.ln("")
        d.ln("CELL COUNTS")
        d.ln("Volume pre-processing %d mL; net volume frozen 25 mL (RBC-depleted, 10%% DMSO)" % ctx.ri(70, 180))
        pre, rec = ctx.ri(100, 300) / 100.0, ctx.ri(72, 94)
        d.ln("TNC pre %.2f x10^9, post %.2f x10^9 (recovery %d%%); nRBC %d%%" % (pre, pre * rec / 100.0, rec, ctx.ri(2, 15)))
        d.ln("CD34+ %.1f x10^6 (viability 7-AAD %d%%); CFU-GM %d x10^4" % (ctx.ri(20, 150) / 10.0, ctx.ri(85, 99), ctx.ri(20, 120)))
        d.ln("ABO/Rh: %s   Sterility: aerobic/anaerobic cultures no growth   Hb electrophoresis: normal" % C.abo(ctx))
        d.ln("")
        d.ln("HLA (NGS, high resolution):")
        C.hla_block(d, ctx, ctx.hla(("A", "B", "C", "DRB1", "DQB1")), style=ctx.ch(["table", "line"]))
        d.ln("")
        d.ln("Maternal IDM (sample ", ctx.D(birth, "short"), "): HIV, HBV, HCV, HTLV, syphilis, CMV - ",
             ctx.ch(["all negative", "negative except CMV IgG positive", "non-reactive; CMV IgG reactive"]))
        d.ln("Maternal questionnaire reviewed; family history: ", ctx.ch(["no inherited disorders reported",
                                                                          "maternal aunt with thalassaemia trait - Hb screen normal",
                                                                          "nil relevant"]))
        d.ln("Storage: vapour-phase LN2, dewar S/N ", ctx.device("dewar"), "; attached segments: %d" % ctx.ri(1, 3))
        d.ln("")
        if v == 1:
            d.ln("RESERVATION")
            d.ln("Reserved for patient ", (ctx.idn("recip"), "IDNUM"), " at ", (C.tc_hosp(ctx)[0], "HOSPITAL"),
                 " on ", ctx.D(0), "; CT sample dispatched ", ctx.D(ctx.ri(1, 4), "short"), ".")
            d.ln("Planned shipping date: ", ctx.D(ctx.ri(20, 50), "week"), "; thaw protocol: albumin/dextran wash.")
        qa = ctx.staff("scientist")
        d.ln("Released by: ", (qa.form(ctx.ch(["full", "fml", "fi"])), "DOCTOR"), ", ",
             ctx.ch(["QA Manager", "Laboratory Director", "Release Officer"]), "    ", ctx.D(0))
        d.ln("Medical Director: ", ctx.docref(ctx.staff("physician")))
    else:
        hosp = C.birth_hosp(ctx)
        age = ctx.ri(19, 43)
        mum = ctx.person("PATIENT", sex="F", age=age)
        mw = ctx.staff("nurse", sex="F")
        d.ln((hosp, "HOSPITAL"), " - ", ctx.ch(["Maternity Unit", "Labour & Delivery", "Birth Suite"]))
        d.ln("PUBLIC CORD BLOOD DONATION - MATERNAL CONSENT & COLLECTION RECORD")
        d.ln("Cord bank: ", (bank, "ORGANIZATION"), "    Collection bag ID: ", (ctx.idn("cbu"), "IDNUM"))
        d.ln("")
        d.ln("Mother: ", ctx.nm(mum, ctx.ch(["LF", "full", "lf"])), "    DOB: ", ctx.D(mum.dob), "    Age: ", (str(age), "AGE"))
        d.ln(ctx.ch(["Hospital no.: ", "MRN: ", "UR: "]), ctx.mrn(), "    ", ctx.ch(["Mobile: ", "Phone: "]), ctx.tel("mob"))
        if ctx.c == "US" and ctx.p(0.6):
            d.ln("SSN: ", ctx.ssn(), "    Insurance member ID: ", ctx.plan())
        d.ln("Address: ", ctx.addr(block=False, res=True))
        if ctx.p(0.5):
            d.ln("Occupation: ", (ctx.ch(P.PROFESSIONS), "PROFESSION"))
        partner = ctx.person("FAMILY", sex=ctx.ch("MMF"))
        d.ln("Partner: ", ctx.nm(partner, ctx.ch(["full", "first"])), ctx.ch(["", ["  (", ctx.tel("mob"), ")"]]))
        d.ln("Consent: explained ", ctx.D(-ctx.ri(20, 70)), " at antenatal clinic; signed ", ctx.D(0, "short"), " ", ctx.tm(),
             "; witnessed by ", (mw.form(ctx.ch(["full", "fi"])), "DOCTOR"))
        d.ln("")
        d.ln("OBSTETRIC")
        d.ln("G%dP%d, %d+%d weeks, %s; baby born " % (ctx.ri(1, 4), ctx.ri(0, 3), ctx.ri(37, 41), ctx.ri(0, 6),
                                                       ctx.ch(["SVD", "elective LSCS", "ventouse", "SVD, physiological third stage declined"])),
             ctx.D(0), " at ", ctx.tm(), ", %s, %d g, Apgars %d/%d" % (ctx.ch(["male", "female"]), ctx.ri(2700, 4300), ctx.ri(7, 9), ctx.ri(9, 10)))
        d.ln("Maternal temp %.1f C; ROM %d h; GBS %s" % (ctx.ri(362, 378) / 10.0, ctx.ri(1, 20), ctx.ch(["negative", "positive - IAP given", "unknown"])))
        d.ln("")
        d.ln("HEALTH QUESTIONNAIRE")
        d.ln("Travel in last 12 months: ", ctx.ch(["none", ["", (ctx.country_other(), "COUNTRY"), " ", ctx.D(-ctx.ri(90, 300), "my")]]))
        d.ln("Family history: ", ctx.ch(["nil", "baby's father has sickle cell trait", "maternal grandfather - haemochromatosis",
                                         "sister with coeliac disease (not excluded)"]))
        d.ln("Eligible: ", ctx.ch(["yes", "yes", "deferred - maternal fever > 38 C", "yes (pending IDM)"]))
        d.ln("")
        d.ln("COLLECTION")
        d.ln("Method: ", ctx.ch(["ex utero, in collection room", "in utero after cord clamping at 60 s"]),
             "; gross volume %d mL; bag sealed and labelled at %s" % (ctx.ri(60, 190), ctx.tm()))
        col = ctx.staff("nurse")
        d.ln("Collector: ", (col.form(ctx.ch(["full", "fml"])), "DOCTOR"), ", ", ctx.ch(["cord blood collector", "midwife", "collection nurse"]),
             "    Room: ", ctx.ch(["Birth Room ", "Delivery Room ", "Theatre "]), (str(ctx.ri(1, 12)), "LOCATION_OTHER"))
        d.ln("Maternal bloods for IDM taken: ", ctx.ch(["yes", "yes, 2 x EDTA + 1 SST"]), "; sample ID ", (ctx.idn("sample"), "IDNUM"))
        d.ln("Dispatched to bank via ", (ctx.ch(P.COURIERS), "ORGANIZATION"), " at ", ctx.tm(), " on ", ctx.D(ctx.ri(0, 1), "short"))
    return d


GENRES = [("collection_record", collection), ("courier_chain_of_custody", courier),
          ("cord_blood_unit_report", cord)]
