"""Genres: equipment supply order; patient transport booking (own addition)."""
import datetime as dt

import ids
import clin as K
from core import (NB, PAT, DOC, FAM, AGE, DATE, STREET, CITY, STATE, ZIP, HOSP, ORG, LOC, MRN, HP,
                  ACC, LIC, DEV, VEH, IDN, PH, FAX, EML, URL, IP, USR, SSN)
from case import clin, pt_name, dr_name, age_sex, hn_items, footer_audit

ITEMS_TRACH = [("Inner cannulae (pack 10) to match tube", "4 packs"), ("Suction catheters 12 Fr closed tip", "300"),
               ("Suction catheters 14 Fr", "150"), ("Kapitex ThermoVent T HME", "60"), ("Swedish nose HME", "60"),
               ("Trach tapes / Velcro holder (Dale 240)", "8"), ("Lyofoam T keyhole dressings", "30"),
               ("Sterile water 1 L for humidifier", "6"), ("Saline nebules 5 ml", "120"),
               ("Passy-Muir PMV 007 replacement", "1"), ("Trach tube (spare) same size", "2"),
               ("Trach tube one size smaller", "1"), ("Yankauer suckers", "10"), ("Disposable gloves (M)", "4 boxes"),
               ("Suction tubing 1.8 m", "4"), ("Cuff manometer", "1"), ("Stitch cutter / scissors", "1")]
ITEMS_LARY = [("Provox XtraHME cassettes (30)", "2 boxes"), ("Provox StabiliBase adhesive (20)", "2 boxes"),
              ("Provox OptiDerm (20)", "1 box"), ("Provox Brush", "2"), ("Provox Flush", "1"),
              ("LaryTube 9/36 with ring", "2"), ("Provox ShowerAid", "1"), ("Buchanan stoma bibs", "10"),
              ("Blom-Singer HumidiFilter (box 30)", "2"), ("Adhesive remover wipes", "50"),
              ("Saline nebules 5 ml", "60"), ("Silicone stoma button 12 mm", "1"), ("Provox Vega Plug", "1")]
US_CODES = ["A7520", "A7521", "A4624", "A7504", "A7509", "A4483", "A7526", "A4628", "A7525", "A4623"]


def supply_order(c):
    r = c.r
    n = NB()
    lary = c.kind == "lary"
    sup = c.org("supplier")
    n.ln(ORG(sup.upper() if r.random() < 0.4 else sup))
    n.ln(r.choice(["Home Airway Supplies - Order Form", "PRESCRIPTION / REQUISITION FOR HOME AIRWAY PRODUCTS",
                   "DME Order - Tracheostomy Supplies" if c.cc == "US" else "Homecare Delivery Order",
                   "Repeat Order - Laryngectomy Products" if lary else "Repeat Order - Tracheostomy Products"]))
    n.ln("Orders: ", PH(ids.phone(c, "land")), "   Fax: ", FAX(ids.phone(c, "land")), "   ",
         EML(ids.email(c, generic=r.choice(["orders", "customer.care", "homecare", "respiratory.orders"]))))
    n.ln("")
    n.ln("Order no: ", IDN(ids.idnum(c, "order")), "    Date: ", DATE(c.fd(c.d0)), "    Customer acct: ",
         ACC(r.choice(["CUST-", "C", "AC"]) + c.dig(6)))
    n.ln("")
    n.ln("PATIENT / DELIVERY")
    n.ln("Name: ", pt_name(c), "   DOB: ", DATE(c.fd(c.dob)))
    n.ln("Delivery address: ", c.addr_items(c.addr))
    n.ln("Phone: ", PH(ids.phone(c, r.choice(["land", "mob"]))), r.choice(["", "  (text - laryngectomee)" if lary else ""]))
    if c.cc == "US":
        ins = c.org("insurer")
        n.ln("Insurance: ", ORG(ins), "   Member ID: ", HP(c.let(3) + c.dig(9)), "   Group: ", HP(c.dig(6)))
        if r.random() < 0.5:
            n.ln("Subscriber SSN: ", SSN(c.ssn[1]), r.choice(["", " (self)"]))
        n.ln("Dx: ", r.choice(["Z93.0 Tracheostomy status", "Z90.02 Acquired absence of larynx", "J95.03 malfunction of tracheostomy stoma"]))
    elif c.cc == "ZA":
        n.ln("Medical scheme: ", ORG(c.org("insurer")), "   ", hn_items(c))
    else:
        n.ln(hn_items(c), "   Hospital no: ", MRN(c.mrn))
    if r.random() < 0.6:
        n.ln("Funding: ", r.choice({
            "UK": ["NHS prescription (FP10) via GP", "NHS - hospital-funded first 3 months", "ICB continuing healthcare"],
            "IE": ["HSE medical card", "HSE Long Term Illness scheme", "private health insurance"],
            "US": ["Medicare Part B DME", "commercial plan, prior auth on file", "Medicaid waiver"],
            "CA": ["provincial Assistive Devices Program (75%)", "Non-Insured Health Benefits", "private top-up"],
            "AU": ["state aids & equipment program", "DVA Gold Card", "NDIS plan-managed"],
            "NZ": ["ACC-funded", "Te Whatu Ora disability support", "Ministry of Health EMS"],
            "ZA": ["medical aid - chronic benefit", "state patient (UPFS H1)", "private"]}[c.cc]))
    if r.random() < 0.5:
        n.ln("Delivery notes: ", r.choice([["deliver ", DATE(c.fd(c.d0 + dt.timedelta(days=r.randint(2, 10)), "wd")),
                                             " am only"],
                                            ["if out leave with neighbour ", FAM(c.person().f("full")), " at no. ",
                                             str(r.randint(1, 99))],
                                            ["ring ", c.nok_rel, " ", FAM(c.nok.f("first")), " on ", PH(c.nok_phone),
                                             " before delivery"],
                                            ["side gate, ramp access"]]))
    n.ln("")
    n.ln("ITEMS")
    if c.cc == "US":
        n.ln("HCPCS  | Description                              | Qty/month")
    else:
        n.ln("Code   | Description                              | Qty")
    pool = ITEMS_LARY if lary else ITEMS_TRACH
    for desc, qty in r.sample(pool, r.randint(4, 8)):
        code = r.choice(US_CODES) if c.cc == "US" else str(r.randint(1000, 9999))
        n.ln(code.ljust(6), " | ", desc.ljust(40), " | ", qty)
    if not lary and r.random() < 0.5:
        n.ln("Tube: ", K.tube(c))
    if r.random() < 0.45:
        n.ln("Equipment on loan: ", r.choice(["Medela Vario 18 suction", "Laerdal LSU portable suction",
                                              "AIRVO 2 humidifier", "Fisher & Paykel MR850 humidifier"]),
             " asset ", DEV(ids.serial(c, "asset")), r.choice(["", " (serviced, in date)"]))
    n.ln("")
    pres = clin(c, r.choice(["cns", "hn_cns", "ent_cons", "gp"]))
    n.ln("Prescriber: ", dr_name(c, pres, "full"), ", ", pres.title)
    if pres.lic:
        n.ln(pres.lic[0], ": ", LIC(pres.lic[1]))
    n.ln("Clinic: ", HOSP(c.hosp["name"] if pres.role != "gp" else c.gp_practice), "   Tel: ", PH(ids.phone(c, "ward")))
    n.ln("Signature: ", DOC(pres.p.f("fi")), "   Date: ", DATE(c.fd(c.d0)))
    if r.random() < 0.4:
        n.ln("Track your delivery: ", URL(ids.url(c, "track")))
    if r.random() < 0.45:
        footer_audit(n, c)
    return n


def transport(c):
    r = c.r
    n = NB()
    op = c.org("transport")
    n.ln(r.choice(["NON-EMERGENCY PATIENT TRANSPORT - BOOKING", "Patient Transport Request",
                   "Inter-hospital Transfer - Transport Booking", "PTS BOOKING CONFIRMATION"]))
    n.ln("Provider: ", ORG(op), "   Control: ", PH(ids.phone(c, "land")))
    n.ln("Booking ref: ", IDN(ids.idnum(c, "booking")), "   Booked ", DATE(c.fd(c.d0 - dt.timedelta(days=r.randint(0, 3)))),
         " ", c.time())
    clerk = clin(c, "clerk")
    n.ln("Requested by: ", DOC(clerk.p.f(r.choice(["full", "first_i"]))), " (", clerk.title, "), ",
         HOSP(c.ward_name), ", ", HOSP(c.hosp["abbr"] if r.random() < 0.4 else c.hosp["name"]), "  ext ",
         PH(ids.phone(c, "ext")))
    n.ln("")
    n.ln("Patient: ", pt_name(c), "   ", age_sex(c, r.choice(["yo", "slash", "y"])), "   ",
         r.choice(["MRN", "Hosp no"]), " ", MRN(c.mrn))
    n.add(hn_items(c))
    if c.ssn and r.random() < 0.3:
        n.add("   ", c.ssn[0], ": ", SSN(c.ssn[1]))
    n.ln("")
    n.ln("")
    n.ln("Journey date: ", DATE(c.fd(c.d0)), "   Ready from: ", c.time(day=True), "   Appt: ", c.time(day=True))
    k = r.random()
    n.add("From: ")
    if k < 0.5:
        n.ln(HOSP(c.ward_name), ", ", HOSP(c.hosp["name"]), ", bed ", LOC(c.bed))
        n.add("To: ")
        if r.random() < 0.5:
            n.ln("home - ", c.addr_items(c.addr))
        else:
            o = c.hospital()
            if r.random() < 0.3:
                n.ln(HOSP(o["name"]), ", ", HOSP(c.ward()))
            else:
                n.ln(HOSP(o["name"]), r.choice([", ENT outpatients", ", radiotherapy", ", rehab unit", ", HDU"]))
    else:
        n.ln("home - ", c.addr_items(c.addr))
        if r.random() < 0.25:
            n.ln("To: ", HOSP(c.hosp["name"]), " - Radiotherapy, ", LOC(r.choice(["Building C", "Kershaw Building",
                                                                                  "Harbour Wing", "Block 7"])))
        else:
            n.ln("To: ", HOSP(c.hosp["name"]), r.choice([" - Voice clinic", " - ENT outpatients", " - trach clinic"]))
    n.ln("")
    n.ln("CLINICAL")
    lary = c.kind == "lary"
    if lary:
        n.ln("- LARYNGECTOMY - neck breather. Oxygen via stoma only. Carries suction + spare LaryTube.")
    else:
        n.ln("- Tracheostomy in situ: ", K.tube(c, short=True), r.choice([" cuffless", " cuffed (deflated)", " fenestrated"]),
             ". Escort MUST be trach-competent.")
        n.ln("- Take: portable suction (", r.choice(["Laerdal LSU", "Medela Basic 30", "Vario 18"]),
             "), spare tubes x2, O2 ", r.choice(["2 L/min", "4 L via trach mask", "nil"]), ", emergency box")
    n.ln("- Mobility: ", r.choice(["stretcher", "wheelchair, 1 assist", "walks with frame", "bariatric stretcher"]),
         "   Weight ", str(r.randint(48, 140)), " kg")
    n.ln("- Infection status: ", r.choice(["nil", "MRSA throat - contact precautions", "CPE screen neg", "COVID neg"]))
    n.ln("- Communication: ", r.choice(["writing board", "electrolarynx", "speaking valve", "nods / lip-reads"]))
    esc = clin(c, r.choice(["nurse", "cns"]))
    n.ln("Escort: ", DOC(esc.p.f("full")), ", ", esc.title, r.choice(["", " (trach competent)"]))
    if r.random() < 0.5:
        n.ln("Relative travelling: ", c.nok_rel, " ", FAM(c.nok.f("full")), " - ", PH(c.nok_phone))
    n.ln("")
    n.ln("ALLOCATION (provider use)")
    c1, c2 = c.person(), c.person()
    n.ln("Crew: ", DOC(c1.f(r.choice(["full", "fi"]))), r.choice([" (paramedic)", " (EMT)", " (ACA)", ""]), " / ",
         DOC(c2.f(r.choice(["full", "fi"]))))
    n.ln("Vehicle reg: ", VEH(ids.plate(c)), "   Call sign ", r.choice(["PTS", "NE", "Medic", "T"]), " ",
         str(r.randint(10, 99)))
    if r.random() < 0.35:
        n.ln("Backup vehicle: ", VEH(ids.plate(c)), r.choice(["", " (wheelchair accessible)"]))
    if r.random() < 0.25:
        n.ln("Vehicle VIN on log: ", VEH(ids.vin(c)))
    n.ln("Confirmation sent to ", EML(ids.email(c, generic=r.choice(["ward.clerks", "discharge.lounge", "patientflow"]))))
    if r.random() < 0.3:
        n.ln("Booked online by user ", USR(ids.username(c, clerk.p)), " from ", IP(ids.ipaddr(c)))
    return n
