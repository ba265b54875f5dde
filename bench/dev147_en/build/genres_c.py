"""Genres C: site report, outreach/escalation, ambulance handover (own), medicines reconciliation (own)."""
import phi
import pools as P
import neg
import blocks as B
from phi import Doc, Address, ch, maybe, dig, nm, dr, age_p, date
from genres_a import bedloc, bedcode


# ------------------------------------------------------------------ bed management / site report
def site_report(c):
    d = Doc()
    mgr = c.staff("nurse", "Site Manager")
    tac = c.staff("doc", "Tactical on call")
    d.ln("{t} - {tm} - {dt}", t=ch(["SITE REPORT", "Bed Management Report", "SITE SAFETY HUDDLE", "Capacity & Flow Update", "Site Sitrep"]),
         tm=ch(["08:00", "12:00", "16:00", "20:00", "0800", "1530"]), dt=date(c.today, ch(["wd_full_dm", "wd_dth_month", "dmy", "wd_dm"])))
    d.ln("{h}   {o}", h=(c.hosp, "HOSPITAL"), o=ch(["OPEL 3", "OPEL 4", "Escalation level 2", "OPEL 2", "Full capacity protocol"]))
    d.ln("Site manager: {m} (bleep {b})  Tactical: {t} mob {p}", m=dr(mgr, ch(["full", "first", "nurse"])), b=(phi.bleep(), "PHONE"),
         t=dr(tac, ch(["full", "Dr_full", "last"])), p=(phi.phone(c.country, "mob"), "PHONE"))
    if maybe(0.5):
        d.ln("Exec on call: {e}   Site office: {t}   {em}", e=dr(c.staff("admin", "Director"), "full"), t=(phi.switch_ext(c.country), "PHONE"),
             em=(phi.email(dept="site.team"), "EMAIL"))
    d.ln("")
    d.ln("ED: {a} in dept, {b} DTA, {x} >12h, longest wait {w}h. Ambulances waiting: {y}. 4h performance {z}%.".format(
        a=phi.R.randint(20, 90), b=phi.R.randint(2, 30), x=phi.R.randint(0, 14), w=phi.R.randint(6, 40), y=phi.R.randint(0, 9), z=phi.R.randint(48, 82)))
    d.ln("")
    d.ln("Ward              Beds  Empty  Pend d/c  Closed  Comment")
    for w in phi.R.sample(P.WARDS, phi.R.randint(5, 9)):
        d.ln("{w}" + " " * max(2, 18 - len(w)) + f"{phi.R.randint(16, 32):>4}  {phi.R.randint(0, 3):>5}  {phi.R.randint(0, 6):>8}  {phi.R.randint(0, 4):>6}  " + ch(["", "noro bay", "C. diff SR", "staffing", "escalation beds open", "FLU bay 3"]), w=(w, "HOSPITAL"))
    d.ln("")
    d.ln("Delayed discharges / DTOC:")
    for _ in range(phi.R.randint(2, 5)):
        p = c.patient(lo=60, hi=102)
        k = phi.R.randint(0, 3)
        if k == 0:
            d.ln("- {n} ({a}) {w} - awaiting NH bed {h}, assessed {dt}", n=nm(p, style=ch(["LAST_comma", "init_last", "title"])), a=(str(p.age), "AGE"),
                 w=(ch(P.WARDS), "HOSPITAL"), h=(ch(P.CARE_HOMES), "HOSPITAL"), dt=date(phi.shift(c.today, -phi.R.randint(1, 8)), short=True))
        elif k == 1:
            d.ln("- {n}, {w} bed {b} - POC via {o} from {dt}", n=nm(p, style=ch(["full", "LAST_sp"])), w=(ch(P.WARDS), "HOSPITAL"),
                 b=(str(phi.R.randint(1, 30)), "LOCATION_OTHER"), o=(ch(P.ORGS_OTHER[2:4]), "ORGANIZATION"), dt=date(phi.shift(c.today, phi.R.randint(1, 7)), short=True))
        elif k == 2:
            d.ln("- {n} {a} - MFFD since {dt}; family ({r} {f}) declining {h}", n=nm(p, style="LAST_comma"), a=[(str(p.age), "AGE"), p.sexword],
                 dt=date(phi.shift(c.today, -phi.R.randint(3, 40))), r=p.rel, f=nm(p.nok, "FAMILY", "first"), h=(ch(P.CARE_HOMES), "HOSPITAL"))
        else:
            d.ln("- {n} - housing ({o}); case ref {x}", n=nm(p, style=ch(["full", "LAST_comma"])), o=(ch(P.ORGS_OTHER[4:5] + P.EMPLOYERS[3:4]), "ORGANIZATION"),
                 x=(phi.idnum("sg"), "IDNUM"))
    d.ln("")
    d.ln("Outliers:")
    for _ in range(phi.R.randint(1, 4)):
        p = c.patient(lo=20, hi=99)
        d.ln("- {n} on {w} {b} under {x} ({sp})", n=nm(p, style=ch(["LAST_comma", "full", "title"])), w=(ch(P.WARDS), "HOSPITAL"),
             b=(bedcode(), "LOCATION_OTHER"), x=dr(c.staff("doc", "Consultant"), ch(["Dr_last", "last"])), sp=ch(P.SPECIALTIES))
    if maybe(0.6):
        p = c.patient(lo=20, hi=99)
        d.ln("Transfers: {n} to {h} ({why}) - crew ETA {tm}, vehicle {v}", n=nm(p, style=ch(["full", "LAST_comma"])), h=(phi.hospital(c.country, c.hosp), "HOSPITAL"),
             why=ch(["PCI", "neurosurgery", "burns", "repatriation", "ECMO"]), tm=neg.clock(), v=(phi.uk_plate() if c.country == "UK" else phi.ie_plate(), "VEHICLE"))
    if maybe(0.5):
        p = c.patient(lo=20, hi=99)
        d.ln("IPC: {n} ({w}) {o} - needs SR; {x}", n=nm(p, style=ch(["LAST_comma", "init_last"])), w=(ch(P.WARDS), "HOSPITAL"),
             o=ch(["C. diff toxin +", "CPE screen +", "Flu A", "COVID +", "MRSA"]), x=neg.negs(1))
    d.ln("")
    gaps = [dr(c.staff("nurse"), ch(["full", "nurse"])) for _ in range(phi.R.randint(1, 3))]
    d.ln("Staffing: sick calls {g}; agency via {a}.", g=phi.join(gaps, ", ", " and "), a=(ch(["Harbour Staffing Ltd", "Nightingale Locums", "CareForce Agency"]), "ORGANIZATION"))
    if maybe(0.35):
        d.ln("Pharmacy OOH cabinet override by {n} - biometric ID {b}", n=dr(c.staff("nurse"), ch(["full", "nurse"])), b=(phi.bio_id(), "BIOID"))
    if maybe(0.5):
        d.ln("Incidents: Datix {x} (" + ch(["corridor care", "12h breach", "fall with injury", "ambulance handover delay"]) + ")", x=(phi.idnum("datix"), "IDNUM"))
    if maybe(0.4):
        d.ln("Dashboard: {u}", u=(phi.url("site-report/" + dig(4)), "URL"))
    d.ln("Next huddle {t}. Report compiled by {u}.", t=ch(["12:00", "16:00", "20:00"]), u=(mgr.user, "USERNAME") if maybe(0.5) else dr(mgr, "full"))
    return d


# ------------------------------------------------------------------ outreach / escalation
def outreach(c):
    d = Doc()
    p = c.patient(lo=18, hi=99)
    ccot = c.staff("nurse", "CCOT")
    caller = c.staff("nurse")
    d.ln(ch(["CRITICAL CARE OUTREACH REVIEW", "CCOT Review", "Outreach / Escalation note", "DETERIORATING PATIENT - ESCALATION",
             "Rapid Response Team review", "ICU outreach consult"]))
    d.ln("Date: {dt}  Time called: {t1}  Arrived: {t2}", dt=date(c.today, ch(["dmy", "dmy_s", "wd_full_dm"])), t1=neg.clock(), t2=neg.clock())
    d.ln("Location: {l}", l=bedloc(c))
    d.ln("Called by: {n} bleep {b} - trigger: NEWS2 {x}", n=dr(caller, ch(["nurse", "nurse_full", "first"])), b=(phi.bleep(), "PHONE"), x=str(phi.R.randint(5, 12)))
    B.demo_block(d, c, p, style=ch([1, 3]))
    d.ln("Background: {dx}, adm {dt}. Under {x}.", dx=ch(P.DIAGNOSES)[0], dt=date(phi.shift(c.today, -phi.R.randint(0, 10)), short=True),
         x=dr(c.cons, ch(["Dr_last", "Dr_init"])))
    d.ln("A: " + ch(["Patent, talking", "Snoring - airway adjuncts", "Patent"]))
    d.ln("B: RR {rr}, SpO2 {s}% on {o}. {x}".format(rr=phi.R.randint(18, 40), s=phi.R.randint(80, 96), o=ch(["15L NRB", "4L NC", "60% Venturi", "HFNO 50L/0.6"]),
                                                   x=ch(["Creps R base.", "Wheeze.", "Reduced AE L.", "Silent chest."])))
    d.ln("   " + neg.abg())
    d.ln("C: HR {h}, BP {s}/{dd}, MAP {m}, CRT {crt}s. UO {u} ml last 4h. Lac {l}.".format(h=phi.R.randint(90, 160), s=phi.R.randint(70, 110),
         dd=phi.R.randint(35, 70), m=phi.R.randint(50, 75), crt=phi.R.randint(2, 6), u=phi.R.randint(0, 120), l=neg.rnd(1.5, 9.0)))
    d.ln("D: " + ch(["GCS 15", "GCS 13 (E3V4M6)", "AVPU - V", "new confusion"]) + ", CBG " + neg.rnd(3.0, 25.0) + ". " + neg.negs(1))
    d.ln("E: T " + neg.rnd(35.0, 40.1) + ". " + ch(["Mottled knees", "Cellulitic L leg", "Abdo distended", "Nil else"]) + ".")
    d.ln("Imp: " + ch(["Septic shock ?chest source", "Type 2 RF", "Hypovolaemia ?GI bleed", "Fast AF with hypotension", "DKA"]) + ". " + neg.score())
    d.ln("Actions:")
    d.ln("- " + ch(P.IV_DRUGS) + "; " + "; ".join(neg.plan_items(2)))
    if maybe(0.5):
        d.ln("- {pump} asset {a} for noradrenaline via PICC", pump=ch(["Alaris GP pump", "Braun Perfusor", "syringe driver"]), a=(phi.device_id(), "DEVICE"))
    reg = c.staff("doc", "Med Reg")
    d.ln("- Escalated to {r} (med reg) at {t}; {i} (ICU {g}) reviewed at {t2}: {o}", r=dr(reg, ch(["Dr_last", "Dr_full"])), t=neg.clock(),
         i=dr(c.staff(), ch(["Dr_last", "Dr_init"])), g=ch(["reg", "SpR", "cons"]), t2=neg.clock(),
         o=ch(["accepted to ICU", "not for ICU - ward-based ceiling", "for HDU when bed available", "NIV on ward, reassess 1h"]))
    k = phi.R.randint(0, 2)
    if k == 0:
        d.ln("- {r} {f} informed by phone ({t}) - coming in.", r=p.rel.capitalize(), f=nm(p.nok, "FAMILY", ch(["first", "full"])), t=(p.nok_phone, "PHONE"))
    elif k == 1:
        d.ln("- TEP discussed with {r} {f}; {p} wishes documented ({dt}).", r=p.rel, f=nm(p.nok, "FAMILY", "full"), p=nm(p, style=ch(["title", "first"])),
             dt=date(c.today, short=True))
    if maybe(0.35):
        d.ln("- Datix {x} - delayed escalation (NEWS 7 for 3h).", x=(phi.idnum("datix"), "IDNUM"))
    if maybe(0.3):
        d.ln("- Drugs from Omnicell by {n} (fingerprint ID {b}).", n=dr(ccot, ch(["first", "full"])), b=(phi.bio_id(), "BIOID"))
    d.ln("Plan: re-review {t} or sooner if NEWS >= 7. Outreach bleep {b}.", t=neg.clock(), b=(phi.bleep(), "PHONE"))
    d.ln("")
    B.nurse_sig(d, c, ccot)
    if maybe(0.4):
        B.audit(d, c, ccot)
    return d


# ------------------------------------------------------------------ ambulance handover (own genre)
def ambulance(c):
    d = Doc()
    p = c.patient(lo=1, hi=99)
    para, tech = c.staff("nurse", "Paramedic"), c.staff("nurse", "EMT")
    svc = ch(P.AMBULANCE_SERVICES[:2] if c.country == "UK" else P.AMBULANCE_SERVICES[2:])
    plate = phi.uk_plate if c.country == "UK" else phi.ie_plate
    d.ln(ch(["AMBULANCE HANDOVER (ATMIST)", "Pre-hospital handover", "ePCR summary - ED handover", "ATMIST handover - resus"]))
    d.ln("{h} ED - {dt} {tm}", h=(c.hosp, "HOSPITAL"), dt=date(c.today, ch(["dmy", "dmy_s", "d_mon_y"])), tm=neg.clock())
    d.ln("Service: {s}  Incident no: {i}  Vehicle: {v}{f}", s=(svc, "ORGANIZATION"), i=(phi.idnum("inc"), "IDNUM"), v=(plate(), "VEHICLE"),
         f=["  Fleet no: ", (phi.fleet_no(), "VEHICLE")] if maybe(0.5) else "")
    d.ln("Crew: {a} (Paramedic, {rg} {h}) / {b} ({bt})", a=dr(para, ch(["full", "last"])), rg="HCPC" if c.country == "UK" else "PHECC",
         h=(phi.hcpc() if c.country == "UK" else f"{dig(5)}", "LICENSE"), b=dr(tech, ch(["full", "first"])),
         bt=ch(["EMT", "ECA", "Paramedic", "student paramedic"]))
    d.ln("")
    d.ln("A: {n}, {a}{x}", n=nm(p, style=ch(["full", "first", "title_full", "LAST_comma"])) if maybe(0.8) else "unknown - no ID",
         a=age_p(p.age, p.sexword, ch(["nM", "nyo", "n y/o", "aged n", "n-year-old"])), x=[", DOB ", date(p.dob)] if maybe(0.4) else "")
    d.ln("T: {t} (999 call {t2})", t=neg.clock(), t2=neg.clock())
    mech = phi.R.randint(0, 4)
    a = Address(c.country)
    if mech == 0:
        d.ln("M: RTC - restrained driver of car {v}, ~40 mph into {x} on {s}, {tn}. Airbags deployed. Self-extricated.",
             v=(plate(), "VEHICLE"), x=ch(["a wall", "another car", "a tree"]), s=(a.street.split(", ")[-1], "STREET"), tn=(a.town, "CITY"))
        if maybe(0.4):
            d.ln("   Other vehicle {v} (VIN {vin}) - driver uninjured; Garda/police {o} at scene" if c.country == "IE" else
                 "   Other vehicle {v} (VIN {vin}) - driver uninjured; police {o} at scene",
                 v=(plate(), "VEHICLE"), vin=(phi.vin(), "VEHICLE"), o=nm(c.patient(), "FAMILY", ch(["title", "full"])))
    elif mech == 1:
        d.ln("M: Fall at home ({s}, {tn}) - found by {r} {f} at {t}; long lie.", s=(a.street, "STREET"), tn=(a.town, "CITY"), r=p.rel,
             f=nm(p.nok, "FAMILY", ch(["first", "full"])), t=neg.clock())
    elif mech == 2:
        d.ln("M: Collapse outside {l}, {tn}; bystander CPR by {f} ({j}).", l=(ch(P.LANDMARKS), "LOCATION_OTHER"), tn=(a.town, "CITY"),
             f=nm(c.patient(), "FAMILY", "full"), j=ch(["off-duty nurse", "passer-by", "shop worker", "lifeguard"]))
    elif mech == 3:
        d.ln("M: Fall from ladder ~2 m at work ({o}) - works as a {j}.", o=(p.employer, "ORGANIZATION"), j=(p.job, "PROFESSION"))
    else:
        d.ln("M: Called by carer from {o} - {x}.", o=(ch(P.ORGS_OTHER[2:4]), "ORGANIZATION"), x=ch(["increasingly drowsy", "SOB", "not eaten 2/7", "fall"]))
    d.ln("I: " + ch(["?#NOF L - shortened + ext rotated", "head lac 4 cm, ?LOC", "chest pain 8/10, ST elevation II/III/aVF",
                     "nil obvious", "#wrist, deformity", "GCS 9, ?overdose"]))
    d.ln("S: " + neg.vitals(0))
    d.ln("T: " + ch(["IV access 18G L ACF, 1 g paracetamol, 10 mg morphine", "aspirin 300 mg, GTN x2", "splinted, Entonox", "O2 15L NRB, salbutamol neb",
                     "nil - declined", "500 ml 0.9% NaCl"]) + ". " + ch(["Pre-alert at " + neg.clock() + ".", "", "ECG transmitted."]))
    if maybe(0.4):
        d.ln("PMH (per {r}): {x}", r=p.rel, x=", ".join(x[0] for x in phi.R.sample(P.PMH, 2)))
    if maybe(0.35):
        d.ln("Next of kin: {n} ({r}) {t}", n=nm(p.nok, "FAMILY", "full"), r=p.rel, t=(p.nok_phone, "PHONE"))
    if p.visitor and maybe(0.8):
        d.ln("Tourist from {co}; staying at {l}.", co=(p.visitor if p.visitor != "US" else "United States", "COUNTRY"), l=(ch(["the Heron Inn", "Glenmorrow Hotel", "Kingsmere Travel Lodge"]), "LOCATION_OTHER"))
    d.ln("")
    d.ln("Handed to: {n} ({r}) at {t}. Triage: " + ch(["Manchester Triage orange", "MTS yellow", "red - resus", "ATS 2"]) + ". Bay {b}.",
         n=dr(c.staff("nurse"), ch(["nurse", "full"])), r=ch(["triage nurse", "resus lead", "ED reg"]), t=neg.clock(), b=(str(phi.R.randint(1, 14)), "LOCATION_OTHER"))
    if maybe(0.4):
        d.ln("Handover delay {m} min - ePCR {x} uploaded from tablet {ip}".format(m=phi.R.randint(10, 240), x="{x}", ip="{ip}"),
             x=(phi.idnum("inc"), "IDNUM"), ip=(phi.ipaddr(), "IPADDR"))
    if maybe(0.3):
        d.ln("Property: wallet, phone, keys - bagged, signed by {a}", a=dr(c.staff("nurse"), "full"))
    return d


# ------------------------------------------------------------------ medicines reconciliation (own genre)
def meds_rec(c):
    d = Doc()
    p = c.patient(lo=18, hi=100)
    ph = c.staff("nurse", "Pharmacist")
    uk = c.country == "UK"
    d.ln(ch(["PHARMACY MEDICINES RECONCILIATION", "Medicines Reconciliation (Pharmacist)", "MEDS REC", "Drug history / med rec"]))
    d.ln("Date: {dt}  Ward: {w}", dt=date(c.today, ch(["dmy", "dmy_s", "wd_full_dm", "d_mon_y"])), w=(c.ward, "HOSPITAL"))
    B.demo_block(d, c, p, style=ch([1, 3, 0]))
    d.ln("Weight {w} kg  CrCl {cr} ml/min (Cockcroft-Gault)".format(w=phi.R.randint(38, 130), cr=phi.R.randint(12, 110)))
    d.ln("")
    d.ln("Sources used:")
    d.ln("1. GP record - {pr}, tel {t}", pr=(p.practice, "HOSPITAL"), t=(phi.phone(c.country, "land"), "PHONE"))
    if uk:
        d.ln("2. SCR viewed by {u} from {ip} ({dt} {tm}) - consent given", u=(ph.user, "USERNAME"), ip=(phi.ipaddr(), "IPADDR"),
             dt=date(c.today, "dmy"), tm=neg.clock())
    else:
        d.ln("2. Community pharmacy ({pr}) - spoke to {n}, fax {f}", pr=(ch(P.PHARMACIES), "HOSPITAL"), n=dr(c.staff("nurse"), ch(["full", "first"])),
             f=(phi.phone(c.country, "land"), "FAX"))
    d.ln("3. {x}", x=ch([["Patient's own drugs (POD)"], ["Patient - ", ch(["reliable historian", "vague", "confused"])],
                         [p.rel.capitalize(), " ", nm(p.nok, "FAMILY", ch(["full", "first"])), " (", (p.nok_phone, "PHONE"), ")"],
                         ["Blister pack from ", (ch(P.PHARMACIES), "HOSPITAL")], ["NH MAR chart from ", (ch(P.CARE_HOMES), "HOSPITAL")]]))
    d.ln("")
    d.ln("Drug                          Pre-admission            Inpatient        Comment")
    for m in phi.R.sample(P.DRUGS, phi.R.randint(4, 10)):
        parts = B.split_drug(m)
        d.ln(f"{parts[0]:<29} {parts[1][:24]:<24} {ch(['charted', 'WITHHELD', 'omitted', 'charted', 'dose changed']):<16} "
             + ch(["", "", "AKI", "hypotension", "not on SCR - confirm", "time-critical", "on 2 sources", "ran out last week"]))
    d.ln("")
    d.ln("Discrepancies: {n}. " + ch(["Co-careldopa not charted - time critical (Parkinson's).", "Apixaban dose reduced - age/weight/Cr.",
                                   "Methotrexate weekly - day confirmed with pt.", "Insulin device: pen, own supply.", "None significant."]),
         n=str(phi.R.randint(0, 4)))
    B.allergies(d)
    if maybe(0.3):
        d.ln("Compliance: dosette filled by {r} {f}; {x}", r=p.rel, f=nm(p.nok, "FAMILY", "first"), x=neg.negs(1))
    if maybe(0.35):
        d.ln("CD check (Omnicell) - {n}, biometric ID {b}", n=dr(ph, ch(["full", "last"])), b=(phi.bio_id(), "BIOID"))
    if maybe(0.25):
        kind, lab = ch(P.DEVICE_KINDS[4:])
        d.ln("Patient's {k} ({m}) {lab} {s} - own supplies.", k=kind, m=ch(P.DEVICE_MODELS), lab=lab, s=(phi.device_id(), "DEVICE"))
    if maybe(0.25):
        d.ln("Med rec form: {u}", u=(phi.url("medsrec/" + dig(5)), "URL"))
    d.ln("")
    d.ln("{n}, {r}  {reg} {g}  bleep {b}", n=dr(ph, ch(["full", "last"])), r=ch(["Clinical Pharmacist", "Pharmacist", "Senior Pharmacist", "Pharmacy Technician"]),
         reg="GPhC" if uk else "PSI", g=(phi.gphc(), "LICENSE"), b=(phi.bleep(), "PHONE"))
    return d
