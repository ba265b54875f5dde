"""Genres: insulin prescription review, POC glucose meter QC log, ward round note,
discharge insulin education record."""
import clin as K
import pools as P
import geo as G
from core import nm, seq, add_days, fd
from ctx import sticker, addr_block, insurance_block, signature, tm, tm4, mkperson

ISSUES = [("'U' used for units", "rewritten as 'units' in full"),
          ("basal insulin omitted since admission", "prescribed at usual time; prescriber informed"),
          ("prandial dose prescribed while NBM", "annotated 'withhold if not eating'"),
          ("brand not specified (Humulin vs Humalog risk)", "brand added"),
          ("duplicate basal (Lantus + Levemir)", "Levemir discontinued"),
          ("sliding scale without fixed basal", "basal-plus regimen advised per team"),
          ("gliclazide continued with eGFR <30", "suspended; team to review"),
          ("SGLT2i continued during acute illness", "held - sick day rules; ketone monitoring"),
          ("U200 pen prescribed as U100 volume", "clarified dose in units; MHRA alert noted"),
          ("IV insulin syringe prescribed as 0.5 ml", "rewritten 50 units in 50 ml"),
          ("no hypo treatment prescribed PRN", "glucagon 1 mg IM and GlucoGel PRN added"),
          ("timing 08:00 but pt self-injects 10:30", "time aligned with patient's usual routine")]


def rx_review(n, c):
    r = c.rng
    ph = c.pharm
    lab, val = c.lic("pharm", ph)
    n.f("{t}\n", t=r.choice(["PHARMACY - INSULIN PRESCRIPTION REVIEW", "Clinical Pharmacist Note: Insulin Safety Review",
                             "MEDICINES RECONCILIATION & INSULIN CHECK", "Pharmacy Intervention - Insulin"]))
    n.f("Ward: {w}   Date: {d}   Pharmacist: {p} ({lab} {v})  {bw} {b}\n", w=c.ward_(), d=c.date(), p=nm(ph, r.choice(["full", "init_last"]), "DOCTOR"),
        lab=lab, v=(val, "LICENSE"), b=c.bleep())
    sticker(n, c, r.choice(["lines", "pipe", "compact"]))
    n.f("Weight {w} kg   eGFR {e} mL/min/1.73m2   Allergies: {a}\n", w=r.randint(44, 140), e=r.randint(14, 95),
        a=r.choice(["NKDA", "penicillin (rash)", "codeine (vomiting)", "sulfa", "nil known", "elastoplast"]))
    n.t("\nSources of drug history:\n")
    n.f(" - patient{x}\n", x=r.choice([" and own insulin pens", " (insulin passport seen)", " - poor historian", ""]))
    n.f(" - GP record: {pr}, tel {t}\n", pr=(c.practice, "HOSPITAL"), t=(G.phone(r, c.cc), "PHONE"))
    if r.random() < 0.7:
        n.f(" - community pharmacy: {ph}, {city}, tel {t}", ph=(c.pharmacy, "HOSPITAL"), city=(c.city, "CITY"), t=(G.phone(r, c.cc), "PHONE"))
        if r.random() < 0.5:
            n.f(", fax {f}", f=(G.phone(r, c.cc), "FAX"))
        n.t("\n")
    if r.random() < 0.5:
        n.f(" - {rel} {f} (brought in blister pack / pens)\n", rel=c.rel, f=c.fam_())
    n.f(" - {x}\n", x=r.choice({"GB": ["Summary Care Record", "previous discharge summary"], "AU": ["My Health Record", "previous discharge summary"],
                                 "IE": ["previous discharge summary", "GP referral letter"], "CA": ["PharmaNet profile", "DIS medication profile"],
                                 "US": ["Surescripts fill history", "outside records"], "NZ": ["NZ ePrescription Service", "Medicines reconciliation (MedChart)"]}[c.cc]))
    n.f("\nPre-admission: {reg}\n", reg=K.regimen(c))
    if r.random() < 0.5:
        n.f("Also: {o}; {g}\n", o=r.choice(K.ORAL), g=r.choice(K.GLP1))
    n.t("\nInpatient chart - issues found:\n")
    items = r.sample(ISSUES, r.randint(2, 4))
    for i, (iss, act) in enumerate(items, 1):
        n.f("{i}. {iss} -> {act}\n", i=i, iss=iss, act=act)
    pre = c.reg if r.random() < 0.5 else c.fy
    dl, dv = c.lic("doc", pre)
    n.f("\nDiscussed with prescriber {d} ({dl} {dv}) at {t}; changes made.\n", d=c.doc(pre), dl=dl, dv=(dv, "LICENSE"), t=tm(r, 9, 17))
    n.f("Intervention logged: {i}\n", i=(G.idnum(r, "order"), "IDNUM"))
    if r.random() < 0.6:
        n.f("Patient's own device: {dev} S/N {sn} - {st}\n", dev=r.choice(["NovoPen 6 smart pen", "InPen", "NovoPen Echo Plus", "Libre reader", "Contour Next One meter"]),
            sn=(G.device_sn(r, r.choice(["meter", "pump"])), "DEVICE"), st=r.choice(["in date, working", "stored in POD locker", "dose memory reviewed: last 3 doses consistent"]))
    if r.random() < 0.35:
        cab = G.bioid(r)
        n.f("Automated cabinet: override of insulin by {u} ({bl} {b}) - reviewed, appropriate\n", u=c.user(c.nurse), bl=cab[0], b=(cab[1], "BIOID"))
    n.f("Self-administration assessment: level {lv}. Counselled on {c1} and {c2}.\n", lv=r.randint(1, 3),
        c1=r.choice(["sick day rules", "hypo recognition", "injection site rotation (lipohypertrophy found L abdomen)", "storage of pens"]),
        c2=r.choice(["driving and CBG checks", "ketone testing", "insulin passport", "not sharing pens"]))
    if c.cc in ("US", "CA") and r.random() < 0.7:
        n.f("Coverage: {ins} {l} {v}; BIN 610014 / PCN ADV (plan routing). Prior auth for {x} submitted.\n", ins=(c.ins, "ORGANIZATION"),
            l=c.hp[0], v=(c.hp[1], "HEALTHPLAN"), x=r.choice(["Tresiba", "Dexcom G7", "Omnipod 5", "Fiasp"]))
    if r.random() < 0.4:
        n.f("Discharge Rx to {ph} - sent by fax {f} on {d}\n", ph=(c.pharmacy, "HOSPITAL"), f=(G.phone(r, c.cc), "FAX"), d=c.date(add_days(c.d0, r.randint(1, 4))))
    signature(n, c, ph, r.choice(["Clinical Pharmacist", "Specialist Pharmacist - Diabetes", "Ward Pharmacist", "PharmD"]), "pharm")


# ------------------------------------------------------------------ QC log
def qc_log(n, c):
    r = c.rng
    meter = r.choice(K.METERS)
    sn = G.device_sn(r, "meter")
    lot1, lot2 = G.dg(r, 6), G.dg(r, 6)
    month = c.d0.replace(day=1)
    n.f("POINT-OF-CARE TESTING - BLOOD GLUCOSE METER QC LOG\nSite: {h}   Location: {w}   Month: {m}\n", h=c.hosp_(), w=c.ward_(),
        m=(fd(month, c.cc, r.choice(["mon_year", "mon3_year"])), "DATE"))
    n.f("Meter: {mt}   S/N: {sn}   Dock IP: {ip}\n", mt=meter, sn=(sn, "DEVICE"), ip=(G.ip(r), "IPADDR"))
    n.f("Strip lot {l}  |  Control L1 lot {a}  L2 lot {b}\n", l=G.dg(r, 6), a=lot1, b=lot2)
    u = K.unit(c)
    n.t(f"Ranges ({u}): L1 {K.glu(c, 2.2)}-{K.glu(c, 3.4)}   L2 {K.glu(c, 15.0)}-{K.glu(c, 20.6)}\n\n")
    n.t("Date       | Time  | Lvl | Result | P/F | Operator\n")
    ops = [mkperson(r) for _ in range(4)]
    opmode = r.choice(["id", "name", "user"])
    opids = [G.dg(r, 6) for _ in ops]
    day = c.d0.replace(day=1)
    for i in range(r.randint(5, 9)):
        day = add_days(day, r.randint(1, 4))
        k = r.randrange(len(ops))
        for lvl in (["L1", "L2"] if r.random() < 0.7 else [r.choice(["L1", "L2"])]):
            ok = r.random() > 0.08
            v = (r.randint(22, 34) if lvl == "L1" else r.randint(150, 206)) / 10
            if not ok:
                v = v * 1.3
            n.f("{d} | {t} | {l} | {v} | {pf} | ", d=c.date(day, "num" if c.cc != "CA" else "iso"),
                t=tm(r, 5, 8), l=lvl, v=K.glu(c, v), pf="P" if ok else "F")
            if opmode == "id":
                n.f("{o}\n", o=(opids[k], "IDNUM"))
            elif opmode == "name":
                n.f("{o}\n", o=nm(ops[k], r.choice(["init_last", "init_last_nodot", "initials"]), "DOCTOR"))
            else:
                n.f("{o}\n", o=(G.username(r, ops[k]), "USERNAME"))
    n.t("\nExceptions / corrective action:\n")
    lk = r.choice(ops)
    n.f("- {d}: meter locked out (QC overdue 24 h). Operator {u} - {why}.\n", d=c.date(add_days(day, -1), "sp_mon_short"),
        u=(G.username(r, lk), "USERNAME"), why=r.choice(["competency expired, e-learning reassigned", "scanned wrong barcode", "password reset by POCT"]))
    if r.random() < 0.8:
        lv = r.randint(10, 27) / 10
        n.f("- {d} {t}: patient result {v} {u} (LO flag). Pt ID scanned {m}. Lab glucose sent, accession {a}; ", d=c.date(add_days(day, -r.randint(1, 5))),
            t=tm(r), v=K.glu(c, lv), u=u, m=(c.mrn, "MRN"), a=(G.idnum(r, "accession"), "IDNUM"))
        n.f("{nn} informed {d}.\n", nn=c.nurse_(c.nurse, "initlast"), d=c.doc(c.fy))
    if r.random() < 0.5:
        n.f("- Failed L2 repeated with new vial - pass. Strip vial open date written on vial.\n")
    if r.random() < 0.5:
        n.f("- Meter swapped with spare S/N {s2} while {s1} sent to {dep}.\n", s2=(G.device_sn(r, "meter"), "DEVICE"), s1=(sn, "DEVICE"),
            dep=r.choice(["Clinical Engineering", "EBME", "POCT lab", "Biomedical Engineering"]))
    if r.random() < 0.4:
        n.f("- Data manager host {ip} unreachable {d}; results uploaded on re-dock.\n", ip=(G.ip(r), "IPADDR"), d=c.date(add_days(day, -2), "sp_mon_short"))
    co = c.dsn2
    n.f("\nPOCT coordinator: {co}, ext {x}, {em}\n", co=nm(co, "full", "DOCTOR"), x=(G.internal(r), "PHONE"), em=c.staff_email(co))
    n.f("Reviewed by ward manager: {wm}  Date: {d}\n", wm=nm(c.nurse, r.choice(["full", "initials"]), "DOCTOR"), d=c.date(add_days(day, 2)))
    n.t(r.choice(["Note: never use QC material on patients; clean meter with Clinell wipe between patients.\n",
                  "ISO 15197:2013 accuracy; EQA scheme round 24/3 returned within limits.\n",
                  "Reminder: results <4.0 or >20.0 need lab confirmation (policy POCT-07).\n" if c.cc != "US" else
                  "Reminder: results <70 or >400 mg/dL require lab confirmation per CLIA waived policy.\n"]))


# ------------------------------------------------------------------ ward round note
def ward_round(n, c):
    r = c.rng
    u = K.unit(c)
    if c.cc == "US" and r.random() < 0.6:
        n.f("HOSPITAL MEDICINE PROGRESS NOTE - HD#{hd}\n{d}  {t}\n", hd=r.randint(2, 6), d=c.date(), t=tm(r, 7, 11))
        n.f("Patient: {p}  MRN {m}  Rm {rm}\nAttending: {a}  Resident: {res}\n\n", p=c.pname("LAST_FIRST"), m=(c.mrn, "MRN"), rm=(c.room, "LOCATION_OTHER"),
            a=c.doc(c.cons), res=c.doc_plain(c.fy))
        n.f("S: {ag} with {dt} admitted with DKA. ", ag=c.age_(), dt=c.dtype)
    else:
        n.f("{hdr} {d}\n", hdr=r.choice(["WR", "Ward round", "Consultant WR", "PTWR", "Board round", "WARD ROUND -"]), d=c.date())
        n.f("{cons} / {reg} / {fy}", cons=c.doc(c.cons), reg=c.doc(c.reg, "last"), fy=c.doc_plain(c.fy, r.choice(["first", "init_last"])))
        if r.random() < 0.6:
            n.f(" / DSN {dsn}", dsn=nm(c.dsn, r.choice(["first", "full"]), "DOCTOR"))
        n.f("\n{w} {b}\n\n", w=c.ward_(), b=c.bedloc())
        n.f("{ag}, {dt}. D{dd} ", ag=c.age_(), dt=c.dtype, dd=r.randint(1, 5))
    n.f("{why}\n", why=r.choice(["post DKA (" + r.choice(K.DKA_CAUSE) + ")", "recurrent hypos on ward", "HHS, improving",
                                   "hyperglycaemia on dexamethasone", "new T1DM (GAD +ve)", "#NOF with poorly controlled T2DM",
                                   "pneumonia + hyperglycaemia", "DKA resolved overnight"]))
    n.f("PMH: {pmh}\n", pmh=", ".join(r.sample(K.COMORB, 3)))
    n.f("SH: {sh}", sh=c.prof_())
    k = r.random()
    if k < 0.5:
        n.f(". Lives with {rel} ({f})", rel=c.rel, f=c.fam_())
    elif k < 0.75:
        n.f(". Lives in care home - {ch}", ch=(G.carehome(r), "HOSPITAL"))
    else:
        n.t(". Lives alone, " + r.choice(["independent", "carers BD", "warden-controlled flat", "daughter nearby"]))
    n.t(". ")
    if r.random() < 0.3:
        n.f("Back from {co} {d}. ", co=(r.choice(P.COUNTRIES), "COUNTRY"), d=c.date(add_days(c.d0, -r.randint(3, 30)), r.choice(["sp_mon_short", "ordinal"])))
    n.t("\n\n")
    n.t(r.choice(["Feels much better. Eating and drinking. No vomiting.\n", "c/o nausea, ate 1/2 breakfast.\n",
                  "Says had 'a funny turn' at 0300 - hypo documented.\n", "Confused overnight per nursing; now at baseline.\n",
                  "Keen to go home; worried about work.\n"]))
    n.f("O/E: {sc}, HR {hr}, BP {s}/{d}, {t}C. {ex}\n", sc=K.score(c), hr=r.randint(62, 118), s=r.randint(96, 168), d=r.randint(50, 96),
        t=r.randint(360, 384) / 10, ex=r.choice(["Chest clear.", "HS I+II+0. Chest clear.", "Mucous membranes dry.", "Abdo SNT.", "No Kussmaul breathing now."]))
    vals = ", ".join(K.glu(c, r.randint(28, 240) / 10) for _ in range(r.randint(4, 7)))
    n.f("CBGs ({u}): {v}. Ketones {k}.\n", u=u, v=vals, k=r.randint(1, 30) / 10)
    n.f("Bloods: Na {na} K {k} Ur {ur} Cr {cr} CRP {crp} {a1c}\n", na=r.randint(129, 146), k=r.randint(31, 55) / 10, ur=r.randint(30, 190) / 10,
        cr=r.randint(55, 260), crp=r.randint(1, 210), a1c=K.hba1c(c))
    n.t("\nImp: " + r.choice(["resolving DKA", "hypos 2/2 reduced intake + unchanged basal", "insulin-requiring T2DM, poor control",
                               "steroid-induced hyperglycaemia", "HHS resolving, euvolaemic"]) + "\n")
    n.t("Plan:\n")
    plan = [f"- {r.choice(['reduce', 'continue', 'increase'])} {K.basal(c)} to {r.randint(6, 40)} units",
            "- stop FRIII 30 min after SC basal-bolus with lunch",
            "- CBG QDS + 0300; ketones if >14" if c.cc != "US" else "- POC glucose AC/HS + 0300",
            "- sick day rules + hypo education (DSN)",
            f"- hold {r.choice(['gliclazide', 'empagliflozin', 'metformin'])}",
            "- dietitian r/v re carb counting",
            "- VTE: enoxaparin 40 mg SC OD",
            "- repeat U&E mane"]
    for x in r.sample(plan, r.randint(3, 6)):
        n.t(x + "\n")
    if r.random() < 0.6:
        n.f("- d/w {rel} {f} by phone ({ph}) - {x}\n", rel=c.rel, f=c.fam_(), ph=(c.fam_phone, "PHONE"), x=r.choice(["updated", "agrees with plan", "will bring in meter and pens", "can collect on discharge"]))
    if r.random() < 0.2:
        n.f("- car in visitor car park (reg {v}) - pt advised not to drive until hypo-free 24 h; parking office aware\n", v=(G.plate(r, c.cc), "VEHICLE"))
    if r.random() < 0.3:
        n.f("- letter for employer ({e}) re time off\n", e=(c.employer, "ORGANIZATION"))
    if r.random() < 0.5:
        n.f("- NB {x}\n", x=K.ref(c))
    n.f("- EDD {d}\n", d=c.date(add_days(c.d0, r.randint(1, 5)), r.choice(["sp_mon_short", "wk_num", c.ds, "ddmm"])))
    n.t(r.choice(["\n", "\nTTO started.\n", "\nFor diabetes team r/v today.\n", "\nEscalation: full. DNACPR not in place.\n"]))
    k = r.random()
    if k < 0.35:
        n.f("{fy} {g} {bw} {b}\n", fy=c.doc_plain(c.fy, "full"), g=r.choice({"GB": ["FY1", "SHO"], "IE": ["intern", "SHO"], "US": ["PGY-1", "intern"], "CA": ["PGY-1", "R1"],
                                        "AU": ["intern", "RMO"], "NZ": ["HO", "RMO"]}[c.cc]), b=c.bleep())
    elif k < 0.7:
        n.f("Scribe: {fy}\n", fy=nm(c.fy, r.choice(["initials", "init_last"]), "DOCTOR"))
    else:
        signature(n, c, c.fy, r.choice({"GB": ["FY1", "FY2"], "IE": ["Intern", "SHO"], "US": ["Resident", "PGY-1"], "CA": ["Resident", "PGY-2"],
                                        "AU": ["Intern", "RMO"], "NZ": ["House Officer", "RMO"]}[c.cc]), "doc")


# ------------------------------------------------------------------ discharge education record
def edu_record(n, c):
    r = c.rng
    u = K.unit(c)
    yn = lambda: r.choice(["[x]", "[x]", "[x]", "[ ]", "N/A"])
    n.f("{t}\n{h} - Diabetes Education Centre\n\n", t=r.choice(["DISCHARGE INSULIN EDUCATION RECORD", "Insulin Safety Discharge Checklist",
                                                             "PATIENT EDUCATION: Starting Insulin - Completion Record"]), h=c.hosp_())
    sticker(n, c, r.choice(["lines", "pipe", "compact"]))
    addr_block(n, c)
    if r.random() < 0.7:
        insurance_block(n, c)
    n.f("Educator: {e}    Date(s): {d1}", e=c.nurse_(c.dsn, r.choice(["role", "cred", "plain"])), d1=c.date())
    if r.random() < 0.6:
        n.f(" and {d2}", d2=c.date(add_days(c.d0, 1)))
    n.f("\nInterpreter: {i}\n", i=r.choice(["not required", "not required", f"{r.choice(['Urdu', 'Polish', 'Tagalog', 'Somali', 'Samoan', 'Vietnamese', 'Punjabi'])} - telephone interpreter used"]))
    if r.random() < 0.4:
        n.f("Present: {rel} {f} ({ag})\n", rel=c.rel, f=c.fam_(), ag=seq((str(r.randint(19, 80)), "AGE"), r.choice(["", " yrs", "y"])))
    n.f("\nNew regimen: {reg}\n", reg=K.regimen(c))
    n.t("\nTopic                                        Done  Comment\n")
    rows = [("Injection technique / site rotation", "teach-back OK, 4 mm pen needles"),
            ("Pen device: " + r.choice(["NovoPen 6", "FlexPen", "KwikPen", "SoloStar", "InPen"]), "primed 2 units"),
            ("Meter use: " + r.choice(K.METERS[4:] + ["Accu-Chek Guide", "CareSens N"]), "S/N recorded below"),
            (f"Hypo: <4 {u} - rule of 15" if c.cc != "US" else "Hypo: <70 mg/dL - rule of 15", "carries " + r.choice(["GlucoJuice", "Dextro tabs", "jelly beans", "Lift shots"])),
            ("Sick day rules / ketone testing", "ketone meter " + r.choice(K.KETONE_METERS)),
            ("Storage and disposal (sharps bin)", "bin via GP"),
            ("Driving", "see below"), ("Alcohol / exercise", ""), ("Insulin passport issued", "")]
    for a, b in rows:
        n.t(f"{a:<44} {yn():<5} {b}\n")
    n.t("\nDRIVING\n")
    auth = {"GB": "DVLA", "IE": "NDLS", "US": "the DMV", "CA": "the provincial licensing office",
            "AU": "the state road authority", "NZ": "NZTA"}[c.cc]
    if r.random() < 0.75 and c.age >= 18:
        n.f("Holds {lt} licence no. {dl}. ", lt=r.choice(["car (Group 1)", "HGV (Group 2)", "full", "class C", "Class 5"]),
            dl=(G.drivers_licence(r, c.cc, c.pt.last), "LICENSE"))
        n.f("Vehicle reg {v}. ", v=(G.plate(r, c.cc), "VEHICLE"))
        n.t(r.choice([f"Must inform {auth} (insulin-treated). ", "Advised to notify licensing authority. ",
                      "Check CBG <2 h before driving and every 2 h; 5 to drive. ", "Not to drive until hypo awareness reviewed (Gold score 4). "]))
        if r.random() < 0.3:
            n.f("VIN on insurance doc {vin} (for employer fleet form). ", vin=(G.vin(r), "VEHICLE"))
    else:
        n.t("Does not drive. ")
    n.f("Occupation: {p}", p=(c.prof, "PROFESSION"))
    if r.random() < 0.6:
        n.f(" at {e}; fit note/letter provided re CBG checks at work", e=(c.employer, "ORGANIZATION"))
    n.t(".\n\nEQUIPMENT SUPPLIED\n")
    n.f("Meter S/N {s}; ketone meter S/N {k}; ", s=(G.device_sn(r, "meter"), "DEVICE"), k=(G.device_sn(r, "ketone"), "DEVICE"))
    if r.random() < 0.5:
        n.f("{cg} sensor started, transmitter/sensor ID {sid}", cg=r.choice(K.CGMS), sid=(G.device_sn(r, "cgm"), "DEVICE"))
    else:
        n.t("no CGM")
    n.f("\nPrescription sent to {ph} ({t})\n", ph=(c.pharmacy, "HOSPITAL"), t=(G.phone(r, c.cc), "PHONE"))
    n.t("\nFOLLOW-UP\n")
    n.f("- DSN phone call {d} between 10:00 and 12:00 on {m}\n", d=c.date(add_days(c.d0, r.randint(2, 5)), r.choice(["wk_num", "sp_mon_short", "ordinal"])), m=c.phone_("mobile"))
    n.f("- Diabetes clinic {d} at {cl}\n", d=c.date(add_days(c.d0, r.randint(14, 60)), r.choice(["long", "sp_mon", c.ds])), cl=(r.choice([c.hosp2, c.hosp, G.practice(r, c.cc)]), "HOSPITAL"))
    n.f("- GP {g} at {pr} informed; fax {fx}\n", g=c.doc(c.gp), pr=(c.practice, "HOSPITAL"), fx=(G.phone(r, c.cc), "FAX"))
    n.f("- Helpline {x} (Mon-Fri) / out of hours {y}\n", x=(G.phone_ext(r, c.cc), "PHONE"), y=r.choice(["on-call medical registrar via switchboard", {"GB": "NHS 111 / 999", "IE": "999 or 112", "US": "call 911",
                                                                  "CA": "call 911 or 811", "AU": "call 000", "NZ": "call 111"}[c.cc]]))
    n.f("- Online resources: {url}\n", url=(G.url(r, c.hosp), "URL"))
    n.f("\nPatient signature: {p}   Date: {d}\n", p=nm(c.pt, r.choice(["full", "init_last", "initials"]), "PATIENT"), d=c.date(style=r.choice(["num", "num2y"])))
    signature(n, c, c.dsn, c.nrole, "nurse")
