"""Genres: pre-travel consultation record, rabies post-exposure prophylaxis record, OPAT review."""
import datetime

import clinical
import ids
import pools_places as PP
from common import a_occ, contact_line, dayhhmm, esign, hhmm, lab_table, occ, sign
from doc import P

FOREIGN_CLINICS = ["Bayside International Clinic", "Sunrise Medical Centre", "Lotus International Hospital",
                   "Harbourfront Travellers' Clinic", "St. Brigid's Mission Hospital", "Green Hills Medical Centre",
                   "Kingfisher Family Clinic", "Crescent International Medical Centre"]


def _deltas(c, base, offsets):
    return [base + datetime.timedelta(days=o) for o in offsets]


def pretravel(d, c):
    r = c.rng
    tn = c.staff("travelnurse")
    dep = c.visit + datetime.timedelta(days=r.randint(10, 70))
    ret = dep + datetime.timedelta(days=r.choice([10, 14, 21, 28, 42, 90, 180]))
    d.ln(r.choice(["PRE-TRAVEL CONSULTATION RECORD", "Pre-travel Risk Assessment & Vaccination Record", "Travel Health Consultation"]))
    d.ln(P(c.clinic, "HOSPITAL"), *([" (at ", P(c.hospital, "HOSPITAL"), ")"] if r.random() < 0.3 else []))
    if r.random() < 0.6:
        d.ln(*c.hosp_addr())
    d.ln("Bookings: ", P(ids.phone(r, c.cc), "PHONE"), *(["  Online: ", P(ids.url(r, "booking"), "URL")] if r.random() < 0.5 else []))
    d.t("\n")
    d.f("Traveller: {nm}   DOB: {dob}   Age: {age}   Sex: {sx}\n", nm=c.p(r.choice(["full", "LF", "fml"])), dob=c.d(c.dob), age=c.a(), sx=c.sex)
    d.ln("Address: ", *c.addr.parts(r))
    contact_line(d, c)
    if r.random() < 0.7:
        d.v(c.hn_line())
        d.t("\n")
    if c.ssn and r.random() < 0.3:
        d.ln(*c.ssn_line())
    if r.random() < 0.6:
        d.f("Travel insurance: {ins}, policy {pol}\n", ins=P(c.insurer, "ORGANIZATION"), pol=P(c.policy, "HEALTHPLAN"))
    d.f("Appointment: {dt} {t}   Booking ref: {acc}\n", dt=c.d(c.visit), t=dayhhmm(r), acc=P(c.acct, "ACCOUNT"))
    d.f("Clinician: {nm}{cr}\n\n", nm=tn.n(r.choice(["full", "fi"])), cr=r.choice([", Travel Health Nurse", " RN", " (travel nurse)", ""]))
    d.t("ITINERARY\n")
    d.f("  {co}: {ci} - {reg}\n", co=c.dest_p(), ci=c.city_list(), reg=P(c.region, "STATE"))
    d.f("  Depart {a}, return {b} ({n} days)\n", a=c.d(dep), b=c.d(ret), n=str((ret - dep).days))
    if r.random() < 0.4:
        other = r.choice([k for k in PP.DEST_KEYS if k != c.dest])
        d.f("  then {co} ({ci}) for {n} nights\n", co=P(other, "COUNTRY"), ci=P(PP.DEST[other][0][0], "CITY"), n=str(r.randint(2, 9)))
    d.t("  Purpose: %s. Accommodation: %s. Rural travel: %s. Activities: %s.\n" % (
        c.purpose, r.choice(["hotels", "family home", "camping", "hostels", "mission compound"]), r.choice(["yes", "no", "some"]),
        r.choice(["trekking", "diving", "safari", "caving", "cycling", "wedding", "volunteering at clinic"])))
    if r.random() < 0.3:
        d.f("  Planned visit to {lm}\n", lm=P(c.landmark, "LOCATION_OTHER"))
    hols = clinical.HOLIDAYS.get(dep.month)
    if hols and r.random() < 0.35:
        d.f("  Timed for {hol} celebrations with family\n", hol=P(r.choice(hols), "DATE"))
    if r.random() < 0.5:
        f = c.family(r.choice(["husband", "wife", "partner", "friend", "son", "daughter"]))
        d.f("  Travelling with {rel} {nm}", rel=f.relation, nm=f.n(r.choice(["full", "first"])))
        if r.random() < 0.5:
            d.f(" (aged {ag}, seen in same appointment)", ag=c.rel_age(f.relation))
        d.t("\n")
    d.t("\nHEALTH\n")
    d.t("PMH: %s. Meds: %s. Allergies: %s. %s\n" % (
        r.choice(["nil", "epilepsy (controlled)", "HIV - CD4 520", "psoriasis on methotrexate", "asthma", "post-splenectomy"]),
        r.choice(["nil", "levothyroxine", "sertraline", "warfarin (INR 2-3)", "COCP"]), r.choice(["NKDA", "egg", "latex", "penicillin"]),
        r.choice(["Not pregnant.", "Planning pregnancy.", "", "Immunosuppressed - live vaccines contraindicated."])))
    if not c.child:
        d.v(["Occupation: ", occ(c.occupation), "\n"])
    d.t("Previous vaccines: ")
    for i, (vn, _) in enumerate(r.sample([v for v in clinical.VACCINES if v[0] != "Dengue"], 3)):
        d.f("{sep}{v} ({yr})", sep="; " if i else "", v=vn, yr=P(str(c.year - r.randint(1, 12)), "DATE"))
    d.t("\n\nRISK ASSESSMENT\n")
    d.t("Malaria: %s. Dengue: %s. Rabies: %s. Other: %s.\n\n" % (
        r.choice(["high risk", "low risk - bite avoidance only", "risk in rural areas"]), r.choice(["present", "high", "seasonal"]),
        r.choice([">24 h from PEP - PrEP advised", "low", "moderate; PrEP discussed"]),
        r.choice(["altitude (>3500 m)", "schistosomiasis - avoid freshwater", "JE in rural rice-growing areas", "TB (long stay)", "road traffic risk"])))
    d.t("VACCINES GIVEN TODAY\n")
    d.t("  Vaccine              Brand            Batch       Site     Route\n")
    for vn, brands in r.sample(clinical.VACCINES, r.randint(2, 4)):
        br = r.choice(brands)
        oral = br in ("Vivotif (oral)", "Dukoral", "Vaxchora")
        site = "oral" if oral else r.choice(["L delt", "R delt"])
        route = "PO" if oral else ("SC" if vn in ("Yellow fever", "MMR") and r.random() < 0.5 else "IM")
        d.t("  %-20s %-16s %-11s %-8s %s\n" % (vn, br, ids.lt(r, 1) + ids.dgx(r, 4) + ids.lt(r, 2), site, route))
    d.t("  (administered under PGD v%d.%d)\n" % (r.randint(1, 5), r.randint(0, 9)))
    if r.random() < 0.5:
        d.f("Yellow fever: ICVP issued, certificate no. {no}; centre registration {reg}\n", no=P("YF" + ids.dg(r, 7), "LICENSE"),
            reg=P(ids.lt(r, 2) + ids.dg(r, 5), "LICENSE"))
    d.t("\nMALARIA CHEMOPROPHYLAXIS\n")
    d.t("%s\n" % r.choice(["Atovaquone-proguanil 250/100 mg: 1 daily, start 1-2 days before, continue 7 days after return.",
                           "Doxycycline 100 mg daily: start 2 days before, continue 4 weeks after; photosensitivity advice.",
                           "Mefloquine 250 mg weekly: start 2-3 weeks before; neuropsychiatric history checked.",
                           "No chemoprophylaxis (low risk); awareness and bite avoidance."]))
    d.t("\nADVICE GIVEN\n")
    for a in r.sample(["Bite avoidance: DEET 50%, permethrin-treated nets", "Food and water hygiene; travellers' diarrhoea self-treatment (azithromycin)",
                       "Rabies: avoid animals; wash wounds 15 min and seek PEP", "Sun/heat, altitude illness (acetazolamide discussed)",
                       "Sexual health and blood-borne viruses", "Seek urgent care for fever within 3 months of return - mention travel",
                       "Leaflets: TravelHealthPro / Fit for Travel", "Freshwater exposure (schistosomiasis) - avoid swimming in lakes"], 4):
        d.t("- %s\n" % a)
    d.f("\nNext appointment: {dt} ({why})\n", dt=c.d(c.visit + datetime.timedelta(days=r.choice([7, 21, 28])), r.choice(["num", "wd", "dmon"])),
        why=r.choice(["rabies PrEP dose 2", "JE dose 2", "hep B dose 2", "collect prescription"]))
    d.t("\n")
    sign(d, c, tn, "travelnurse", lic=r.random() < 0.7, contact=False)
    if r.random() < 0.4:
        esign(d, c, tn)


def rabies_pep(d, c):
    r = c.rng
    nurse = c.staff("nurse")
    docp = c.staff("registrar")
    exp = c.ret - datetime.timedelta(days=r.randint(1, 10))
    d0 = exp + datetime.timedelta(days=r.randint(0, 2))
    d.ln(r.choice(["RABIES POST-EXPOSURE PROPHYLAXIS (PEP) RECORD", "Rabies PEP - Risk Assessment and Treatment Record",
                   "Animal Bite Abroad - Rabies PEP Schedule"]))
    d.ln(P(c.hospital, "HOSPITAL"), " - ", r.choice(["Infectious Diseases", "Travel Clinic", "ED Clinical Decision Unit", "Immunisation Clinic"]))
    d.t("\n")
    d.f("Name: {nm}   DOB: {dob} ({age})   {ml}: {mrn}\n", nm=c.p(r.choice(["full", "LF"])), dob=c.d(c.dob), age=c.a(),
        ml=r.choice(["MRN", "Hosp No", "URN"]), mrn=P(c.mrn, "MRN"))
    d.v(c.hn_line())
    d.t("\n")
    contact_line(d, c)
    if c.child:
        f = c.family(r.choice(["mother", "father"]))
        d.f("Parent/guardian: {nm} ({rel})\n", nm=f.n("full"), rel=f.relation)
    d.t("\nEXPOSURE\n")
    d.f("Date of exposure: {dt}   Place: {ci}, {co}\n", dt=c.d(exp), ci=P(c.cities[0], "CITY"), co=c.dest_p())
    animal = r.choice(["stray dog", "monkey (macaque)", "cat", "puppy at guesthouse", "bat", "dog (owned, unvaccinated)"])
    site = r.choice(["L calf", "R hand", "R thigh", "L forearm", "ankle", "finger"])
    d.f("Animal: {a}. Injury: {inj} to {s}. Circumstances: {circ}.\n", a=animal, inj=r.choice(["bite, bleeding", "scratch, broke skin", "lick on broken skin", "bite through clothing"]),
        s=site, circ=[r.choice(["walking near ", "feeding animals at ", "jogging outside ", "on the steps of "]),
                      P(c.hotel if r.random() < 0.6 else c.landmark, "LOCATION_OTHER")])
    d.t("WHO category: %s. Animal status: %s.\n" % (r.choice(["III", "II", "III"]), r.choice(["unknown, not available for observation", "ran off", "died 3 days later", "owner says vaccinated - no certificate"])))
    d.t("Wound washed with soap and water: %s\n" % r.choice(["yes, within 1 h", "yes, 15 min", "not immediately"]))
    d.f("Treatment abroad: vaccine day 0 on {dt} at {cl}, {ci}", dt=c.d(d0), cl=P(r.choice(FOREIGN_CLINICS), "HOSPITAL"), ci=P(c.cities[0], "CITY"))
    d.t("; RIG %s\n" % r.choice(["NOT given (unavailable)", "given (ERIG)", "given (HRIG)", "unknown - no documentation"]))
    if r.random() < 0.6:
        d.f("Risk assessment discussed with the national rabies advice line on {dt}; ref {ref}\n", dt=c.d(c.visit, "num"),
            ref=P("RAB-" + ids.dg(r, 6), "IDNUM"))
    d.t("\nSCHEDULE (%s)\n" % r.choice(["4-dose ESSEN", "5-dose", "Zagreb 2-1-1", "4-dose, immunocompetent"]))
    d.t("Dose   Due          Given        Vaccine      Batch      Site     By\n")
    for i, off in enumerate([0, 3, 7, 14]):
        due = d0 + datetime.timedelta(days=off)
        brand = r.choice(["Rabipur", "Verorab", "Imovax Rabies", "Speeda"])
        d.t("D%-5d " % off)
        d.v([c.d(due, "num"), "   "])
        if due < c.visit:
            d.v([c.d(due, "num"), "   %-12s %-10s %-8s " % (brand, ids.lt(r, 1) + ids.dgx(r, 5), r.choice(["L delt", "R delt"])), "abroad" if due < c.ret else nurse.n("INI")])
        elif due == c.visit or i == 0:
            d.v([c.d(c.visit, "num"), "   %-12s %-10s %-8s " % (brand, ids.lt(r, 1) + ids.dgx(r, 5), "L delt"), nurse.n("INI")])
        else:
            d.t("-            (due)")
        d.t("\n")
    if r.random() < 0.5:
        d.f("HRIG {iu} IU infiltrated into wound on {dt} (batch {b})\n", iu=str(r.randint(900, 1600)), dt=c.d(c.visit, "num"), b=ids.lt(r, 2) + ids.dgx(r, 4))
    d.t("Tetanus: %s\n" % r.choice(["up to date", "Td/IPV booster given today", "unknown - booster given"]))
    d.t("Immunosuppressed: %s. Antibiotics: %s.\n" % (r.choice(["no", "no", "yes - check titre day 21"]), r.choice(["co-amoxiclav 625 mg TDS x 5 days", "not required", "doxycycline (penicillin allergy)"])))
    nxt = [d0 + datetime.timedelta(days=o) for o in (0, 3, 7, 14) if d0 + datetime.timedelta(days=o) > c.visit]
    if nxt:
        d.f("\nNext dose due: {dt} - please attend {cl} or call {ph}\n", dt=c.d(nxt[0], r.choice(["num", "wd", "wdlong"])),
            cl=P(c.clinic if r.random() < 0.5 else c.ward, "HOSPITAL"), ph=P(ids.phone(r, c.cc), "PHONE"))
    else:
        d.f("\nCourse complete. Queries: {cl}, {ph}\n", cl=P(c.clinic if r.random() < 0.5 else c.ward, "HOSPITAL"), ph=P(ids.phone(r, c.cc), "PHONE"))
    d.t("\n")
    d.f("Assessed by Dr {dn}; vaccine given by {nn}\n", dn=docp.n(r.choice(["full", "last"])), nn=nurse.n(r.choice(["full", "fi"])))
    if r.random() < 0.6:
        esign(d, c, nurse)


def opat(d, c):
    r = c.rng
    dx = c.dx
    cns = c.staff("cns")
    cons = c.staff("consultant")
    ph = c.staff("pharmacist")
    start = c.visit + datetime.timedelta(days=r.randint(2, 6))
    c.visit = start + datetime.timedelta(days=r.randint(3, 20))
    dur = r.choice([14, 21, 28, 42])
    end = start + datetime.timedelta(days=dur)
    drug = {"typhoid": "ceftriaxone 2 g IV OD", "paratyphi": "ceftriaxone 2 g IV OD", "melioid": "meropenem 1 g IV TDS via elastomeric pump",
            "ala": "ceftriaxone 2 g IV OD + oral metronidazole (mixed infection)", "brucella": "gentamicin 5 mg/kg IV OD (week 1) + oral doxycycline/rifampicin",
            "cl": "liposomal amphotericin B (AmBisome) 3 mg/kg IV", "lepto": "ceftriaxone 2 g IV OD"}.get(dx["key"], "ceftriaxone 2 g IV OD")
    if dx["key"] == "typhoid" and dx.get("xdr"):
        drug = "ertapenem 1 g IV OD (XDR S. Typhi)"
    d.ln(r.choice(["OPAT CLINIC REVIEW", "Outpatient Parenteral Antimicrobial Therapy (OPAT) - Weekly Review", "OPAT Nurse-led Review"]))
    d.ln(P(c.hospital, "HOSPITAL"), " OPAT Service  |  ", r.choice(["Ambulatory Care", "Infusion Suite", "Day Unit"]), *([" - ", P(c.ward, "HOSPITAL")] if r.random() < 0.3 else []))
    d.f("Review date: {dt}   Week {w}\n\n", dt=c.d(c.visit), w=str((c.visit - start).days // 7 + 1))
    d.f("Patient: {nm}   DOB {dob}   {ml} {mrn}\n", nm=c.p(r.choice(["full", "LF", "LFU"])), dob=c.d(c.dob), ml=r.choice(["MRN", "Hosp No", "URN"]), mrn=P(c.mrn, "MRN"))
    d.ln("Address: ", *c.addr.parts(r))
    contact_line(d, c)
    if c.ssn and r.random() < 0.4:
        d.ln(*c.ssn_line())
    if r.random() < 0.4:
        d.f("Patient ID check: wristband + palm-vein biometric ID {b}\n", b=P(ids.bioid(r), "BIOID"))
    d.f("Referring team: ID (Dr {cn})   Episode: {acc}\n\n", cn=cons.n(r.choice(["last", "full"])), acc=P(c.acct, "ACCOUNT"))
    d.t("Indication: %s%s\n" % (dx["name"], " - " + dx["organism"] if r.random() < 0.6 else ""))
    d.f("Infection acquired: {co} ({ci})\n", co=c.dest_p(), ci=c.city_list())
    d.f("Antimicrobial: {dr}\nStart: {s}   Planned end: {e}   Day {dn} of {tot}\n", dr=drug, s=c.d(start), e=c.d(end), dn=str((c.visit - start).days + 1), tot=str(dur))
    model = r.choice(["daily attendance at OPAT unit", "self-administration (S-OPAT) after training", "community/district nurse visits", "elastomeric pump changed daily"])
    d.t("Model: %s\n" % model)
    if "pump" in model or "meropenem" in drug or r.random() < 0.3:
        d.f("Device: {m}, serial {sn}\n", m=r.choice(["Baxter Infusor LV10", "CADD-Solis ambulatory pump", "Easypump II", "Baxter LV5"]),
            sn=P(ids.device_sn(r), "DEVICE"))
    d.f("Line: {ln}, inserted {dt} by {nn}; tip {tip}\n", ln=r.choice(["PICC 4Fr single lumen R basilic", "PICC 5Fr dual lumen L brachial", "midline 20 cm R arm"]),
        dt=c.d(start - datetime.timedelta(days=1), r.choice(["num", "dm"])), nn=c.staff("vat").n(r.choice(["full", "fi"])),
        tip=r.choice(["confirmed by ECG (Sherlock 3CG)", "confirmed on CXR", "n/a"]))
    if r.random() < 0.5:
        d.f("Line REF/LOT: {ref}, serial {sn}\n", ref="REF " + ids.dgx(r, 7), sn=P(ids.device_sn(r), "DEVICE"))
    d.t("\nCLINICAL\n")
    d.t("%s Weight %.1f kg. Line site %s.\n" % (r.choice(["Afebrile, feels well.", "Low-grade temps at home (37.8).", "Improving, appetite back.", "Mild nausea, otherwise well."]),
                                            r.uniform(48, 110), r.choice(["clean and dry", "mild erythema, no tracking", "dressing changed today"])))
    d.t("Adverse effects: %s\n\n" % r.choice(["none", "diarrhoea - C. difficile toxin negative", "rash (mild) - monitor", "LFTs rising", "creatinine up - levels sent"]))
    d.t("Bloods (weekly)\n")
    lab_table(d, c, dates=[start, c.visit - datetime.timedelta(days=7), c.visit] if (c.visit - start).days > 8 else [start, c.visit])
    d.t("\nPLAN\n")
    pl = ["continue current regimen to planned end date", "weekly FBC, U&E, LFT, CRP", "remove PICC on completion",
          "oral step-down per ID", "ID clinic after completion", "gentamicin level before next dose" if "gentamicin" in drug else "check adherence diary"]
    for p in r.sample(pl, 4):
        d.t("- %s\n" % p)
    d.f("- next review {dt}\n", dt=c.d(c.visit + datetime.timedelta(days=7), r.choice(["num", "wd", "dmword"])))
    if r.random() < 0.4:
        d.f("- hospital parking permit renewed for vehicle {pl}\n", pl=P(ids.plate(r, c.cc), "VEHICLE"))
    if r.random() < 0.3:
        f = c.family(r.choice(["wife", "husband", "daughter", "son", "partner"]))
        d.f("- {rel} {nm} trained to disconnect pump\n", rel=f.relation, nm=f.n(r.choice(["first", "full"])))
    d.t("\n")
    d.f("Reviewed by: {c1} (OPAT CNS), Dr {c2} (OPAT consultant), {c3} (pharmacist)\n", c1=cns.n(r.choice(["full", "fi"])),
        c2=cons.n(r.choice(["last", "full"])), c3=ph.n(r.choice(["full", "fi"])))
    if r.random() < 0.6:
        esign(d, c, cns)
