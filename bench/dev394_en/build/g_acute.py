"""Genres: ED returning-traveller fever assessment, inpatient ID ward round, microbiology consult."""
import datetime

import clinical
import ids
from common import (a_occ, dayhhmm, esign, times, exposures, hhmm, lab_table, occ, occupation_phrase, sign,
                    travel_sentence)
from doc import P

TRIAGE = {"UK": ["MTS Orange", "MTS Yellow", "Manchester Triage: ORANGE"], "US": ["ESI 2", "ESI 3"],
          "CA": ["CTAS 2", "CTAS 3"], "AU": ["ATS 2", "ATS 3"], "NZ": ["ATS 3", "ATS 2"], "IE": ["MTS Orange", "MTS 3"]}


def _obs(r, sick=True):
    t = r.uniform(38.1, 40.3) if sick else r.uniform(36.4, 37.6)
    return "T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA" % (t, r.randint(92, 132) if sick else r.randint(60, 95),
                                                           r.randint(88, 138), r.randint(50, 86), r.randint(16, 28),
                                                           r.randint(93, 100))


def ed_fever(d, c):
    r = c.rng
    dx = c.dx
    edr = c.staff("ed")
    rn = c.staff("nurse")
    idr = c.staff("registrar")
    arr = c.visit
    t_arr, t_tri, t_seen, t_dw, t_sig = times(r, 5, 0, 24)
    d.t(r.choice(["EMERGENCY DEPARTMENT - RETURNING TRAVELLER FEVER ASSESSMENT\n", "ED Clinician Note: Fever in Returned Traveller\n",
                  "Emergency Dept Assessment (Returning Traveller Pathway)\n"]))
    d.ln(P(c.hospital, "HOSPITAL"), " ", r.choice(["Emergency Department", "ED", "Emergency & Urgent Care"]))
    d.f("Arrival: {a} {t}   Mode: {m}\n", a=c.d(arr), t=t_arr, m=r.choice(["self-presented", "ambulance", "walk-in", "GP referral letter"]))
    d.f("Patient: {nm}   DOB {dob}   {age}{sx}   MRN {mrn}\n", nm=c.p(r.choice(["LF", "full", "LFU"])), dob=c.d(c.dob),
        age=c.a(), sx=c.sex, mrn=P(c.mrn, "MRN"))
    if r.random() < 0.6:
        d.f("{lab} {acc}\n", lab=r.choice(["Encounter #", "Attendance no.", "Visit ID", "ED episode"]), acc=P(c.acct, "ACCOUNT"))
    if c.ssn and r.random() < 0.35:
        d.ln(*c.ssn_line())
    d.f("Triage: {tr} at {t} by {rn}{cr}\n", tr=r.choice(TRIAGE[c.cc]), t=t_tri, rn=rn.n(r.choice(["full", "fi", "fl"])),
        cr=r.choice([" RN", ", RN", "", " (triage nurse)"]))
    d.t("Obs: %s  GCS 15  NEWS2 %d\n\n" % (_obs(r), r.randint(2, 8)))
    d.t("PC: fever ?malaria, returned traveller\n\n")
    d.t("HPI: ")
    d.f("{age}{sfx} {sx} with {n} days of {sym}. ", age=c.a(), sfx=r.choice(["yo", "y/o", " year old", "yr"]), sx="M" if c.sex == "M" else "F",
        n=str((c.visit - c.onset).days), sym=dx["symptoms"])
    travel_sentence(d, c)
    hols = clinical.HOLIDAYS.get(c.ret.month)
    if hols and r.random() < 0.3:
        d.f(" Trip was for {hol} with family.", hol=P(r.choice(hols), "DATE"))
    if r.random() < 0.5:
        f = c.family("travel companion" if r.random() < 0.5 else r.choice(["wife", "husband", "brother", "sister"]))
        d.f(" Travelled with {rel} {nm}, who is {st}.", rel=f.relation, nm=f.n(r.choice(["first", "full"])),
            st=r.choice(["well", "also febrile", "being seen at another hospital", "well, but took no prophylaxis either"]))
    d.t("\n\n")
    if r.random() < 0.6:
        d.t("Travel history:\n")
        d.t("  Country            Dates                     Activities\n")
        d.v(["  ", c.dest_p(), " " * max(1, 19 - len(c.dest)), c.d(c.dep, "dm"), " - ", c.d(c.ret, "dm"), "        "])
        d.t("%s\n" % r.choice(["city + rural village", "safari, lodges", "beach, diving", "family home, weddings", "trekking"]))
        if r.random() < 0.3:
            tc, tcy = r.choice([("Ethiopia", "Addis Ababa"), ("Qatar", "Doha"), ("Kenya", "Nairobi"), ("Singapore", "Singapore"),
                                ("United Arab Emirates", "Dubai"), ("Turkey", "Istanbul")])
            d.f("  transit via {tcy} ({tc}) 1 night\n", tc=P(tc, "COUNTRY"), tcy=P(tcy, "CITY"))
        d.t("\n")
    d.t("Exposures:\n")
    exposures(d, c)
    vhf = r.choice(["No VHF risk - returned >21 days ago or outside endemic area", "VHF risk assessment: NO RISK (ACDP algorithm)",
                    "VHF: not applicable", "Ebola/Lassa/Marburg/CCHF exposure: none"])
    d.t("\n%s\n\n" % vhf)
    d.t("PMH: %s\n" % r.choice(["nil", "T2DM, HTN", "asthma", "splenectomy 2015 (trauma)", "HIV on ART, VL undetectable", "sickle cell trait"]))
    d.t("DH: %s   Allergies: %s\n" % (r.choice(["nil regular", "metformin, ramipril", "Ventolin PRN", "Biktarvy"]),
                                      r.choice(["NKDA", "penicillin", "codeine"])))
    d.t("SH: ")
    if not c.child:
        d.v(occupation_phrase(c))
    else:
        d.f("Lives with parents; mother {m} present.", m=c.family("mother").n("full"))
    if r.random() < 0.5:
        d.f(" Lives in {city}.", city=P(c.addr.city, "CITY"))
    d.t("\n\n")
    d.t("O/E: %s\n" % clinical.EXAM[dx["key"]])
    d.t("     %s; %s\n" % tuple(r.sample(clinical.EXAM_NEG, 2)))
    if r.random() < 0.5:
        d.t("     %s\n" % r.choice(clinical.HISTORY_NEG))
    d.t("\nIx: FBC, U&E, LFT, CRP, glucose, lactate, coag, G&S, blood cultures x2, malaria RDT + films x3 (12-24 h apart), "
        "dengue NS1/serology, HIV (consented), urine dip, CXR\n")
    dx_tests = dx["tests"]
    d.t("POC: %s - %s\n" % dx_tests[0])
    if r.random() < 0.6:
        d.f("Lab request no. {rq}\n", rq=P("ORD-" + ids.dg(r, 7), "IDNUM"))
    d.t("\nImpression: %s. DDx: %s.\n\n" % (("?" if r.random() < 0.5 else "") + dx["short"], ", ".join(dx["differential"])))
    d.t("Plan:\n")
    d.t("- %s\n" % r.choice(["IV fluids 1 L over 2 h", "paracetamol 1 g", "sepsis 6 completed within 1 h"]))
    d.t("- start: %s\n" % dx["treatment"][0])
    d.f("- d/w ID reg Dr {rg} (bleep {bl}) at {t} - accepted under ID\n", rg=idr.n(r.choice(["last", "full"])),
        bl=P(ids.pager(r, c.cc), "PHONE"), t=t_dw)
    d.f("- admit {w}, side room {sr}\n", w=P(c.ward, "HOSPITAL"), sr=P(str(r.randint(1, 16)), "LOCATION_OTHER"))
    if r.random() < 0.15:
        d.f("- patient's car (reg {pl}) left in ambulance bay - security informed\n", pl=P(ids.plate(r, c.cc), "VEHICLE"))
    d.t("\n")
    d.f("Seen by: Dr {nm}, {g}  {t}\n", nm=edr.n(r.choice(["full", "fi"])), g=c.grade("ed"), t=t_seen)
    if r.random() < 0.5:
        esign(d, c, edr)


def ward_round(d, c):
    r = c.rng
    dx = c.dx
    cons, reg, jr, rn = c.staff("consultant"), c.staff("registrar"), c.staff("junior"), c.staff("nurse")
    day = r.randint(1, 9)
    adm = c.visit
    c.visit = adm + datetime.timedelta(days=day)
    hdr = r.randrange(3)
    if hdr == 0:
        d.f("ID WARD ROUND  {dt} {t}\n", dt=c.d(c.visit, r.choice(["num", "wd", "dmon"])), t=dayhhmm(r))
    elif hdr == 1:
        d.f("WR - Infectious Diseases - {dt}\n", dt=c.d(c.visit))
    else:
        d.f("Consultant ward round ({dt})\n", dt=c.d(c.visit, r.choice(["wdlong", "num"])))
    d.f("{w}, bed {b}\n", w=P(c.ward, "HOSPITAL"), b=P(c.bed, "LOCATION_OTHER"))
    team = ["Cons: Dr ", cons.n(r.choice(["last", "full"])), "  Reg: Dr ", reg.n(r.choice(["last", "full"])),
            "  %s: Dr " % {"UK": "FY2", "US": "Resident", "CA": "Resident", "AU": "RMO", "NZ": "HO", "IE": "SHO"}[c.cc],
            jr.n(r.choice(["last", "full"]))]
    if r.random() < 0.6:
        team += ["  RN: ", rn.n(r.choice(["first", "full"]))]
    if r.random() < 0.4:
        team += ["  Pharm: ", c.staff("pharmacist").n(r.choice(["first", "full"]))]
    d.ln(*team)
    d.f("Pt: {nm} ({age}{sx})  {ml} {mrn}\n\n", nm=c.p(r.choice(["full", "LF", "fi"])), age=c.a(),
        sx=c.sex, ml=r.choice(["MRN", "Hosp no", "URN"]), mrn=P(c.mrn, "MRN"))
    d.f("Dx: {dx} ({co}). Day {day} of admission, day {dd} of {drug}.\n", dx=dx["short"], co=c.dest_p(), day=str(day),
        dd=str(max(1, day - 1)), drug=dx["treatment"][0].split(" ")[0] if not dx["treatment"][0].startswith("IV") else " ".join(dx["treatment"][0].split(" ")[:2]))
    d.f("Admitted {a} via ED.\n\n", a=c.d(adm, r.choice(["dm", "dmword", "num"])))
    d.t("S: %s\n" % r.choice(["feels better, eating and drinking, no rigors o/n", "still spiking, T max 39.4 at 0200, headache ++",
                             "tired, mild nausea, tolerating oral meds", "c/o calf pain, passing less urine",
                             "pain improving, slept well, mobilising to bathroom"]))
    if r.random() < 0.5:
        f = c.family()
        d.f("   {rel} {nm} visiting - asking re: discharge date\n", rel=f.relation.capitalize(), nm=f.n(r.choice(["first", "full"])))
    d.t("O: %s\n" % _obs(r, sick=r.random() < 0.4))
    d.t("   HS I+II+0, chest clear, abdo %s, no rash, GCS 15\n" % r.choice(["SNT", "soft, mild RUQ tenderness", "soft, splenic tip palpable"]))
    if r.random() < 0.7:
        d.t("   %s\n" % r.choice(clinical.EXAM_NEG))
    d.t("   Fluid bal: +%d mL / 24h, UO %d mL\n\n" % (r.randint(200, 1600), r.randint(800, 2600)))
    d.t("Bloods:\n")
    lab_table(d, c, dates=[adm, c.visit - datetime.timedelta(days=max(1, day // 2)), c.visit] if day > 2 else [adm, c.visit])
    d.t("\nMicro:\n")
    for tn, res in dx["tests"][:3]:
        d.t("  %s - %s\n" % (tn, res))
    if r.random() < 0.6:
        d.f("  (lab no {ln})\n", ln=P(ids.accession(r, c.year, r.choice("MH")), "IDNUM"))
    d.t("\nA: %s - %s\n\n" % (dx["short"], r.choice(["improving", "slow to settle", "clinically stable", "improving; biochemically better"])))
    d.t("P:\n")
    plans = ["continue %s" % dx["treatment"][0], "repeat bloods tomorrow", "daily films until negative" if dx["malaria"] else "chase outstanding serology",
             "IV to oral switch when afebrile 24 h", "VTE prophylaxis - enoxaparin", "physio/OT r/v", "TTOs to pharmacy",
             "d/w micro re: duration", r.choice([["aim d/c ", c.d(c.visit + datetime.timedelta(days=r.randint(1, 4)), "weekday")],
                                                 "aim d/c tomorrow", "aim d/c when eating"])]
    for pl in r.sample(plans, r.randint(3, 6)):
        d.v([" - ", pl, "\n"])
    if dx["notifiable"] and r.random() < 0.6:
        d.t(" - notification form sent to public health\n")
    if r.random() < 0.4:
        f = c.family(r.choice(["wife", "husband", "son", "daughter", "mother"]))
        d.f(" - update {rel} {nm} by phone ({ph})\n", rel=f.relation, nm=f.n(r.choice(["first", "full"])), ph=P(ids.phone(r, c.cc, "mobile"), "PHONE"))
    d.t("\n")
    d.f("{nm} {g} {bl}\n", nm=jr.n(r.choice(["full", "fi"])), g=c.grade("junior"),
        bl=["bleep ", P(ids.pager(r, c.cc), "PHONE")] if r.random() < 0.6 else "")
    if r.random() < 0.5:
        esign(d, c, jr)


GRAM = {
    "typhoid": ("Gram-negative bacilli", "Salmonella species (MALDI-TOF); serotyping at reference laboratory"),
    "paratyphi": ("Gram-negative bacilli", "Salmonella Paratyphi A (agglutination)"),
    "melioid": ("Gram-negative bacilli with bipolar 'safety-pin' staining", "Burkholderia pseudomallei - wrinkled colonies on Ashdown agar; VITEK 2 may misidentify"),
    "brucella": ("tiny Gram-negative coccobacilli (day 4)", "Brucella species - ACDP Hazard Group 3"),
    "lepto": ("n/a (PCR)", "Leptospira DNA detected; MAT sent to reference lab"),
    "ala": ("n/a", "Entamoeba histolytica serology positive"),
    "strongy": ("n/a", "Strongyloides serology positive"),
    "pf": ("n/a", "P. falciparum on thin film"),
    "cl": ("n/a", "Leishmania PCR positive"),
}


def micro_consult(d, c):
    r = c.rng
    dx = c.dx
    key = dx["key"] if dx["key"] in GRAM else "typhoid"
    mic = c.staff("micro")
    req = c.staff(r.choice(["registrar", "junior"]))
    d.t(r.choice(["MICROBIOLOGY CONSULT NOTE\n", "Clinical Microbiology - Telephone Advice Record\n", "Micro advice\n",
                  "INFECTION CONSULT (MICROBIOLOGY)\n"]))
    d.f("Date: {dt}  Time: {t}\n", dt=c.d(c.visit), t=hhmm(r))
    d.f("Requested by: Dr {nm} ({g}), {w}, {h}; contact {ph}\n", nm=req.n(r.choice(["full", "last"])),
        g=r.choice(["ID reg", "FY1", "AMU SHO", "ICU fellow", "medical registrar"]), w=P(c.ward, "HOSPITAL"),
        h=P(c.hospital, "HOSPITAL"), ph=P(ids.pager(r, c.cc) if r.random() < 0.5 else ids.phone(r, c.cc) + " " + ids.ext(r), "PHONE"))
    d.f("Patient: {nm}  {ml} {mrn}  DOB {dob}  ({age} {sx})\n\n", nm=c.p(r.choice(["LF", "full", "LFU"])),
        ml=r.choice(["MRN", "Hosp No", "URN"]), mrn=P(c.mrn, "MRN"), dob=c.d(c.dob), age=c.a(), sx=c.sex)
    d.t("Clinical details: ")
    d.f("{sym}; ", sym=dx["symptoms"])
    travel_sentence(d, c)
    d.t(" Currently on %s.\n\n" % dx["treatment"][0])
    sd = c.visit - datetime.timedelta(days=r.randint(1, 3))
    d.f("Specimen: {sp} collected {dt} {t}; lab no. {ln}\n", sp=r.choice(["blood cultures x2 sets", "blood culture (aerobic bottle)",
                                                                        "EDTA blood + serum", "pus (liver aspirate)", "skin biopsy"]),
        dt=c.d(sd), t=hhmm(r), ln=P(ids.accession(r, c.year, "M"), "IDNUM"))
    g, ident = GRAM[key]
    d.t("Gram stain: %s\nIdentification: %s\n" % (g, ident))
    if key in ("typhoid", "paratyphi"):
        for tn, res in dx["tests"][:2]:
            d.t("%s: %s\n" % (tn, res))
    d.t("\nAdvice:\n")
    adv = {
        "typhoid": ["meropenem 1 g TDS pending AST given XDR risk", "add azithromycin 500 mg OD",
                    "expect fever to take 5-7 days to settle", "stool samples x3 before discharge if food handler"],
        "paratyphi": ["ceftriaxone 2 g OD is appropriate", "oral azithromycin step-down when afebrile 48 h"],
        "melioid": ["meropenem 1 g TDS (2 g if CNS involvement) for at least 14 days", "CT abdomen/pelvis to exclude splenic/prostatic abscess",
                    "eradication with co-trimoxazole for 3 months", "isolates to reference laboratory"],
        "brucella": ["doxycycline + rifampicin 6 weeks (+ gentamicin first week)", "MRI spine if back pain persists",
                     "LAB EXPOSURE: plates handled on open bench before identification"],
        "lepto": ["benzylpenicillin or ceftriaxone", "monitor renal function and platelets closely"],
        "ala": ["metronidazole 800 mg TDS 10 days then paromomycin", "aspiration only if >10 cm or left lobe"],
        "strongy": ["ivermectin 200 mcg/kg day 1 and 14", "avoid corticosteroids - hyperinfection risk", "check HTLV-1"],
        "pf": ["parasitaemia >2%: treat as severe - IV artesunate", "repeat film at 24 h"],
        "cl": ["refer to tropical dermatology", "species-directed therapy"],
    }[key]
    for a in adv:
        d.t("- %s\n" % a)
    if key == "brucella" or (key in ("melioid", "typhoid") and r.random() < 0.4):
        b1, b2 = c.new_staff(), c.new_staff()
        d.f("- Lab staff exposed: {a} and {b} (BMS) - referred to occupational health for risk assessment and PEP\n",
            a=b1.n("full"), b=b2.n("full"))
    if dx["notifiable"]:
        d.t("- Notifiable: please complete notification; lab will report to public health\n")
    if r.random() < 0.5:
        d.t("- Infection control: %s\n" % r.choice(["side room, enteric precautions", "standard precautions", "no isolation required"]))
    d.t("\n")
    d.f("Discussed with Dr {nm}{alt}.\n", nm=req.n("last"),
        alt=[" and ID consultant Dr ", c.staff("consultant").n(r.choice(["last", "full"]))] if r.random() < 0.5 else "")
    d.t("\n")
    sign(d, c, mic, "micro", lic=r.random() < 0.4)
    if r.random() < 0.7:
        esign(d, c, mic)
