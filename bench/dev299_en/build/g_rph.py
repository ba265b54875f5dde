"""Genres: radiopharmacy dispensing record, isotope delivery and waste log."""
import datetime as dt

import pools as P

GENERATORS = ["Ultratechnekow V4", "Drytec", "Elumatic III", "TechneLite", "Pertector"]
CALIBRATORS = ["Capintec CRC-55tR", "Comecer VDC-606", "Biodex Atomlab 500", "Capintec CRC-25R",
               "Veenstra VDC-405", "PTW Curiementor 4"]
ISOLATORS = ["Comecer MIP 2", "Tema Sinergie PU-MI", "Amercare HCI", "Lemer Pax Medi-Iso"]
METERS = ["Thermo RadEye B20-ER", "Ludlum Model 3 with 44-9 probe", "Mirion RDS-31", "Berthold LB 124 Scint",
          "Fluke 451P", "Polimaster PM1703"]
KITS = [("MDP", "bone", [600, 700, 800]), ("HDP", "bone", [500, 600, 800]), ("MAG3", "renogram", [80, 100, 150]),
        ("MAA", "lung perfusion", [80, 100, 150]), ("tetrofosmin", "myocardial perfusion", [300, 400, 800, 1000]),
        ("sestamibi", "parathyroid", [400, 600, 900]), ("DTPA", "GFR", [40, 80]),
        ("DMSA", "renal cortical", [80, 100]), ("nanocolloid", "sentinel node", [20, 40, 150]),
        ("pertechnetate", "thyroid", [80, 100, 200])]


def other_pt(c):
    p = c.person()
    age = c.ri(18, 93)
    dob = c.plus(c.exam, -(365 * age + c.ri(1, 360)))
    return {"p": p, "age": age, "dob": dob, "mrn": c.mrn()}


def _tbl_row(d, cells, sep=" | "):
    for i, x in enumerate(cells):
        if i:
            d.t(sep)
        d.w(x)
    d.t("\n")


def dispensing(c, d):
    rph = c.staff("rph")
    chk = c.staff("tech")
    tech2 = c.staff("tech2")
    unit = (c.ch(P.TOWNS[c.c]) + c.ch([" Radiopharmacy", " Regional Radiopharmacy", " Nuclear Pharmacy",
                                         " Radiopharmacy Unit"])) if c.maybe(0.5) else None
    us = c.c == "US"
    title = c.ch(["DAILY DISPENSING RECORD", "Radiopharmacy Dispensing Log", "UNIT DOSE DISPENSING WORKSHEET",
                  "Radiopharmaceutical Preparation and Dispensing Record"])
    if unit:
        d.f("{u}\n", u=(unit, "HOSPITAL"))
    else:
        d.f("{h} - Radiopharmacy\n", h=c.H())
    d.f("{t}\n", t=title)
    d.f("Date: {dt}    Worksheet no.: {ws}\n", dt=c.D(c.exam, c.ch(["wdlong", "num", "iso", "dash"])),
        ws=("RP-%d-%s" % (c.exam.year, c.digits(4)), "IDNUM"))
    d.f("Operator: {o} ({cr})", o=[(rph.nm("fl"), "DOCTOR")], cr=c.cred("rph"))
    if c.maybe(0.6):
        d.f("  System login: {u}", u=(c.username(rph), "USERNAME"))
    d.t("\n")
    if c.maybe(0.7):
        d.f("Clean room entry: biometric reader, fingerprint template {b} verified {tm}.\n",
            b=(c.bio(), "BIOID"), tm=c.time())
    d.t("\nEQUIPMENT / DAILY QC\n")
    d.f("Isolator: {m}, SN {s}. Pressure differential -{pd} Pa, settle plates placed.\n", m=c.ch(ISOLATORS),
        s=(c.serial(), "DEVICE"), pd=str(c.ri(60, 150)))
    d.f("Dose calibrator: {m}, SN {s}. Constancy Cs-137 (source {src}) {dv}% - PASS. Background {bg} uSv/h.\n",
        m=c.ch(CALIBRATORS), s=(c.serial(), "DEVICE"), src=(c.serial(), "DEVICE"),
        dv=("%+.1f" % (c.ri(-25, 25) / 10.0)), bg=str(c.ri(1, 9) / 10.0))
    gbq = c.ch([10.75, 16.0, 21.5, 32.0, 43.0])
    d.f("Generator: {g} {n} GBq, SN {s}, reference date {ref}. Elution {e} at {tm}: {a} GBq Tc-99m "
        "in {v} mL. Mo-99 breakthrough {mo} kBq/MBq (limit 0.15). Al3+ < 5 ug/mL (colour spot test).\n",
        g=c.ch(GENERATORS), n=str(gbq), s=(c.serial(), "DEVICE"),
        ref=c.D(c.plus(c.exam, -c.ri(1, 6)), c.ch(["num", "dash", "iso"])), e=str(c.ri(1, 9)),
        tm=c.time(), a="%.1f" % (gbq * c.ri(50, 95) / 100.0), v=str(c.ch([5, 10, 10, 20])),
        mo="%.3f" % (c.ri(1, 40) / 1000.0))
    d.t("\nKIT PREPARATION\nKit | Batch | Expiry | Tc-99m added | Volume | Time | RCP (ITLC) | Prepared | Checked\n")
    for _ in range(c.ri(1, 4)):
        k = c.ch(KITS)
        _tbl_row(d, [k[0], (c.letters(2) + c.digits(5), "IDNUM"),
                     c.D(c.plus(c.exam, c.ri(30, 400)), c.ch(["my", "Mmy", "num", "iso"])),
                     "%d MBq" % c.ri(800, 12000), "%d mL" % c.ri(2, 10), c.time(), "%.1f%%" % (c.ri(930, 995) / 10.0),
                     (rph.nm("ii"), "DOCTOR"), (chk.nm("ii"), "DOCTOR")])
    d.t("\nPATIENT DOSES\n")
    hdr = ["Dose ID", "Patient", "DOB", "ID", "Exam", "Product", "Prescribed", "Measured", "Time", "Disp", "Chk"]
    if us:
        hdr[0] = "Rx #"
    d.t(" | ".join(hdr) + "\n")
    n = c.ri(4, 9)
    pts = [{"p": c.pt["p"], "dob": c.pt["dob"], "mrn": c.pt["mrn"], "age": c.pt["age"]}] + [other_pt(c) for _ in range(n - 1)]
    c.r.shuffle(pts)
    sty = c.ch(["LF", "Lf", "LFU", "fl", "il"])
    dstyle = c.ch(["num", "iso", "dash", "num2"])
    rows = []
    wsn = c.digits(4)
    rxb = c.ri(100000, 899999)
    for i, q in enumerate(pts):
        k = c.ch(KITS + [("FDG", "PET", []), ("PSMA-1007", "PET", []), ("I-131 NaI capsule", "therapy", [])])
        if k[0] == "FDG" or k[0] == "PSMA-1007":
            prod, pres = "F-18 " + k[0], c.ri(180, 370)
        elif k[0].startswith("I-131"):
            prod, pres = k[0], c.ch([400, 550, 600, 800, 1100, 3700, 5500])
        else:
            prod, pres = "Tc-99m " + k[0], c.ch(k[2])
        meas = pres * c.ri(95, 105) / 100.0
        did = ("D%s-%02d" % (wsn, i + 1)) if not us else str(rxb + i)
        rows.append(q)
        act = ("%.1f mCi" % (pres / 37.0), "%.2f mCi" % (meas / 37.0)) if us else ("%d MBq" % pres, "%.0f MBq" % meas)
        _tbl_row(d, [(did, "IDNUM"), (q["p"].nm(sty), "PATIENT"), c.D(q["dob"], dstyle), (q["mrn"], "MRN"),
                     k[1], prod, act[0], act[1], c.time(), (c.ch([rph, tech2]).nm("ii"), "DOCTOR"),
                     (chk.nm("ii"), "DOCTOR")])
    d.t("\n")
    q = c.ch(rows)
    k = c.ri(0, 3)
    if k == 0:
        d.f("Comment: dose for {p} redispensed at {tm} after failed cannulation on the ward ({w}); original "
            "syringe ({a}) transferred to decay store.\n", p=[c.title(q["p"]) + " ", (q["p"].nm("l"), "PATIENT")],
            tm=c.time(), w=(c.ch(P.WARDS), "HOSPITAL"), a=c.ch(["212 MBq", "6.1 mCi", "590 MBq"]))
    elif k == 1:
        d.f("Comment: {p} weight {w} kg - activity scaled by body weight per local DRL protocol "
            "(max 4 MBq/kg). Prescribing {ph} {n} ({l}).\n",
            p=[(q["p"].nm("fl"), "PATIENT")], w=str(c.ri(41, 139)), ph=c.dr(), n=[(c.staff("rad").nm("l"), "DOCTOR")],
            l=c.L())
    elif k == 2:
        d.f("Comment: RCP for {kt} kit batch {b} below specification (88.4%) - kit quarantined, supplier "
            "{s} informed by e-mail to {e}.\n", kt=c.ch(KITS)[0], b=(c.letters(2) + c.digits(5), "IDNUM"),
            s=(c.ch(P.SUPPLIERS), "ORGANIZATION"), e=(c.email(dept="qa.complaints"), "EMAIL"))
    else:
        d.t("Comment: no deviations. Environmental monitoring within limits (grade A < 1 cfu).\n")
    if us:
        au = c.staff("rad")
        d.f("Authorized user: {a}, MD ({l})\n", a=[(au.nm("fl"), "DOCTOR")], l=c.L())
    d.f("\nReleased by: {r}, {cr}   {dt}\nSecond check: {s}\n", r=[(rph.nm(c.ch(["fl", "il"])), "DOCTOR")],
        cr=c.cred("rph"), dt=c.D(c.exam, "num"), s=[(chk.nm("fl"), "DOCTOR")])
    if c.maybe(0.3):
        d.f("Queries: radiopharmacy {t} / {e}\n", t=(c.phone() + c.ext(), "PHONE"), e=(c.email(dept="radiopharmacy"), "EMAIL"))


# ---------------- delivery and waste -----------------

NUCLIDES = [("Mo-99/Tc-99m generator", "UN2915", "II-YELLOW", ["10.75 GBq", "21.5 GBq", "43 GBq"], ["0.5 Ci", "1 Ci", "2.5 Ci"]),
            ("F-18 FDG multidose vial", "UN2915", "II-YELLOW", ["18.5 GBq", "25 GBq", "12 GBq"], ["500 mCi", "650 mCi"]),
            ("I-131 NaI capsules", "UN2915", "III-YELLOW", ["5.55 GBq", "3.7 GBq", "2 x 550 MBq"], ["150 mCi", "100 mCi", "30 mCi"]),
            ("I-123 NaI capsules", "UN2915", "II-YELLOW", ["3 x 7.4 MBq", "2 x 14.8 MBq"], ["2 x 200 uCi", "400 uCi"]),
            ("Lu-177 PSMA-617", "UN2915", "III-YELLOW", ["7.4 GBq", "2 x 7.4 GBq"], ["200 mCi", "2 x 200 mCi"]),
            ("Tl-201 chloride", "UN2915", "II-YELLOW", ["80 MBq", "150 MBq"], ["3 mCi", "4 mCi"]),
            ("In-111 pentetreotide", "UN2915", "II-YELLOW", ["222 MBq", "111 MBq"], ["6 mCi", "3 mCi"]),
            ("Ga-68 DOTATATE (on-site kit)", "UN2915", "II-YELLOW", ["1.85 GBq"], ["50 mCi"]),
            ("Xe-133 gas ampoules", "UN2915", "II-YELLOW", ["370 MBq"], ["10 mCi"]),
            ("Ra-223 dichloride", "UN2915", "I-WHITE", ["6.6 MBq", "13.2 MBq"], ["0.18 mCi", "0.36 mCi"])]


def delivery_waste(c, d):
    start = c.plus(c.exam, -c.exam.weekday())
    site_b = c.ch(P.BUILDINGS)
    title = c.ch(["RADIOACTIVE MATERIALS RECEIPT AND WASTE LOG", "Isotope Delivery & Disposal Register",
                  "HOT LAB GOODS-IN / WASTE RECORD", "Radioactive Substances Log - Deliveries and Waste"])
    d.f("{t}\n{h}, Nuclear Medicine, {b}\n", t=title, h=c.H(), b=(site_b, "LOCATION_OTHER"))
    d.w(c.L("org"))
    d.f("   RPS: {r}\nWeek commencing {wc}\n\n", r=[(c.staff("rps").nm("fl"), "DOCTOR")],
        wc=c.D(start, c.ch(["num", "long", "wdlong", "iso"])))
    d.t("DELIVERIES\nDate | Time | Supplier | Consignment | Item | Activity @ ref | UN | Cat | TI | Wipe (Bq/cm2) | Received by\n")
    recv = [c.staff("tech"), c.staff("tech2"), c.staff("rph")]
    drv = c.person()
    plate = c.plate()
    courier = c.ch(P.COURIERS)
    dst = c.ch(["num", "iso", "dm", "dash"])
    dl = sorted((c.ri(0, 4), c.time()) for _ in range(c.ri(5, 10)))
    for dd, tm in dl:
        day = c.plus(start, dd)
        nu = c.ch(NUCLIDES)
        act = c.ch(nu[3] if c.c != "US" else nu[4])
        _tbl_row(d, [c.D(day, dst), tm, (c.ch(P.SUPPLIERS), "ORGANIZATION"),
                     (c.letters(2) + c.digits(7), "IDNUM"), nu[0], act, nu[1], nu[2],
                     "%.1f" % (c.ri(0, 19) / 10.0), "<%.1f" % (c.ri(1, 4) / 10.0),
                     (c.ch(recv).nm(c.ch(["ii", "iid"])), "DOCTOR")])
    d.f("\nCourier: {co}, driver {dv}, vehicle reg {pl}", co=(courier, "ORGANIZATION"),
        dv=(drv.nm(c.ch(["fl", "il"])), "FAMILY"), pl=(plate, "VEHICLE"))
    if c.maybe(0.5):
        d.f(", ADR training certificate {a}", a=(c.digits(6) + c.letters(2), "LICENSE"))
    d.t(". Packages checked against delivery note; external dose rate at 1 m consistent with TI.\n")
    if c.maybe(0.35):
        d.f("Hot lab door opened for receipt by {n} (biometric template {b}) at {tm}.\n",
            n=[(c.ch(recv).nm("fl"), "DOCTOR")], b=(c.bio(), "BIOID"), tm=c.time())
    if c.maybe(0.4):
        d.f("Out-of-hours delivery left in secure lobby {r} - keyholder {k} informed by phone {ph}.\n",
            r=(c.ch(["G.14", "B03", "1.22", "LG-07"]), "LOCATION_OTHER"), k=[(c.staff("tech").nm("fl"), "DOCTOR")],
            ph=(c.phone(mobile=True), "PHONE"))
    if c.maybe(0.35):
        d.f("Manufactured in {co}; transit via {hub} hub, consignment tracked at {u}.\n",
            co=(c.ch(P.SUPPLIER_COUNTRIES), "COUNTRY"), hub=(c.ch(P.TOWNS[c.c]), "CITY"), u=(c.url(), "URL"))
    d.t("\nWASTE / DECAY STORE\nBin | Nuclide | Contents | Sealed | Surface DR (uSv/h) | Release after | Route | Sign\n")
    for i in range(c.ri(3, 7)):
        nu = c.ch(["Tc-99m", "F-18", "I-131", "I-123", "Ga-68", "Lu-177", "In-111", "Tl-201"])
        hl = {"Tc-99m": 10, "F-18": 1, "I-131": 80, "I-123": 3, "Ga-68": 1, "Lu-177": 67, "In-111": 28,
              "Tl-201": 30}[nu]
        seal = c.plus(start, c.ri(-20, 4))
        _tbl_row(d, ["%s-%02d" % (c.ch(["DS", "B", "W"]), c.ri(1, 40)), nu,
                     c.ch(["sharps", "syringes/swabs", "vials", "gloves and pads", "linen", "urine bottles"]),
                     c.D(seal, dst), "%.1f" % (c.ri(1, 250) / 10.0), c.D(c.plus(seal, hl), dst),
                     c.ch(["clinical waste (orange)", "sewer", "incineration", "hold"]),
                     (c.ch(recv).nm("ii"), "DOCTOR")])
    pt = c.pt
    if c.maybe(0.8):
        room = c.ch(["4", "2", "12", "T1", "T2", "3A"])
        d.f("\nTherapy waste: I-131 waste from therapy room {rm}, {w} (patient {pn}, {lab} {m}) bagged on "
            "{dt}: {b} bags, max {dr} uSv/h at contact. Held in therapy decay store until {rel}.\n",
            rm=(room, "LOCATION_OTHER"), w=(c.ch(P.WARDS), "HOSPITAL"),
            pn=(pt["p"].nm(c.ch(["iid", "ii", "fl", "LF"])), "PATIENT"), lab=c.ch(["MRN", "UR", "hosp no."]),
            m=(pt["mrn"], "MRN"), dt=c.D(c.plus(start, c.ri(0, 4)), dst), b=str(c.ri(2, 7)),
            dr=str(c.ri(20, 400)), rel=c.D(c.plus(start, c.ri(60, 120)), c.ch(["num", "long", "iso"])))
    if c.maybe(0.6):
        d.f("Generator return: SN {s} collected by {co} on {dt}, excepted package UN2910, "
            "surface < 5 uSv/h.\n", s=(c.serial(), "DEVICE"), co=(courier, "ORGANIZATION"),
            dt=c.D(c.plus(start, 4), c.ch(["wdshort", "num", "dM"])))
    meter = c.ch(METERS)
    d.f("Survey meter: {m}, SN {s}, calibration due {due}.\n", m=meter, s=(c.serial(), "DEVICE"),
        due=c.D(c.plus(c.exam, c.ri(20, 300)), c.ch(["my", "Mmy", "num"])))
    if c.maybe(0.3):
        d.f("Delivery bay CCTV review requested from security (workstation {ip}).\n", ip=(c.ip(), "IPADDR"))
    d.f("\nChecked: {a}, RPS    {dt}\n", a=[(c.staff("rps").nm(c.ch(["fl", "il"])), "DOCTOR")],
        dt=c.D(c.plus(start, 4), "num"))
    if c.maybe(0.5):
        d.f("Reviewed: {a} (RPA)", a=[(c.staff("rpa").nm("fl"), "DOCTOR")])
        if c.maybe(0.5):
            d.f(", {e}", e=(c.email(c.staff("rpa")), "EMAIL"))
        d.t("\n")
