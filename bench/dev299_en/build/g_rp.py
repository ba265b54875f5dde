"""Genres: radiation protection incident report, dosimetry record."""
import pools as P
from g_rph import METERS, other_pt

REGULATOR = {"UK": ["CQC under IR(ME)R 2017 regulation 8", "HSE under IRR17 regulation 26", "the Environment Agency"],
             "US": ["the NRC Operations Center (10 CFR 35.3045)", "the state Radiation Control Program",
                    "the Joint Commission sentinel event process"],
             "AU": ["the EPA (Radiation Control Act)", "ARPANSA via the ARIR database", "the state radiation regulator"],
             "CA": ["the CNSC duty officer", "the provincial radiation safety branch"],
             "IE": ["HIQA under S.I. 256 of 2018", "the EPA Office of Radiation Protection"]}


def _people_line(d, c, who):
    for i, (p, role) in enumerate(who):
        d.f("  - {n}, {r}\n", n=[(p.nm(c.ch(["fl", "fml"])), "DOCTOR")], r=role)


def incident(c, d):
    pt = c.pt
    cat = c.ch(["wrong_pt", "spill", "extrav", "package", "pregnant", "rai_vomit", "it"])
    if cat == "pregnant":
        c.set_age(22, 43, "F")
    elif cat == "extrav":
        c._lu = c.ch(["PSMA-617", "DOTATATE", "PSMA I&T"])
        c.set_age(45, 88, "M" if "PSMA" in c._lu else None)
    ref = c.ch(["DTX-", "INC", "RSE-", "IR"]) + c.digits(c.ch([5, 6]))
    d.t(c.ch(["RADIATION INCIDENT REPORT\n", "Radiation Safety Event Report\n", "INCIDENT REPORT - IONISING RADIATION\n",
              "Radiation Protection Incident Form (RPS/RPA review)\n"]))
    d.f("{h} - Nuclear Medicine\n\n", h=c.H())
    d.f("Reference: {r}\nDate of incident: {dt}   Time: {tm}\nDate reported: {dr}\n",
        r=(ref, "IDNUM"), dt=c.D(c.exam, c.ch(["num", "long", "wdlong", "iso"])), tm=c.time(),
        dr=c.D(c.plus(c.exam, c.ch([0, 0, 1, 2])), "num"))
    room = c.ch(["uptake room ", "injection bay ", "hot lab ", "room ", "therapy room ", "scanner room "])
    d.f("Location: {b}, {rm}{n}\n", b=(c.ch(P.BUILDINGS), "LOCATION_OTHER"), rm=room,
        n=(c.ch(["2", "3", "G.07", "1.14", "4", "B"]), "LOCATION_OTHER"))
    rep = c.staff("tech")
    d.f("Reported by: {n}, {r}", n=[(rep.nm("fl"), "DOCTOR")], r=c.cred("tech"))
    if c.maybe(0.6):
        d.f(", ext/bleep {b}", b=(c.bleep(), "PHONE"))
    d.t("\n")
    d.t("Category: ")
    d.t({"wrong_pt": "Administration to wrong patient (IR(ME)R significant accidental exposure)\n",
         "spill": "Radioactive spill / contamination\n", "extrav": "Extravasation of therapeutic radiopharmaceutical\n",
         "package": "Transport - damaged or contaminated package on receipt\n",
         "pregnant": "Exposure of patient subsequently found to be pregnant\n",
         "rai_vomit": "Contamination in therapy room (I-131)\n", "it": "Information governance / image routing error\n"}[cat])
    d.t("\nDESCRIPTION\n")
    if cat == "wrong_pt":
        o = other_pt(c)
        o["p"].last = pt["p"].last if c.maybe(0.5) else o["p"].last
        d.f("{p2} ({a2}, {lab} {m2}) attended for a myocardial perfusion study. {p1} ({lab} {m1}) was booked for a "
            "bone scan in the same session. The technologist called the surname only in the waiting area and "
            "{p2s} responded. Positive patient identification (name, DOB, address) was not completed before "
            "injection of {act} Tc-99m HDP intended for {p1s}. Error recognised at {tm} when the patient "
            "questioned the absence of stress testing.\n",
            p2=[(o["p"].nm("fml"), "PATIENT")], a2=[(str(o["age"]), "AGE"), "y"],
            lab=c.ch(["MRN", "hosp no.", "UR"]), m2=(o["mrn"], "MRN"), p1=[(pt["p"].nm("fl"), "PATIENT")],
            m1=(pt["mrn"], "MRN"), p2s=[c.title(o["p"]) + " ", (o["p"].nm("l"), "PATIENT")], act=c.mbq(c.ri(550, 800)),
            p1s=[(pt["p"].nm(c.ch(["fl", "l"])), "PATIENT")], tm=c.time())
        d.f("Estimated effective dose to {p}: {e} mSv. Referrer {r} and patient informed by {dr} on {dt} "
            "(duty of candour).\n", p=[(o["p"].nm("iid"), "PATIENT")], e="%.1f" % (c.ri(25, 45) / 10.0),
            r=c.drn(c.staff("ref"), "fl"), dr=c.drn(c.staff("rad"), "l"), dt=c.D(c.exam, c.ch(["num", "dM"])))
        if c.c == "US" or c.maybe(0.3):
            d.f("Note: palm-vein identification (enrolled template {b}) was available but bypassed.\n",
                b=(c.bio(), "BIOID"))
    elif cat == "spill":
        d.f("During injection of {act} F-18 FDG to {p} ({a}), the three-way tap disconnected and an estimated "
            "{x} MBq was spilled onto the floor and the patient's trousers. Area cordoned; "
            "{t2} and {t3} decontaminated using Decon 90 and absorbent pads.\n",
            act=c.mbq(c.ri(200, 380)), p=[c.title(pt["p"]) + " ", (pt["p"].nm("l"), "PATIENT")],
            a=[(str(pt["age"]), "AGE"), c.ch(["yo", " years", "y"])], x=str(c.ri(20, 150)),
            t2=[(c.staff("tech2").nm("fl"), "DOCTOR")], t3=[(rep.nm("f"), "DOCTOR")])
        meter = c.ch(METERS)
        d.f("Monitoring with {m} (SN {s}): floor {f} cps above background after first clean, < 2x background "
            "at {tm}. Hand contamination on {t2} ({h} cps) cleared after two washes.\n", m=meter,
            s=(c.serial(), "DEVICE"), f=str(c.ri(40, 900)), tm=c.time(), t2=[(c.staff("tech2").nm("il"), "DOCTOR")],
            h=str(c.ri(15, 300)))
        d.f("Staff electronic dosimeter {s} recorded {v} uSv for the session.\n", s=(c.serial(), "DEVICE"),
            v=str(c.ri(4, 40)))
    elif cat == "extrav":
        d.f("Cycle {cy} of Lu-177 {dr} ({act}) administered to {p}, {a}, via {site}. Post-infusion imaging "
            "at {tm} showed focal activity at the injection site. Estimated {pc}% extravasated. Warm "
            "compress, elevation and massage commenced; arm imaged at 1 h and 4 h.\n",
            cy=str(c.ri(1, 5)), dr=c._lu, act=c.mbq(c.ch([6000, 7400, 7400])),
            p=c.ptn("fl", title=c.maybe(0.5)), a=c.age_seg(), site=c.ch(["left antecubital cannula", "right forearm cannula"]),
            tm=c.time(), pc=str(c.ri(1, 8)))
        d.f("Local skin dose estimate (physicist {ph}): {g} Gy to 1 cm3 tissue at 0.07 mm. Dermatology "
            "review arranged for {dt}.\n", ph=[(c.staff("phys").nm("fl"), "DOCTOR")], g=str(c.ri(2, 30)),
            dt=c.D(c.plus(c.exam, c.ri(3, 14)), c.ch(["num", "wdshort", "long"])))
    elif cat == "package":
        drv = c.person()
        d.f("Package from {s} (consignment {cn}, I-131 NaI 5.5 GBq, Type A, III-YELLOW, TI 1.2) delivered by "
            "{co}, driver {dv}, vehicle {pl}. Outer carton crushed at one corner. Wipe test of outer surface "
            "{w} Bq/cm2 (limit 4 Bq/cm2 beta/gamma). Inner container intact.\n",
            s=(c.ch(P.SUPPLIERS), "ORGANIZATION"), cn=(c.letters(3) + c.digits(7), "IDNUM"),
            co=(c.ch(P.COURIERS), "ORGANIZATION"), dv=(drv.nm("fl"), "FAMILY"), pl=(c.plate(), "VEHICLE"),
            w=str(c.ri(5, 40) / 1.0))
        d.f("Vehicle cargo area surveyed: max {v} uSv/h; no contamination. Supplier QA contacted on {ph}.\n",
            v=str(c.ri(1, 12) / 10.0), ph=(c.phone(), "PHONE"))
    elif cat == "pregnant":
        lmp = c.plus(c.exam, -c.ri(20, 70))
        d.f("{p}, {a}, underwent {ex} on {dt}. Pregnancy status recorded as 'not pregnant' on the "
            "checklist. Positive pregnancy test at antenatal booking on {d2}; LMP {lmp}.\n",
            p=c.ptn("fl"), a=c.age_seg(), ex=c.ch(["FDG PET-CT", "Tc-99m MAA lung perfusion scan", "bone scan"]),
            dt=c.D(c.exam), d2=c.D(c.plus(c.exam, c.ri(7, 30))), lmp=c.D(lmp, c.ch(["num", "dM", "long"])))
        d.f("Conceptus dose estimate by {ph}: {m} mGy (ICRP 84 coefficients). Counselled by "
            "{dr}; {rel} {f} present.\n", ph=[(c.staff("phys").nm("fl"), "DOCTOR")], m=str(c.ri(1, 90) / 10.0),
            dr=c.drn(c.staff("rad"), "fl"), rel=c.ch(["partner", "husband"]), f=(pt["fam"].nm("f"), "FAMILY"))
    elif cat == "rai_vomit":
        d.f("{p} ({a}) vomited approximately {h} h after {act} I-131 in therapy room {rm}, {w}. Nursing "
            "staff {n1} and {n2} attended wearing overshoes, gloves and aprons.\n",
            p=c.ptn("LF"), a=[(str(pt["age"]), "AGE")], h=str(c.ri(1, 4)), act=c.mbq(c.ch([3700, 5500])),
            rm=(c.ch(["1", "2", "T4"]), "LOCATION_OTHER"), w=(c.ch(P.WARDS), "HOSPITAL"),
            n1=[(c.staff("rn").nm("fl"), "DOCTOR")], n2=[(c.staff("rn2").nm("fl"), "DOCTOR")])
        d.f("Floor and bedding contamination up to {x} kcps; bagged and held for decay. Room release "
            "survey by {ph} on {dt}.\n", x=str(c.ri(2, 60)), ph=[(c.staff("phys").nm("il"), "DOCTOR")],
            dt=c.D(c.plus(c.exam, c.ri(3, 6)), c.ch(["num", "wdshort"])))
    else:
        d.f("PET-CT images for {p} ({lab} {m}, accession {ac}) were pushed to an external DICOM node "
            "({ip}) instead of the local PACS archive ({ip2}). RIS audit shows the send initiated by user "
            "{u} at {tm}.\n", p=c.ptn("LF"), lab=c.ch(["MRN", "hosp no."]), m=(pt["mrn"], "MRN"),
            ac=(c.acc(), "IDNUM"), ip=(c.ip(), "IPADDR"), ip2=(c.ip(), "IPADDR"),
            u=(c.username(c.staff("tech2")), "USERNAME"), tm=c.time())
        d.f("Receiving site ({h}) confirmed deletion by e-mail from {e} on {dt}.\n",
            h=(c.ch(P.HOSPITALS[c.c]), "HOSPITAL"), e=(c.email(c.person()), "EMAIL"),
            dt=c.D(c.plus(c.exam, 1), c.ch(["num", "long"])))
    d.t("\nIMMEDIATE ACTIONS\n")
    d.t(c.ch(["- Area controlled and signage posted\n", "- Supervised area restricted pending survey\n"]))
    d.f("- RPS ({r}) informed at {tm}\n", r=[(c.staff("rps").nm("fl"), "DOCTOR")], tm=c.time())
    d.f("- RPA {a} consulted{how}\n", a=[(c.staff("rpa").nm("fl"), "DOCTOR")],
        how=[" by phone ", (c.phone(), "PHONE")] if c.maybe(0.5) else "")
    d.t("\nNOTIFICATION\n")
    if cat in ("wrong_pt", "extrav", "pregnant", "package") or c.maybe(0.3):
        d.f("Notified to {reg} on {dt}, external ref {x}.\n", reg=c.ch(REGULATOR[c.c]),
            dt=c.D(c.plus(c.exam, c.ri(1, 14)), c.ch(["num", "long", "iso"])), x=(c.letters(3) + c.digits(6), "IDNUM"))
    else:
        d.t("Below statutory notification threshold; recorded locally.\n")
    d.t("\nCONTRIBUTING FACTORS / LEARNING\n")
    d.t({"wrong_pt": "Three-point ID check not performed; busy list with two locum staff. Surname-only call in waiting area.\n",
         "spill": "Luer-lock connection not fully engaged; new injection shield design restricts view of the tap.\n",
         "extrav": "No pre-flush with saline before therapeutic infusion; cannula sited over the wrist.\n",
         "package": "Package damage in transit; supplier and carrier to investigate handling at depot.\n",
         "pregnant": "Pregnancy enquiry form ambiguous for patients with irregular cycles; no repeat check on the day.\n",
         "rai_vomit": "Antiemetic not prescribed pre-emptively despite history of nausea.\n",
         "it": "Default DICOM destination changed after software upgrade without validation.\n"}[cat])
    d.f("Action owner: {o}   Due: {dt}\n", o=[(c.staff("mgr").nm("fl"), "DOCTOR")],
        dt=c.D(c.plus(c.exam, c.ri(20, 90)), c.ch(["num", "my", "long"])))
    d.f("\nRPS: {a}   RPA: {b}   Clinical lead: {l}\n", a=[(c.staff("rps").nm("il"), "DOCTOR")],
        b=[(c.staff("rpa").nm("il"), "DOCTOR")], l=c.drn(c.staff("rad"), "il"))


# ---------------- dosimetry record -----------------

def dosimetry(c, d):
    if c.maybe(0.5):
        _staff_dosi(c, d)
    else:
        _pt_dosi(c, d)


def _staff_dosi(c, d):
    qe = c.plus(c.exam, -c.ri(15, 40))
    q = (qe.month - 1) // 3 + 1
    svc = c.ch(["Radcliffe Dosimetry Services", "Tolland Personal Monitoring", "Kestrel OSL Laboratories",
                "Northmark Dosimetry Ltd"])
    d.f("PERSONAL DOSIMETRY RECORD - {h}\nNuclear Medicine / Radiopharmacy  |  Wear period Q{q} {y}\n",
        h=(c.hosp.upper(), "HOSPITAL"), q=str(q), y=(str(qe.year), "DATE"))
    d.f("Approved dosimetry service: {s} (customer account {a})\n", s=(svc, "ORGANIZATION"), a=(c.digits(6), "ACCOUNT"))
    d.f("Issue date: {a}   Results received: {b}\n\n", a=c.D(c.plus(qe, -c.ri(85, 92)), c.ch(["num", "iso", "dash"])),
        b=c.D(c.exam, c.ch(["num", "iso", "dash"])))
    d.t("Name | Staff no. | Role | Body badge | Hp(10) mSv | Hp(0.07) mSv | Ring | Extremity mSv | YTD Hp(10)\n")
    roles = ["Radiopharmacist", "Technologist", "Radiographer", "Physicist", "Nurse", "Porter", "Consultant",
             "Clinical Technologist", "Assistant Practitioner"]
    flagged = None
    for i in range(c.ri(6, 12)):
        p = c.staff("s%d" % i)
        role = c.ch(roles)
        ext = c.ri(5, 420) / 10.0 if role in ("Radiopharmacist", "Technologist", "Clinical Technologist") else c.ri(0, 30) / 10.0
        if ext > 30:
            flagged = (p, ext)
        d.f("{n} | {sn} | {r} | {b} | {h10} | {h7} | {ring} | {ex} | {ytd}\n",
            n=[(p.nm(c.ch(["LF", "Lf", "fl"])), "DOCTOR")], sn=(c.digits(6), "IDNUM"), r=role,
            b=(c.serial(), "DEVICE"), h10="%.2f" % (c.ri(0, 90) / 100.0), h7="%.2f" % (c.ri(0, 120) / 100.0),
            ring=(c.digits(7), "DEVICE"), ex="%.1f" % ext, ytd="%.2f" % (c.ri(0, 300) / 100.0))
    d.t("\nM = below minimum reporting level (0.05 mSv). Investigation level: 1.5 mSv Hp(10) per quarter; "
        "extremity 30 mSv per quarter.\n\n")
    if flagged:
        d.f("Investigation: {n} extremity dose {x} mSv exceeds investigation level. Interview on {dt}: "
            "increased FDG dispensing workload (automated dispenser out of service). Ring worn on "
            "non-dominant hand. Technique review with RPS; dispenser repaired.\n",
            n=[(flagged[0].nm("fl"), "DOCTOR")], x="%.1f" % flagged[1],
            dt=c.D(c.plus(c.exam, c.ri(2, 12)), c.ch(["num", "long", "wdshort"])))
    else:
        d.t("No results above investigation level this period.\n")
    if c.maybe(0.5):
        p = c.staff("preg", sex="F")
        d.f("Declared pregnancy: {n} declared on {dt}; additional direct-reading dosimeter SN {s} issued; "
            "dose to the abdomen surface to be kept below 1 mSv for remainder of pregnancy (expected due {due}).\n",
            n=[(p.nm("fl"), "DOCTOR")], dt=c.D(c.plus(c.exam, -c.ri(10, 60))), s=(c.serial(), "DEVICE"),
            due=c.D(c.plus(c.exam, c.ri(120, 220)), c.ch(["my", "Mmy"])))
    if c.maybe(0.4):
        p = c.staff("lost")
        d.f("Lost badge: {n} reported badge {s} lost on {dt}; notional dose assigned.\n",
            n=[(p.nm("fl"), "DOCTOR")], s=(c.serial(), "DEVICE"), dt=c.D(c.plus(c.exam, -c.ri(10, 80))))
    d.f("\nDosimetry records held in RPS database (server {ip}); viewed by {u}.\n", ip=(c.ip(), "IPADDR"),
        u=(c.username(c.staff("rps")), "USERNAME"))
    d.f("Signed: {a}, Radiation Protection Supervisor   {dt}\n", a=[(c.staff("rps").nm("fl"), "DOCTOR")],
        dt=c.D(c.plus(c.exam, c.ri(3, 20)), "num"))
    d.f("Reviewed: {b}, Radiation Protection Adviser{e}\n", b=[(c.staff("rpa").nm("fl"), "DOCTOR")],
        e=[", ", (c.email(c.staff("rpa")), "EMAIL")] if c.maybe(0.5) else "")


def _pt_dosi(c, d):
    pt = c.pt
    lu = c.maybe(0.65)
    drug = c.ch(["Lu-177 PSMA-617", "Lu-177 DOTATATE"])
    if lu and "PSMA" in drug:
        c.set_age(52, 89, "M")
    d.t(c.ch(["POST-THERAPY DOSIMETRY RECORD\n", "Patient-specific dosimetry worksheet\n",
              "Molecular radiotherapy dosimetry report\n"]))
    d.f("{h}, Medical Physics\n\n", h=c.H())
    d.f("Patient: {n}   DOB: {dob}   Age: {a}\n", n=c.ptn(c.ch(["LF", "fl", "LFU"])), dob=c.D(pt["dob"]),
        a=(str(pt["age"]), "AGE"))
    d.w(c.pt_ids()).t("\n")
    if lu:
        cyc = c.ri(1, 6)
        act = c.ch([7400, 7400, 6000, 7000, 5500])
        d.f("Treatment: {dr}, cycle {cy}, administered {a} on {dt} at {tm} (residual {r} MBq). Weight {w} kg, "
            "eGFR {g} mL/min/1.73m2.\n", dr=drug, cy=str(cyc), a=c.mbq(act), dt=c.D(c.exam, c.ch(["num", "long", "wdlong"])),
            tm=c.time(), r=str(c.ri(20, 180)), w=str(pt["weight"]), g=str(c.ri(45, 105)))
        d.t("\nImaging time points (SPECT-CT, {cam}, MEGP, 208 keV +/- 10%):\n".replace(
            "{cam}", c.ch(["Siemens Symbia Intevo", "GE Discovery NM/CT 870 CZT", "GE StarGuide"])))
        tp = [4, 24, 96, 168] if c.maybe(0.5) else [24, 48, 168]
        for h in tp:
            dd = c.plus(c.exam, h // 24)
            d.f("  {h} h - {dt} {tm}\n", h=str(h), dt=c.D(dd, c.ch(["num", "dm", "iso"])), tm=c.time())
        d.t("\nOrgan | Mass (g) | Teff (h) | Absorbed dose (Gy) | Gy/GBq | Cumulative (Gy)\n")
        for org, gpg, mlo, mhi in (("Kidneys", 0.5, 240, 380), ("Salivary glands", 0.6, 50, 90),
                                   ("Bone marrow", 0.03, 900, 1500), ("Liver", 0.2, 1300, 1900),
                                   ("Index lesion", 4.0, 3, 60)):
            v = gpg * c.ri(60, 140) / 100.0
            dose = v * act / 1000.0
            d.t("%s | %d | %.1f | %.2f | %.2f | %.2f\n" % (org, c.ri(mlo, mhi), c.ri(300, 900) / 10.0, dose, v,
                                                         dose * cyc * c.ri(80, 100) / 100.0))
        d.t("Method: voxel-based dosimetry, mono-exponential fit, MIRD schema; software MIM SurePlan MRT / "
            "Hermes Voxel Dosimetry.\n")
        d.t("Cumulative renal dose below 23 Gy (BED 28 Gy) threshold. Continue per protocol.\n")
    else:
        act = c.ch([3700, 5500, 7400, 1100])
        d.f("Treatment: I-131 NaI {a} on {dt} for {ind}.\n", a=c.mbq(act), dt=c.D(c.exam),
            ind=c.ch(["differentiated thyroid cancer (pT3a N1b)", "remnant ablation (rhTSH stimulated)", "metastatic DTC, lung"]))
        d.t("\nRelease dose-rate measurements at 1 m (ion chamber):\n")
        meter = c.ch(METERS)
        d.f("Meter: {m}, SN {s}\n", m=meter, s=(c.serial(), "DEVICE"))
        dr0 = c.ri(150, 400)
        t0 = c.ri(9 * 60, 11 * 60)
        for h in (0, 2, 24, 48, 72):
            dd = c.plus(c.exam, h // 24)
            tt = t0 + (h % 24) * 60 + c.ri(-10, 10)
            d.f("  {dt} {tm} (+{h} h): {v} uSv/h\n", dt=c.D(dd, c.ch(["num", "dm", "iso"])),
                tm="%02d:%02d" % (tt // 60, tt % 60), h=str(h),
                v="%.1f" % (dr0 * 0.5 ** (h / 14.0)))
        d.f("\nEffective half-life {t} h. Whole-body retention at 48 h {r}%. Blood-based dosimetry (EANM SOP): "
            "blood absorbed dose {b} Gy (limit 2 Gy).\n", t="%.1f" % (c.ri(100, 240) / 10.0), r=str(c.ri(5, 40)),
            b="%.2f" % (c.ri(20, 150) / 100.0))
        d.f("Released at {v} uSv/h; restrictions issued (see discharge instructions) - contact via ward {w}.\n",
            v=str(c.ri(10, 19)), w=(c.ch(P.WARDS), "HOSPITAL"))
    d.f("\nCalculated by: {a}, {cr}   {dt}\n", a=[(c.staff("phys").nm("fl"), "DOCTOR")], cr=c.cred("phys"),
        dt=c.D(c.plus(c.exam, c.ri(7, 10)), "num"))
    d.f("Checked by: {b}\n", b=[(c.staff("phys2").nm(c.ch(["fl", "il"])), "DOCTOR")])
    if c.maybe(0.4):
        d.f("Dataset archived: {u}; workstation {ip}\n", u=(c.url(), "URL"), ip=(c.ip(), "IPADDR"))
