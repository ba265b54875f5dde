"""Genres: discharge summary, burns transfer referral (own genre)."""
import fakers as F
import common as C
import pools as P

PROCS = ["Tangential excision and STSG (meshed 1:1.5) to {s}", "Debridement and Biobrane to {s}",
         "Escharotomy {s}", "Re-look, washout and NPWT to {s}", "Excision and Integra to {s}",
         "Second-stage STSG over Integra to {s}", "EUA and change of dressings under GA",
         "Suprathel application to {s}", "Release of contracture and FTSG {s}"]
SITES = ["L arm", "R leg", "chest wall", "back", "R hand", "both thighs", "face (partial)", "L foot"]
DISCH_MEDS = [("Paracetamol", "1 g", "QDS PRN"), ("Ibuprofen", "400 mg", "TDS with food"),
              ("Cetirizine", "10 mg", "OD"), ("Gabapentin", "300 mg", "TDS"),
              ("Oxycodone IR", "5 mg", "q6h PRN (7 days)"), ("Ferrous sulfate", "200 mg", "BD"),
              ("Ensure Plus", "1 bottle", "BD"), ("Vitamin C", "500 mg", "BD"), ("Zinc sulfate", "220 mg", "OD"),
              ("Senna", "15 mg", "ON"), ("Omeprazole", "20 mg", "OD"), ("Flucloxacillin", "500 mg", "QDS (5 days)")]


def discharge(n, c):
    rng = c.rng
    uk = c.uk
    los = rng.randint(3, 45)
    dis = c.off(los)
    title = rng.choice(["DISCHARGE SUMMARY", "Discharge Summary - Burns & Plastic Surgery",
                        "INPATIENT DISCHARGE LETTER", "Burns Unit Discharge Summary"])
    C.pt_header(n, c, title, addr=True, gp=True)
    n.add(["Admitted: "] + c.d(c.adm) + ["   Discharged: "] + c.d(dis) + [f"   LOS: {los} days\n"])
    n.add(["Consultant: "] + c.dr("cons", "pl") + ["   Ward: ", (c.ward, "HOSPITAL"), "\n"])
    dest = rng.random()
    if dest < 0.7:
        n.add("Destination: usual residence\n")
    elif dest < 0.85:
        n.add(["Destination: ", (rng.choice(P.SNF), "HOSPITAL"), "\n"])
    else:
        n.add(["Destination: repatriated to ", (c.ref_hosp, "HOSPITAL"), " for rehabilitation\n"])
    n.add(f"\nPrimary diagnosis: {C.fmtp(c.tbsa)}% TBSA {c.mech[2]} burn ({c.mech[1]})\n")
    n.add(f"Secondary: {', '.join(C.pick(rng, ['burn wound infection (MSSA)', 'AKI stage 1', 'hyponatraemia', 'delirium', 'inhalation injury (grade 1)', 'anaemia requiring transfusion', 'VAP'], rng.randint(0, 2))) or 'nil'}\n")
    n.add(f"Comorbidities: {', '.join(C.pick(rng, C.PMH, rng.randint(1, 3)))}\n\n")
    n.add("Procedures:\n")
    dd = c.adm
    for i in range(rng.randint(1, 4)):
        dd = F.plus(dd, rng.randint(1, max(2, los // 4)))
        if dd >= dis:
            break
        n.add([f"{i + 1}. "] + c.d(dd) + [" - " + rng.choice(PROCS).format(s=rng.choice(SITES))
                                          + " (" ] + c.staff[rng.choice(["cons", "reg"])].seg("last") + [")\n"])
    n.add("\nClinical course:\n")
    n.add(c.ptname(rng.choice(["t_last", "full", "first"])) + [" is " + F.art(str(c.age)) + " "] + c.age_s()
          + [f" {c.sexw()} admitted following {c.mech[1]} "])
    if c.on_holiday:
        n.add(["on "] + c.holiday_seg() + [" "])
    n.add([f"at home in ", (c.city, "CITY"), ". "])
    n.add(rng.choice([
        "Resuscitated as per Parkland formula with good urine output. ",
        "Below resuscitation threshold; managed with oral fluids. ",
        "Required 24 h on Burns ICU for airway monitoring after facial burns; not intubated. ",
    ]))
    n.add(rng.choice([
        "Wounds were excised and grafted with overall graft take of approx 90%. ",
        "Wounds healed with dressings alone within 14 days, LDI on day 3 confirmed mostly superficial. ",
        "Course was complicated by a wound infection treated with IV flucloxacillin. ",
    ]))
    if rng.random() < 0.5:
        n.add(["Microbiology (", (F.idnum(rng, "spec"), "IDNUM"), "): ",
               rng.choice(["MSSA sensitive to fluclox", "Pseudomonas - sensitive to pip-taz", "no growth"]), ". "])
    n.add(f"Nutrition: dietitian input, {rng.choice(['NG feeding for 9 days', 'oral supplements', 'weight stable'])}. ")
    n.add(f"Physio/OT: {rng.choice(['independently mobile', 'mobile with frame', 'stairs assessed', 'hand splints fitted'])}. ")
    if c.age < 16:
        n.add(["Safeguarding: reviewed by social worker "] + F.Person(rng, "DOCTOR").seg("full")
              + ["; no concerns - plausible mechanism consistent with history from ", c.nok.rel, " "] + c.nok.seg("first") + [". "])
    elif rng.random() < 0.4:
        n.add(["Psychology: seen by "] + F.Person(rng, "DOCTOR").seg(rng.choice(["full", "fi_last"]))
              + [" (clinical psychologist) for acute stress symptoms. "])
    n.add("\n\nDischarge medications:\n")
    n.add(f"{'Drug':<18}{'Dose':<12}Frequency\n")
    for m in C.pick(rng, DISCH_MEDS, rng.randint(3, 7)):
        n.add(f"{m[0]:<18}{m[1]:<12}{m[2]}\n")
    n.add(f"Allergies: {rng.choice(C.ALLERGY)}\n\n")
    n.add("Follow-up:\n")
    f1 = F.plus(dis, rng.randint(2, 7))
    n.add(["- Burns dressing clinic "] + c.d(f1, rng.choice([None, "wd", "wds"])) + [f" {C.tday(rng, uk)}\n"])
    n.add(["- Scar/therapy review "] + c.d(F.plus(dis, rng.randint(21, 60)), rng.choice([None, "monyr", "long"])) + ["\n"])
    n.add(["- Burns outreach telephone call within 72 h: "] + c.staff["outreach"].ref(rng) + [", tel ",
           (F.phone(rng, c.country, c.city), "PHONE"), "\n"])
    n.add("\nGP actions: " + rng.choice(["please review analgesia in 2 weeks", "nil specific",
                                         "practice nurse dressings as per plan attached",
                                         "repeat FBC in 1 week (Hb 84 on discharge)"]) + "\n")
    n.add(["Information given to patient and "] + c.famref() + ["; leaflet ", (F.url(rng, "leaflet"), "URL"), "\n"])
    if not uk:
        n.add(["\nBilling: acct ", (c.acct, "ACCOUNT"), "; ", (c.ins_name, "ORGANIZATION"), " member ",
               (c.member, "HEALTHPLAN"), ", group ", (c.group, "HEALTHPLAN"), "\n"])
        if rng.random() < 0.5:
            n.add(["SSN: ", (c.ssn, "SSN"), "\n"])
    elif c.ins_name and rng.random() < 0.7:
        n.add(["\nPrivate cover: ", (c.ins_name, "ORGANIZATION"), " policy ", (c.member, "HEALTHPLAN"), "\n"])
    if rng.random() < 0.15:
        n.add(["Biometric ID on file: ", (F.bioid(rng), "BIOID"), "\n"])
    n.add("\n")
    C.sig(n, c, rng.choice(["reg", "jr"]), when=dis)
    n.add(["cc: "] + c.staff["gp"].ref(rng, "pl") + [", ", (c.gp_prac, "HOSPITAL"), "\n"])


def transfer_referral(n, c):
    rng = c.rng
    uk = c.uk
    ext = c.ext
    rd = c.adm
    abroad = rng.random() < 0.2
    title = rng.choice(["BURNS REFERRAL AND TRANSFER REQUEST", "Burn Center Transfer Referral",
                        "REFERRAL TO BURNS SERVICE (telephone + image review)", "Burns Network Referral Form"])
    n.add([(c.unit, "HOSPITAL"), "\n", title, "\n\n"])
    n.add(["Referral ref: ", (F.idnum(rng, "ref"), "IDNUM"), "   Received: "] + c.d(rd) + [f" {C.t(rng, uk)}\n"])
    n.add(["Taken by: "] + c.dr("reg") + ["\n\n"])
    n.add("REFERRER\n")
    n.add(["Name: "] + ext.ref(rng, rng.choice(["pfl", "fl_cred"])) + [f" ({ext.role})\n"])
    n.add(["Hospital: ", (c.ref_hosp, "HOSPITAL"), "\nDirect line: ", (F.phone(rng, c.country), "PHONE")])
    if rng.random() < 0.5:
        n.add(["   Bleep: ", (ext.bleep, "PHONE")])
    n.add(["\nEmail: ", (ext.email, "EMAIL"), "\n\n"])
    n.add("PATIENT\n")
    n.add(["Name: "] + c.ptheader() + ["\nDOB: "] + c.dob_seg() + ["  Age: "] + c.age_s("n") + [f"  Sex: {c.sex}\n"])
    n.add(c.ids_block(1))
    if not uk and rng.random() < 0.3:
        n.add(["SSN: ", (c.ssn, "SSN"), "  Insurance: ", (c.ins_name, "ORGANIZATION"), "\n"])
    if rng.random() < 0.6:
        n.add(["Address: "] + c.address() + ["\n"])
    C.nok_line(n, c)
    n.add("\nHISTORY\n")
    n.add(["Injury: "] + c.d(c.inj))
    if c.on_holiday:
        n.add([" ("] + c.holiday_seg() + [")"])
    n.add(f" at {C.t(rng, uk)} - {c.mech[1]}")
    if abroad:
        n.add([" while on holiday in ", (c.country_visit, "COUNTRY"), "; initially treated locally and flown home on "]
              + c.d(F.plus(c.inj, rng.randint(2, 8))) + [". "])
    elif c.mech[2] in ("friction", "flame") and rng.random() < 0.6:
        n.add([rng.choice(["; car fire after collision on the ", "; vehicle caught fire at "]),
               rng.choice(["A road near ", "junction near ", "slip road by "]), (c.landmark, "LOCATION_OTHER"),
               ". Vehicle reg ", (F.vehicle(rng, c.country), "VEHICLE"), " per police. "])
    elif c.job and rng.random() < 0.5 and not c.retired:
        n.add(["; at work (", (c.job, "PROFESSION"), ", ", (c.employer, "ORGANIZATION"), "). "])
    else:
        n.add(". ")
    n.add(f"First aid: {rng.choice(['20 min cool running water', 'none', 'ice applied by family', 'water gel by paramedics'])}.\n")
    est = C.fmtp(c.tbsa * rng.choice([0.5, 1, 1, 1.5, 2]))
    n.add(f"Referrer TBSA estimate: {est}%; burns team estimate from images: {C.fmtp(c.tbsa)}%\n")
    n.add(f"Areas: {', '.join(C.pick(rng, P.REGIONS, rng.randint(1, 4)))}\n")
    n.add(f"Airway: {rng.choice(['no concerns', 'hoarse voice, carbonaceous sputum - intubated prior to transfer', 'singed eyebrows, stridor absent'])}\n")
    n.add(f"Obs: {C.vitals(rng, uk)}; weight {c.age * 3 + 8 if c.age < 14 else rng.randint(45, 120)} kg\n")
    n.add(f"Fluids given: {rng.randint(0, 4000)} mL {rng.choice(['Hartmann', 'LR', '0.9% saline'])}; UO {rng.randint(0, 120)} mL/h\n")
    n.add(f"Analgesia: {rng.choice(C.ANALG)}; tetanus {rng.choice(['given', 'up to date', 'unknown'])}\n\n")
    n.add(["Images received via ", (F.url(rng, "upload"), "URL")])
    if rng.random() < 0.6:
        n.add([" (sender IP ", (F.ip(rng), "IPADDR"), ")"])
    n.add("\n")
    if rng.random() < 0.2:
        n.add(["Patient identity confirmed on arrival by ", rng.choice(["fingerprint ", "palm-vein "]), "ID ",
               (F.bioid(rng), "BIOID"), "\n"])
    if c.age < 16:
        n.add(["Safeguarding: referrer reports ", c.nok.rel, " "] + c.nok.seg("full")
              + [" present; history consistent. Health visitor/school nurse: ", (c.school, "ORGANIZATION"), "\n"])
    n.add("\nOUTCOME\n")
    acc = rng.random() < 0.75
    if acc:
        n.add(["Accepted for transfer under "] + c.dr("cons", "pl") + [". Bed ", (c.bed, "LOCATION_OTHER"), ", ",
               (c.ward, "HOSPITAL"), ". "])
        n.add(f"Transport: {rng.choice(['land ambulance', 'critical care transfer team', 'air ambulance', 'private vehicle (minor burn)'])}; ETA {C.t(rng, uk)}.\n")
    else:
        n.add("Advice only: manage locally with dressings; review in burns clinic via e-referral.\n")
        n.add(["Clinic: "] + c.d(F.plus(rd, rng.randint(2, 6)), rng.choice([None, "wd"])) + ["\n"])
    n.add(["Discussed with "] + c.dr("cons", "pl") + [f" at {C.t(rng, uk)}. Referrer informed.\n"])
    n.add(["\nLogged by user ", (c.staff["reg"].user, "USERNAME"), "\n"])
    C.sig(n, c, "reg", lic=rng.random() < 0.4, contact=rng.random() < 0.5)
