"""Genres: chemotherapy prescription screening, aseptic worksheet,
product release, dose-banding / deviation log (author 282)."""
import blocks as B
import clinical as C
import phi
import pools_places as PL

CHECKS = ["Regimen matches approved protocol", "Patient identity / allergy status confirmed", "Height & weight within 7 days",
          "BSA recalculated", "Dose banding applied (+/-5%)", "Cumulative dose checked", "Renal function appropriate",
          "Hepatic function appropriate", "FBC within protocol limits", "Supportive meds prescribed", "Cycle interval correct",
          "Consent on file", "Pregnancy status documented", "Hep B serology reviewed", "ECHO/MUGA in date", "Interacting meds reviewed (PPI/warfarin)"]
REG_SOURCE = {"UK": "Protocol ref", "US": "Order set", "AU": "eviQ ID", "CA": "CCO regimen", "IE": "NCCP Regimen"}


def _reg_ref(c, reg):
    r = c.rng
    return {"UK": lambda: f"{reg['name'].upper().replace(' ', '')}-v{r.randrange(2, 9)}", "US": lambda: f"ONC-{reg['name'].upper().replace(' ', '')[:8]} (v{r.randrange(1, 6)})",
            "AU": lambda: str(r.randrange(100, 4000)), "CA": lambda: reg['name'].upper().replace(' ', '').replace('/', '')[:10],
            "IE": lambda: f"00{r.randrange(100, 900)}"}[c.country]()


def screen_comment(c, reg, neut, plt):
    r = c.rng
    dr = c.staff("doctor", "cons")
    ph = c.staff("pharmacist")
    drugs = {x["drug"] for x in reg["lines"]}
    ks = [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 11, 12, 12]
    if drugs & {"Doxorubicin", "Epirubicin"}:
        ks += [3, 3]
    k = r.choice(ks)
    if k == 10 and "Carboplatin" not in drugs:
        k = 11
    if k == 0:
        c.ln("Plt {p} - below protocol threshold. Discussed with {dr} (bleep {b}) - OK to proceed 100%, count recovering. Documented in {sys}.",
             p=str(plt), dr=c.S(dr, "dr_last" if dr.role == "doctor" else None), b=c.bleep(), sys=r.choice(C.SYSTEMS))
    elif k == 1:
        c.ln("Weight down {x} kg since C1 ({d}) - >5% change, doses recalculated on today's weight, BSA now {b} m2.",
             x=f"{r.uniform(3.5, 7.9):.1f}", d=c.D(-r.randrange(40, 120)), b=str(reg["bsa"]))
    elif k == 2:
        c.ln("Pt's {rel} {f} rang ({ph}) to confirm attendance {d}; hospital transport booked.", rel=c.pt.nok_rel,
             f=c.F(style=r.choice(["full", "first", "title_last"])), ph=(c.pt.nok_phone, "PHONE"), d=c.Dshort(r.randrange(1, 5)))
    elif k == 3:
        c.ln("Cumulative anthracycline {x} mg/m2 doxorubicin-equivalent (max 450). ECHO {d}: LVEF {e}%.", x=str(r.randrange(150, 400)),
             d=c.D(-r.randrange(10, 90)), e=str(r.randrange(52, 66)))
    elif k == 4:
        c.ln("DEFERRED 1/52 - neut {n}. Rebooked for {d}. Worksheet {w} cancelled before production.", n=f"{neut}",
             d=c.D(7), w=c.idn("worksheet"))
    elif k == 5:
        c.ln("Treatment to be given at {h} (satellite chair) - pt lives in {city}, closer to home.",
             h=(c.site.system, "HOSPITAL") if c.chance(0.3) else c.other_hosp(),
             city=(c.pt.addr.city, "CITY"))
    elif k == 6:
        c.ln("Trial patient - IMP dispensed separately, see trial record (subject {s}). SoC drugs only on this Rx.", s=c.idn("subject"))
    elif k == 7:
        c.ln("Pt works as a {j} and asked for earliest chair; booked {d} 08:30.", j=(c.pt.job, "PROFESSION"), d=c.Dshort(r.randrange(1, 6)))
    elif k == 8:
        c.ln("Interaction: pt on {x}. Advised {dr} - {y}.", x=r.choice(["warfarin", "phenytoin", "St John's wort", "omeprazole 40 mg", "clarithromycin"]),
             dr=c.S(dr), y=r.choice(["switch to LMWH", "level check booked", "stop, counselled", "monitor INR weekly"]))
    elif k == 9:
        c.ln("Verbal order clarification with {dr} at {t} - dose cap confirmed. Read back. {ini}", dr=c.S(dr), t=c.time(),
             ini=c.S(ph, "initials"))
    elif k == 10:
        c.ln("Creatinine {s} umol/L ({d}) - repeat requested, lab accession {acc}. Carboplatin to be recalculated if CrCl < {cc}.",
             s=str(reg["scr"]), d=c.Dshort(-1), acc=c.idn("specimen"), cc=str(max(20, reg["crcl"] - 10)))
    elif k == 12:
        c.ln("Prior line: {x} completed {my}; progression on CT {d}. New regimen approved at MDT.", x=r.choice(["FOLFOX", "carboplatin/paclitaxel", "R-CHOP x6", "capecitabine", "docetaxel x6"]),
             my=(phi.fmt_month_year(c.d(-r.randrange(120, 600)), r), "DATE"), d=c.D(-r.randrange(10, 40)))
    else:
        c.ln("No issues. OK to manufacture. Released to ASU queue {t}.", t=c.time())


def chemo_screen(c):
    r = c.rng
    reg = c.regimen()
    cons = c.staff("doctor", "cons")
    ph = c.staff("pharmacist")
    c.ln("{t}", t=r.choice(["CHEMOTHERAPY PRESCRIPTION - PHARMACIST CLINICAL SCREEN", "SACT Prescription Verification",
                            "Chemotherapy Order Verification (Pharmacist)", "ONCOLOGY PHARMACY - PRESCRIPTION SCREENING RECORD",
                            "Clinical check - systemic anticancer therapy", "Chemo Rx screen"]))
    c.ln("{h}{x}", h=c.hosp(), x=r.choice([" - Pharmacy Department", " | Oncology Pharmacy", "", " Cancer Services"]))
    c.ln(c.sep())
    B.pt_header(c)
    c.ln("Consultant: {cons}    Location: {w}", cons=c.S(cons, r.choice(["dr_last", "dr_full", "full_cred"])), w=c.ward())
    c.ln("Regimen: {n}   Cycle {cy} Day {dy}   Intent: {i}   ({t})", n=reg["name"], cy=str(reg["cycle"]), dy=str(reg["day"]),
         i=r.choice(B.INTENT), t=reg["tumour"])
    c.ln("{src}: {ref}", src=REG_SOURCE[c.country], ref=_reg_ref(c, reg))
    c.ln("Ht {h} cm   Wt {w} kg   BSA {b} m2 (Mosteller){x}", h=str(c.pt.height), w=str(c.pt.weight), b=str(reg["bsa"]),
         x=r.choice(["", "   capped 2.0 m2? N", f"   prev wt {c.pt.weight + r.uniform(-3, 3):.1f} kg"]))
    labs_d, neut, plt, scr = B.lab_block(c, -r.randrange(1, 3))
    c.ln("CrCl (Cockcroft-Gault) {cc} mL/min{x}", cc=str(reg["crcl"]), x=r.choice(["", "; eGFR 74 mL/min/1.73m2", "; GFR (EDTA) not done"]))
    c.ln("")
    B.regimen_table(c, reg)
    c.ln("")
    mark = r.choice([("[x]", "[ ]"), ("Y", "N"), ("\u2713", "\u2717"), ("OK", "--")])
    for item in r.sample(CHECKS, r.randrange(5, 10)):
        c.ln("{m} {i}", m=mark[0] if c.chance(0.9) else mark[1], i=item)
    c.ln("Allergies: {a}", a=r.choice(B.ALLERGIES))
    if c.chance(0.6):
        c.ln("Supportive: {s}", s=r.choice(B.SUPPORTIVE))
    if c.chance(0.4):
        B.hard_neg(c)
    c.ln("Comments:")
    for _ in range(r.randrange(1, 4)):
        screen_comment(c, reg, neut, plt)
    c.ln("")
    lab, lv = c.lic(cons) if cons.lic else ("", "")
    c.ln("Prescriber: {p}{l}  e-signed {d} {t}", p=c.S(cons, "dr_full" if c.chance(0.5) else "full"),
         l=[f" ({lab} ", lv, ")"] if lab and c.chance(0.5) else "", d=c.D(-r.randrange(0, 3)), t=c.time())
    B.sig(c, ph, r.choice(["Screened", "Clinically verified", "Verified", "Pharmacist check"]))
    if c.chance(0.3):
        c.ln("Logged on as {u} from workstation {ip}", u=c.user(ph), ip=c.ip())
    if c.chance(0.3):
        c.ln("Next cycle due: {d}", d=c.D(reg["cycle_len"]))


def aseptic_worksheet(c):
    r = c.rng
    reg = c.regimen()
    L = r.choice(reg["lines"])
    op, chk = c.staff("technician", "op"), c.staff("technician", "chk")
    ph = c.staff("pharmacist")
    us = c.country == "US"
    c.ln("{t}{pg}", t=r.choice(["ASEPTIC SERVICES UNIT - PATIENT-SPECIFIC WORKSHEET", "CYTOTOXIC RECONSTITUTION WORKSHEET",
                                "Compounding Record - Hazardous CSP (USP <800>)" if us else "Aseptic Preparation Worksheet",
                                "IV ROOM COMPOUNDING LOG" if us else "Patient-specific product worksheet"]),
         pg=r.choice(["", "          Page 1 of 1", "   (copy 1 of 2)"]))
    c.ln("{h}{x}", h=c.hosp(), x=r.choice([" Pharmacy Aseptic Unit", " - Aseptic Services", " | Cytotoxic Unit", ""]))
    c.ln("Worksheet No: {w}     Batch No: {b}", w=c.idn("worksheet"), b=c.idn("batch"))
    prod = f"{L['drug']} {L['band']} {L['unit']}" + (f" in {L['dil']} {L['final']} mL" if L["dil"] else f" ({L['vol']} mL) in {L['cont']}")
    c.ln("Product: {p}", p=prod)
    lab, idv = c.ID()
    c.ln("Patient: {n}    {lab}: {id}    DOB: {dob}", n=c.P(r.choice(["LAST_FIRST", "last_first", "LAST_first_mid", "full"])),
         lab=lab, id=idv, dob=c.DOB())
    c.ln("Ward: {w}   Consultant: {d}   Due: {dd} {t}", w=c.ward(), d=c.S(c.staff("doctor", "cons"), "dr_last"), dd=c.D(r.choice([0, 0, 1])),
         t=r.choice(["09:00", "10:00", "11:30", "13:00", "14:30", "AM", "PM"]))
    c.ln("Rx/Order No: {o}   Regimen {rg} C{cy}D{dy}", o=c.idn("rx"), rg=reg["name"], cy=str(reg["cycle"]), dy=str(reg["day"]))
    c.ln("")
    c.ln("STARTING MATERIALS / CONSUMABLES")
    c.ln("{h}", h=f"{'Item':<48}{'Lot':<11}{'Exp':<9}Issued  Chk")
    for item, lot, exp in C.comp_lines(r, L, c.when, phi.stock_lot, phi.stock_expiry):
        c.ln("{x}{a}{pad}{b}", x=f"{item:<48}{lot:<11}{exp:<9}", a=[(op.ini(), "DOCTOR")], pad=" " * max(1, 8 - len(op.ini())),
             b=[(chk.ini(), "DOCTOR")])
    if c.chance(0.5):
        c.ln("Drug product code: {pc}   Vial conc {cc} mg/mL", pc=phi.product_code(r, c.country), cc=f"{L['conc']:g}")
    c.ln("")
    c.ln("PROCESS")
    c.ln("{iso}  SN {sn}   Sanitised {t} ({s})", iso=r.choice(C.ISOLATORS), sn=c.dev("isolator"), t=c.time(7, 9),
         s=r.choice(["IPA 70%", "sporicidal wipe (Klercide)", "H2O2 gassing cycle", "Actril"]))
    c.ln("Operator login: {u}  (biometric {b} verified)", u=c.user(op), b=(op.bio, "BIOID"))
    c.ln("Volume drawn {v} mL (calc {v2} mL)   {g}", v=f"{float(L['vol']) + r.choice([0, 0, 0.1, -0.1]):.1f}", v2=L["vol"],
         g=r.choice(["", f"Gravimetric: target {r.uniform(120, 560):.1f} g, actual within {r.uniform(0.1, 3.9):.1f}%"]))
    c.ln("Balance {bm} SN {sn}", bm=r.choice(C.BALANCES), sn=c.dev("balance"))
    c.ln("Prepared by: {a}  {t1}     In-process check: {b}  {t2}", a=c.S(op, r.choice(["initials", "full", "init_last"])), t1=c.time(8, 12),
         b=c.S(chk, r.choice(["initials", "full", "init_last"])), t2=c.time(8, 12))
    c.ln("Label check: {a}   Final check: {p}", a=c.S(chk, "initials"), p=c.S(ph, r.choice(["full_cred", "init_last", "role_full"])))
    if us:
        c.ln("BUD: {d} {t} ({h} refrigerated per USP <797> Category {cat})", d=c.D(r.choice([1, 1, 2, 9])), t=c.time(),
             h=r.choice(["24 h", "4 days", "9 days"]), cat=r.choice(["1", "2"]))
    else:
        c.ln("Expiry assigned: {d} {t}  ({s})", d=c.D(r.choice([1, 1, 2, 7])), t=c.time(), s=r.choice(C.UNIT_PHRASES))
    c.ln("Labels printed: {n} to {pr} ({ip})", n=str(r.randrange(2, 5)), pr=r.choice(["Zebra ZD420 - ASU", "label printer 2", "LP-CYTO"]), ip=c.ip())
    if c.chance(0.5):
        c.ln("Comments: {x}", x=r.choice([
            ["Vial 2 cored - replaced, wastage recorded. ", c.S(op, "initials")],
            ["Leak from PhaSeal connector on withdrawal - contained in isolator, spill wipes used. Reported to ", c.S(ph, "full"), "."],
            ["Dose changed by ", c.S(c.staff("doctor", "cons"), "dr_last"), " at ", c.time(), " - worksheet reprinted, old copy destroyed."],
            "Made early for AM clinic.", "Second operator unavailable - check by camera (CCTV retained 30 days).",
            ["Product for home infusion - to go with pt's ", c.pt.nok_rel, " ", c.F(style="full"), " at collection."],
        ]))


def product_release(c):
    r = c.rng
    reg = c.regimen()
    L = r.choice(reg["lines"])
    ph = c.staff("pharmacist", "rel")
    us = c.country == "US"
    status = r.choice(["RELEASED", "RELEASED", "RELEASED", "QUARANTINE", "REJECTED", "RELEASED (under concession)"])
    c.ln("{t}", t=r.choice(["PRODUCT RELEASE RECORD - ASEPTICALLY PREPARED PRODUCT", "Final Release - Patient-Specific Aseptic Product",
                            "CSP Final Verification & Release" if us else "Authorised Pharmacist Release Record", "QA RELEASE SHEET"]))
    c.ln("{h}", h=[c.hosp(), r.choice([" - Aseptic Services", " Pharmacy Manufacturing Unit", ""])])
    if c.chance(0.35):
        pl, pv = phi.premises_licence(r, c.country)
        c.ln("{pl}: {pv}", pl=pl, pv=(pv, "LICENSE"))
    c.ln(c.sep())
    c.ln("Batch: {b}    Worksheet: {w}    Status: {s}", b=c.idn("batch"), w=c.idn("worksheet"), s=status)
    c.ln("Product: {d} {dose} {u}{x}", d=L["drug"], dose=L["band"], u=L["unit"], x=(f" / {L['dil']} {L['final']} mL" if L["dil"] else f" / {L['cont']}"))
    lab, idv = c.ID()
    c.ln("For: {n} ({id}){a}", n=c.P(r.choice(["title_last", "full", "LAST_FIRST", "init_last"])), id=idv,
         a=["  DOB ", c.DOB()] if c.chance(0.5) else "")
    c.ln("Destination: {d}", d=B.ward_dest(c))
    c.ln("Prepared: {d} {t}   Isolator: {iso}", d=c.D(), t=c.time(8, 13), iso=r.choice(C.ISOLATORS))
    c.ln("")
    c.ln("Documentation review")
    items = [("Worksheet complete and signed", "Y"), ("Starting materials reconciled (lot/exp)", "Y"),
             ("Volume / gravimetric check within limits", f"Y ({r.uniform(-4.5, 4.5):+.1f}%)"),
             ("Session EM", r.choice(C.EM_TERMS)), ("Label reconciliation", f"{r.randrange(2, 5)} printed / used / 0 destroyed"),
             ("Visual inspection (particles, leaks, colour)", r.choice(["clear, colourless", "pass", "pale yellow - normal for product", "PASS"])),
             ("Pressure differential log", "in spec"), ("Operator validated (broth fill in date)", "Y")]
    for it, v in r.sample(items, r.randrange(4, len(items))):
        c.ln("  - {x}", x=f"{it} {'.' * max(2, 46 - len(it))} {v}")
    c.ln("")
    if status.startswith("QUAR") or status == "REJECTED":
        why = r.choice(["settle plate 1 CFU in Grade A - investigation opened", "label mismatch (dose on label differs from worksheet)",
                        "particulate seen on visual inspection", "worksheet missing second check signature", "gravimetric -6.2% outside +/-5%"])
        c.ln("Reason: {w}. Deviation {d} raised.", w=why, d=c.idn("deviation"))
        c.ln("Ward informed: {w} spoke to {n} at {t}; replacement due {d}.", w=c.ward(), n=c.S(c.staff("nurse"), r.choice(["full", "first", "full_cred"])),
             t=c.time(), d=c.D(r.choice([0, 1])))
    elif "concession" in status:
        c.ln("Concession {d}: {w}. Approved by {q}.", d=c.idn("deviation"), w=r.choice(["expiry label reprinted", "outer bag changed after seal failure",
                                                                                           "released before EM read (clinical urgency)"]),
             q=c.S(c.staff("pharmacist", "qa"), r.choice(["full_cred", "full"])))
    B.sig(c, ph, r.choice(["Released by", "Authorised", "Final verification"]), with_lic=c.chance(0.6))
    if c.chance(0.4):
        c.ln("e-release audit: user {u} at {ip} ({sys})", u=c.user(ph), ip=c.ip(), sys=r.choice(C.SYSTEMS))
    if c.chance(0.3):
        c.ln("Queries: {e} / {p}", e=c.email(), p=c.phone("land"))


def dose_band_log(c):
    r = c.rng
    title = r.choice(["DOSE BANDING LOG", "Dose-banding & dose deviation log", "DOSE ROUNDING / VARIANCE LOG", "Dose band exceptions register"])
    c.ln("{t} - {h}", t=title, h=c.hosp())
    tol = r.choice([5, 5, 10])
    c.ln("Period: {a} to {b}   Tolerance: +/-{tol}% of calculated dose", a=c.D(-r.randrange(5, 30)), b=c.D(), tol=str(tol))
    c.ln(c.sep())
    c.ln("{h}", h=f"Date       | Patient                | ID          | Drug            | Calc   | Band   | Var    | Action        | By")
    n = r.randrange(4, 10)
    for i in range(n):
        pt = c.pt if i == 0 else c.other_patient()
        reg = C.regimen(r, pt)
        L = r.choice(reg["lines"])
        var = L["var"]
        v = abs(float(var.rstrip("%")))
        if L["basis"] == "flat":
            act = "band N/A (flat dose)"
        elif v > tol:
            act = r.choice(["outside band - Dr agreed", "prescriber amended", "held - query raised"])
        else:
            act = r.choice(["within band", "within band", "rounded to vial", "within band"])
        name = c.P(r.choice(["initials", "init_last", "LAST_FIRST", "last_init", "title_last"]), pt=pt)
        c.ln("{d} | {n} | {id} | {x} | {by}", d=c.Dshort(-r.randrange(0, 20)), n=name, id=c.mrn(pt),
             x=f"{L['drug'][:15]:<15} | {L['calc']:>6} | {L['band']:>6} | {var:>6} | {act:<13}",
             by=c.S(c.staff("pharmacist", f"p{i % 3}"), "initials"))
    c.ln("")
    if c.chance(0.8):
        c.ln("Deviations this period")
        for _ in range(r.randrange(1, 3)):
            pt = c.other_patient()
            dr = c.staff("doctor", f"dr{r.randrange(3)}")
            c.ln("* {dv} - {n} ({id}): {txt} Agreed with {dr} {how} on {d}.", dv=c.idn("deviation"), n=c.P(r.choice(["full", "last_first", "initials"]), pt=pt),
                 id=c.mrn(pt), txt=r.choice(["gemcitabine band 1800 mg is -6.1% from calc 1917 mg (outside 5%).",
                                             "rituximab rounded up to 700 mg (+5.6%) - vial-sharing not possible, single patient session.",
                                             "carboplatin AUC recalculated on new creatinine, 2nd worksheet issued.",
                                             "prescribed dose on flat-dose basis did not match protocol mg/kg (nivolumab 3 mg/kg legacy order).",
                                             "doxorubicin dose not banded - BSA >2.2 m2, capped per protocol at 2.0 m2."]),
                 dr=c.S(dr, r.choice(["dr_last", "dr_full", "full"])), how=r.choice(["by phone", "in clinic", "via email", "on ward round"]),
                 d=c.D(-r.randrange(0, 10)))
    if c.chance(0.5):
        c.ln("Total banded doses {a}; outside tolerance {b} ({pc}). Reported to {com} {d}.", a=str(r.randrange(140, 620)), b=str(r.randrange(1, 9)),
             pc=f"{r.uniform(0.3, 3.5):.1f}%", com=r.choice(["Chemo Safety Group", "Medicines Safety Committee", "SACT Board", "P&T Committee"]),
             d=c.D(r.randrange(3, 20)))
    B.sig(c, c.staff("pharmacist", "lead"), r.choice(["Reviewed", "Checked", "Signed off"]), time=False)
