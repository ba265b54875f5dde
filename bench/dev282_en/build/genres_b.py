"""Genres: cytotoxic spill incident, outsourced compounding order, clinical
trial dispensing, ward delivery log (author 282)."""
import blocks as B
import clinical as C
import core
import phi
import pools_places as PL

INCIDENT_SYS = {"UK": ["Datix", "DATIX", "Datix Cloud IQ", "InPhase"], "US": ["RL6", "SafetyNet", "Midas"],
                "AU": ["RiskMan", "ims+", "RiskMan"], "CA": ["SMIS", "RL Solutions"], "IE": ["NIMS", "Datix"]}
SPILL_KITS = ["Cytotoxic spill kit (Medline)", "SpillGuard CYTO kit", "Chemo Spill Kit CSK-200", "purple spill kit", "ChemoPlus spill kit"]
PPE = ["double nitrile gloves (ASTM D6978)", "impermeable gown", "FFP3 mask", "N95", "face visor", "overshoes", "safety goggles"]
IMP_NAMES = ["velutuzumab", "torinelimab", "quarcitinib", "ABX-221", "HLC-0947", "tesalimab", "LMB-3310", "obrexatinib", "PRG-77 / placebo"]
TRIAL_ACR = ["VELOCITY-3", "TORRENT", "QUARTZ-201", "HALO-BREAST", "LUMEN", "KESTREL-2", "ORBIT", "PARAGON-B", "SOLSTICE", "NORTHERN LIGHTS"]


def _drug_line(c):
    reg = c.regimen()
    L = c.rng.choice(reg["lines"])
    return L, f"{L['drug']} {L['band']} {L['unit']}" + (f" in {L['final']} mL {L['dil']}" if L["dil"] else f" ({L['cont']})")


def spill_incident(c):
    r = c.rng
    L, prod = _drug_line(c)
    ph = c.staff("pharmacist", "qa")
    rep = c.staff(r.choice(["nurse", "technician"]), "rep")
    wit = c.staff(r.choice(["nurse", "technician", "porter"]), "wit")
    kind = r.choice(["unit", "ward", "transit", "home", "aseptic"])
    ref = c.idn("incident")
    c.ln("{t}", t=r.choice(["CYTOTOXIC SPILL - INCIDENT REPORT", "Hazardous Drug Spill Report", "INCIDENT REPORT: Cytotoxic spillage",
                            "Adverse event / spill notification (SACT)"]))
    c.ln("{sys} ref: {ref}    Severity: {sev}", sys=r.choice(INCIDENT_SYS[c.country]), ref=ref,
         sev=r.choice(["No harm", "Low harm", "Near miss", "Moderate"]))
    c.ln("Date of incident: {d}   Time: {t}     Reported: {d2} {t2}", d=c.D(), t=c.time(), d2=c.D(r.choice([0, 0, 1])), t2=c.time())
    if kind == "unit":
        c.ln("Location: Chemotherapy Day Unit, {rm}, {b}, {h}", rm=list(c.room()), b=c.building(), h=c.hosp())
    elif kind == "ward":
        c.ln("Location: {w}, Bay {bay} Bed {bed}, {h}", w=c.ward(), bay=(str(r.randrange(1, 7)), "LOCATION_OTHER"),
             bed=(str(r.randrange(1, 30)), "LOCATION_OTHER"), h=c.hosp())
    elif kind == "transit":
        c.ln("Location: in transit - {cour} vehicle reg {v}, en route {h} -> {h2}", cour=c.org(PL.COURIERS), v=c.veh(),
             h=c.compounder() if c.chance(0.5) else c.hosp(), h2=c.other_hosp())
    elif kind == "home":
        c.ln("Location: patient's home - {a}", a=c.addr())
    else:
        c.ln("Location: Aseptic Unit, {iso} transfer hatch, {rm}, {b}", iso=r.choice(C.ISOLATORS), rm=list(c.room()), b=c.building())
    c.ln("Drug(s): {p}   Batch {b}   Approx vol spilled: {v}", p=prod, b=c.idn("batch"), v=r.choice(["< 5 mL", "~10 mL", "approx 50 mL", "whole bag (250 mL)", "few drops"]))
    if kind in ("ward", "unit", "home") or c.chance(0.3):
        lab, idv = c.ID()
        c.ln("Patient: {n}  {lab} {id}  {a}", n=c.P(r.choice(["full", "title_last", "LAST_FIRST"])), lab=lab, id=idv, a=c.age())
    c.ln("Reported by: {a}   Witness: {b}", a=c.S(rep, r.choice(["full_cred", "role_full", "full"])), b=c.S(wit, r.choice(["full", "role_full"])))
    c.ln("")
    c.ln("Description of incident:")
    if kind == "transit":
        drv = c.staff("driver", "drv")
        c.ln("Driver {d} noticed wet patch in cool box on arrival at goods-in ({x}) at {t}. Outer zip bag intact but inner bag seal split at port. "
             "Box not opened outside; pharmacy called on {ph}. {q} attended with spill kit.", d=c.S(drv, r.choice(["full", "first", "last_first"])),
             x=[(r.choice(["Dock 2", "Goods-In Dock 2", "the loading bay", "East Entrance"]), "LOCATION_OTHER")], t=c.time(), ph=c.phone("land"), q=c.S(ph, "full"))
    elif kind == "home":
        c.ln("Pt's {rel} {f} phoned at {t} ({ph}) - infusor ({inf}) disconnected from PICC overnight, fluid on bedsheets. Advised gloves, "
             "contain with towels, double-bag, do not wash with other laundry. District nurse {dn} visited {d} with spill kit.",
             rel=c.pt.nok_rel, f=c.F(style=r.choice(["full", "first"])), t=c.time(6, 9), ph=(c.pt.nok_phone, "PHONE"), inf=r.choice(C.INFUSORS),
             dn=c.S(c.staff("nurse", "dn"), r.choice(["full", "full_cred"])), d=c.D())
    elif kind == "aseptic":
        c.ln("During transfer out of {iso}, syringe Luer cap loosened and approx 2 mL dripped onto hatch tray. Contained inside pass hatch. "
             "Operator {op} stopped session; glove change; area cleaned x3 (detergent then {cl}). Product rejected and remade.",
             iso=r.choice(C.ISOLATORS), op=c.S(rep, r.choice(["full", "initials"])), cl=r.choice(["sodium hypochlorite 1%", "IPA 70%", "Klercide"]))
    else:
        c.ln("At {t} the {x} disconnected from the {y} while the pump alarm was being silenced. Fluid ran down the drip stand onto the floor "
             "and the patient's left sleeve. Infusion stopped, line clamped. {who} informed; {dr} reviewed.", t=c.time(),
             x=r.choice(["giving set", "spike", "CSTD connector", "extension set"]), y=r.choice(["bag", "cannula", "Hickman line", "port needle"]),
             who=c.S(c.staff("nurse", "nic"), r.choice(["full", "first", "role_full"])), dr=c.S(c.staff("doctor", "reg"), "dr_last"))
    c.ln("")
    c.ln("Immediate actions:")
    acts = [f"- Area cordoned, {r.choice(SPILL_KITS)} used (PPE: {', '.join(r.sample(PPE, 3))})",
            "- Absorbent pads, then detergent x3, rinse; waste to purple-lidded cytotoxic sharps/waste bin",
            "- Contaminated clothing removed and double-bagged",
            f"- {r.choice(['Eyes irrigated 15 min', 'Skin washed with soap and water 15 min', 'No skin/eye contact'])}",
            "- Remaining product quarantined; replacement requested from ASU"]
    for a in r.sample(acts, r.randrange(3, 6)):
        c.ln("{a}", a=a)
    if c.chance(0.6):
        c.ln("Staff exposure: {n} - {e}. Occupational Health informed ({ph}), appt {d}.", n=c.S(rep, r.choice(["full", "last_first"])),
             e=r.choice(["splash to left forearm", "possible inhalation (no mask)", "none", "eye splash, irrigated"]),
             ph=c.phone("land"), d=c.Dshort(r.randrange(1, 5)))
    if c.chance(0.25):
        c.ln("Patient's {rel} {f}, who works as a {j}, was present and was offered advice leaflet.", rel=c.pt.nok_rel, f=c.F(style="first"),
             j=(r.choice(["nurse", "care assistant", "teacher", "hairdresser", "chef", "plumber"]), "PROFESSION"))
    c.ln("Contributing factors: {x}", x=r.choice(["connector not fully engaged (twist-lock)", "bag seal defect - supplier notified (lot retained)",
                                                   "cool box overpacked", "staff unfamiliar with new CSTD (Equashield II)", "pump moved during transfer", "unknown"]))
    c.ln("Reviewed by: {q}  ({e})  {d}", q=c.S(ph, r.choice(["full_cred", "full", "init_last"])), e=c.email(ph), d=c.D(r.randrange(1, 8)))
    if c.chance(0.3):
        c.ln("Cross-ref: {s}; COSHH assessment {x}; see also {ref2}", s=r.choice(C.SOPS), x=r.choice(["CA-114", "reviewed", "CYT-02"]), ref2=c.idn("incident"))


def outsourced_order(c):
    r = c.rng
    ph = c.staff("pharmacist", "ord")
    cp = c.staff("technician", "cmp")
    cname = c.site.compounder
    ca = core.Address(r, c.country)
    c.ln("{t}", t=r.choice(["PURCHASE ORDER - PATIENT-SPECIFIC ASEPTIC PRODUCT", "Outsourced compounding order form",
                            "ORDER: Ready-to-administer chemotherapy (outsourced)", "503B order request" if c.country == "US" else "Specials order - aseptic"]))
    c.ln("To:   {c}", c=(cname, "HOSPITAL"))
    c.ln("      {a}", a=ca.frag(r, ", ", c.chance(0.3)))
    c.ln("      Tel {p}   Fax {f}", p=(phi.phone(r, c.country, "land"), "PHONE"), f=(phi.phone(r, c.country, "land"), "FAX"))
    c.ln("      Orders: {e}", e=(phi.generic_mailbox(r, c.site.cdomain), "EMAIL"))
    c.ln("From: {h} Pharmacy{x}", h=c.hosp(), x=r.choice(["", " - Procurement", " (Oncology)"]))
    c.ln("      {a}", a=c.addr(c.site.addr))
    c.ln("      Contact: {n}  {p}  {e}", n=c.S(ph, r.choice(["full", "full_cred", "role_full"])), p=(phi.phone_with_ext(r, c.country), "PHONE"), e=c.email(ph))
    c.ln(c.sep())
    acct = phi.account(r)
    c.ln("Customer account: {a}    PO No: {po}    Order date: {d}", a=(acct, "ACCOUNT"), po=c.idn("po"), d=c.D())
    if c.chance(0.5):
        c.ln("Submitted via portal: {u}", u=c.url(c.site.cdomain, "portal/orders"))
    c.ln("")
    c.ln("{h}", h="Ln | Patient | ID | DOB | Product | Qty | Required")
    n = r.randrange(1, 5)
    for i in range(n):
        pt = c.pt if i == 0 else c.other_patient()
        reg = C.regimen(r, pt)
        Lx = r.choice(reg["lines"])
        prod = f"{Lx['drug']} {Lx['band']} {Lx['unit']} " + (f"in {Lx['dil']} to {Lx['final']} mL" if Lx["dil"] else f"{Lx['cont']}")
        c.ln("{i}  | {n} | {id} | {dob} | {p} | {q} | {d} {t}", i=str(i + 1), n=c.P(r.choice(["LAST_FIRST", "full", "initials", "last_first"]), pt=pt),
             id=c.mrn(pt), dob=c.DOB(pt), p=prod, q=str(r.randrange(1, 4)), d=c.D(r.randrange(2, 6)), t=r.choice(["08:00", "AM", "by 10:00", "12:00"]))
    if c.country in ("US", "CA", "IE") and c.chance(0.45):
        pl, pv = c.pt.plan_line(r)
        c.ln("Billing (line 1): {ins}{pl} {pv}; {sl} {sv}", ins=[(c.pt.insurer, "ORGANIZATION"), " "] if c.country == "US" else "", pl=pl, pv=(pv, "HEALTHPLAN"),
             sl=r.choice(c.pt.ssn_label(r)), sv=(c.pt.ssn, "SSN"))
    c.ln("")
    c.ln("Delivery to: {b}, {lm}, {h}", b=c.building(), lm=(r.choice(["Goods-In Dock 2", "Pharmacy Stores Hatch", "Dock 3", "Loading Bay B"]), "LOCATION_OTHER"), h=c.hosp())
    c.ln("Storage: 2-8 degC, protect from light. Cytotoxic - transport in sealed rigid container (UN 3249).")
    if c.chance(0.6):
        drv = c.staff("driver", "drv")
        c.ln("Courier: {co}   Vehicle: {v}   Driver: {d}  Tracking: {u}", co=c.org(PL.COURIERS), v=c.veh(), d=c.S(drv, r.choice(["full", "last_first", "init_last"])),
             u=c.url(c.site.cdomain, "track"))
    lab, lv = c.lic(ph) if ph.lic else ("", "")
    c.ln("Authorised: {n}{l}  {d}", n=c.S(ph, "full"), l=[f"  {lab} ", lv] if lab else "", d=c.D())
    c.ln("")
    if c.chance(0.7):
        c.ln("--- Supplier acknowledgement ---")
        c.ln("Order received {d} {t} by {n} ({c}); supplier ref {ref}. {x}", d=c.D(), t=c.time(), n=c.S(cp, r.choice(["full", "first", "init_last"])),
             c=(cname, "HOSPITAL"), ref=c.idn("order"), x=r.choice(["Confirmed for delivery as requested.", "Line 2 capacity issue - proposed next-day delivery, please confirm.",
                                                                     "Stability for requested container is 7 days - OK.", "Query: dose exceeds band table - please confirm with prescriber.",
                                                                     "Invoice to follow."]))
        if c.chance(0.4):
            c.ln("Invoice {inv} raised against account {a}.", inv=(phi.account(r), "ACCOUNT"), a=(acct, "ACCOUNT"))


def trial_dispensing(c):
    r = c.rng
    ph = c.staff("pharmacist", "trial")
    ch = c.staff("technician", "chk")
    pi = c.staff("doctor", "pi")
    mon = c.staff("monitor", "cra", domain=phi.mail_domain(r, r.choice(["northstar", "quillfeather", "helix", "palisade", "arbor", "kestrelco"])))
    acr = r.choice(TRIAL_ACR)
    imp = r.choice(IMP_NAMES)
    c.ln("{t}", t=r.choice(["CLINICAL TRIAL DISPENSING RECORD", "IMP Dispensing Log - Oncology Trials", "Investigational Drug Dispensing Record",
                            "Trial prescription & dispensing worksheet"]))
    c.ln("Trial: {a}   {code}   {code2}", a=acr, code=C.trial_code(r), code2=C.trial_code(r))
    c.ln("Sponsor: {s}    CRO: {cro}", s=c.org(PL.SPONSORS), cro=c.org(PL.CROS))
    c.ln("Site: {h}    PI: {pi}", h=c.hosp(), pi=c.S(pi, r.choice(["dr_last", "dr_full", "full_cred"])))
    c.ln(c.sep())
    c.ln("Subject No: {s}    Initials: {i}    YOB: {y}    Sex: {sx}", s=c.idn("subject"), i=c.P("initials"), y=(str(c.pt.dob.year), "DATE"), sx=c.pt.p.sex)
    lab, idv = c.ID()
    c.ln("{lab}: {id}  (hospital record - not for sponsor)", lab=lab, id=idv)
    c.ln("Randomisation No: {rn}   Randomised: {d}   Arm: {arm}", rn=c.idn("random"), d=c.D(-r.randrange(20, 200)),
         arm=r.choice(["blinded", "A (experimental)", "B (SoC)", "open label", "double-blind"]))
    c.ln("Visit: C{a}D{b}   IWRS transaction: {t}   ({u})", a=str(r.randrange(1, 18)), b=r.choice(["1", "8", "15"]), t=c.idn("order"),
         u=c.url(r.choice(["iwrs.example.org", "rtsm.example.com", "example.net"]), "iwrs/login"))
    c.ln("Wt {w} kg (baseline {bw} kg, change {ch})", w=str(c.pt.weight), bw=f"{c.pt.weight + r.uniform(-4, 4):.1f}", ch=f"{r.uniform(-9, 9):+.1f}%")
    c.ln("")
    dose = r.choice(["200 mg flat", "10 mg/kg", "3 mg/kg", "1200 mg", "15 mg/kg", "400 mg", "blinded volume 8 mL"])
    c.ln("IMP: {imp}   Dose: {d}", imp=imp, d=dose)
    for _ in range(r.randrange(1, 4)):
        c.ln("  Kit No {k}   Lot {lot}   Exp {e}   Vials used {v}", k=c.idn("kit"), lot=phi.stock_lot(r), e=phi.stock_expiry(r, c.when), v=str(r.randrange(1, 5)))
    c.ln("Prepared in {iso}; batch {b}; diluent NaCl 0.9% {vol}; {f}", iso=r.choice(C.ISOLATORS), b=c.idn("batch"), vol=r.choice(C.DILUENT_VOLS),
         f=r.choice(["0.2 micron in-line filter required", "no filter", "PES filter 0.22 micron", "protect from light"]))
    c.ln("Dispensed: {a}  {d} {t}     Checked: {b}  {t2}", a=c.S(ph, r.choice(["full", "initials", "init_last"])), d=c.D(), t=c.time(8, 12),
         b=c.S(ch, r.choice(["full", "initials"])), t2=c.time(9, 13))
    c.ln("Fridge {f} SN {sn}: min {mn} / max {mx} degC since last visit - {ex}", f=str(r.randrange(1, 9)), sn=c.dev("fridge"),
         mn=f"{r.uniform(2.1, 4):.1f}", mx=f"{r.uniform(4.5, 8.9):.1f}", ex=r.choice(["no excursion", "no excursion", "excursion 9.4 degC 22 min - sponsor notified, kits quarantined"]))
    if c.chance(0.5):
        c.ln("Returns: {n} empty vials from previous visit ({d}) reconciled, destroyed per sponsor approval.", n=str(r.randrange(0, 4)), d=c.D(-r.choice([14, 21, 28])))
    if c.chance(0.6):
        c.ln("Monitor: {m} ({cro}) {e} - SDV visit booked {d}", m=c.S(mon, r.choice(["full", "role_full"])), cro=c.org(PL.CROS), e=c.email(mon), d=c.D(r.randrange(5, 40)))
    if c.chance(0.4):
        c.ln("Notes: {x}", x=r.choice([
            ["Unblinded pharmacist only - blinding maintained; label shows subject ", c.idn("subject"), " only."],
            ["Dose recalculated (weight change >10%) per protocol section 6.3; PI ", c.S(pi, "dr_last"), " informed."],
            ["Pt travelling to ", (r.choice(PL.FOREIGN_COUNTRIES), "COUNTRY"), " after C", str(r.randrange(2, 9)), " - visit window +/-3 days checked."],
            "Infusion start must be within 4 h of preparation (stability).",
            ["Previous kit ", c.idn("kit"), " damaged in transit - replacement requested via IWRS."],
        ]))


def ward_delivery(c):
    r = c.rng
    port = c.staff("porter", "p1")
    c.ln("{t}   {d}", t=r.choice(["ASEPTIC DISPATCH / WARD DELIVERY LOG", "Chemo delivery record", "PHARMACY DELIVERY SHEET - CYTOTOXICS", "Ward delivery log (ASU)"]),
         d=r.choice([c.D(), c.Dlong()]))
    c.ln("{h}", h=[c.hosp(), r.choice(["", " Pharmacy", " - Aseptic Services"])])
    c.ln("Run: {run}   Porter: {p}   Cool box: CB-{cb}   Logger SN {sn}", run=r.choice(["AM1", "AM2", "Midday", "PM", "Urgent"]),
         p=c.S(port, r.choice(["full", "first", "last_first", "init_last"])), cb=f"{r.randrange(1, 20):02d}", sn=c.dev("logger"))
    c.ln(c.sep())
    c.ln("Out   | Destination            | Patient              | ID        | Item / batch                    | Rec'd by        | In    | Temp")
    n = r.randrange(3, 9)
    for i in range(n):
        pt = c.pt if i == 0 else c.other_patient()
        reg = C.regimen(r, pt)
        Lx = r.choice(reg["lines"])
        nurse = c.staff("nurse", f"n{r.randrange(4)}")
        rec = c.S(nurse, r.choice(["full", "initials", "init_last", "first"])) if c.chance(0.85) else ["(unsigned)"]
        t_out = c.time(8, 17)
        c.ln("{o} | {w} | {n} | {id} | {it} {b} | {rec} | {i} | {tmp}", o=t_out, w=c.ward(), n=c.P(r.choice(["LAST_FIRST", "initials", "last_init", "full"]), pt=pt),
             id=c.mrn(pt), it=f"{Lx['drug']} {Lx['band']}{Lx['unit']}", b=c.idn("batch"), rec=rec, i=c.time_after(t_out), tmp=f"{r.uniform(2.5, 8.5):.1f}C")
    c.ln("")
    if c.chance(0.5):
        drv = c.staff("driver", "drv")
        c.ln("Off-site: {cour} van {v}, driver {d}, departed {t} for {h}. Manifest {m}.", cour=c.org(PL.COURIERS), v=c.veh(), d=c.S(drv, r.choice(["full", "first", "init_last"])),
             t=c.time(), h=c.other_hosp(), m=c.idn("manifest"))
    notes = [["Bay ", (str(r.randrange(1, 8)), "LOCATION_OTHER"), " - pt already discharged, product returned to ASU fridge, ", c.S(c.staff("pharmacist"), "first"), " informed."],
             ["Ward phone ", c.phone("land"), " not answered x3; left with nurse in charge."],
             ["Delivered to ", c.building(), " satellite fridge ", str(r.randrange(1, 5)), " (keypad)."],
             "Temp logger alarm silenced - reading 8.6C for 12 min; QA to review.",
             ["Received via handheld scan, user ", c.user(), "."],
             ["Signature captured on PDA ", c.dev("scanner"), "."],
             ["Porter biometric sign-out ", (port.bio, "BIOID"), " at ", c.time(), "."]]
    for x in r.sample(notes, r.randrange(1, 4)):
        c.ln("* {x}", x=x)
    c.ln("Checked out by: {a}   Log closed {t}", a=c.S(c.staff("technician", "disp"), r.choice(["initials", "full"])), t=c.time(16, 19))
