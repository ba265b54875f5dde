"""Genres: returning-traveller fever clinic note; travel/tropical laboratory report."""
import pools as P
import gen as G
import clin as C
from ctx import dur_words

PROPH = ["atovaquone-proguanil, fully adherent", "doxycycline - stopped on return (missed 4 weeks post-travel)",
         "none taken", "mefloquine, missed 2 doses", "chloroquine bought locally", "atovaquone-proguanil - stopped after 3 days due to GI upset",
         "doxycycline, erratic"]
SYMPT = ["fevers and rigors", "high fever, headache and myalgia", "fever, retro-orbital pain and rash",
         "fever with abdominal pain and constipation", "fever, dry cough and malaise", "fever and painful swollen joints",
         "fever, urticarial rash and wheeze", "fever, vomiting and loose stools"]
DDX = ["Rift Valley fever (no livestock contact)", "West Nile virus", "Lassa fever - no rural West Africa exposure", "Japanese encephalitis",
       "Murray Valley encephalitis", "Ross River virus", "Rocky Mountain spotted fever", "Chagas disease", "Q fever", "brucellosis",
       "Crimean-Congo haemorrhagic fever - no tick/abattoir exposure", "Oropouche virus", "Zika", "leptospirosis", "amoebic liver abscess",
       "EBV/CMV", "acute HIV seroconversion", "typhus (scrub/murine)", "measles", "influenza", "Legionnaires' disease", "COVID-19"]
DX_BY_SYM = {0: ["falciparum", "vivax"], 1: ["falciparum", "lepto", "rickettsia"], 2: ["dengue", "chik"],
             3: ["enteric"], 4: ["flu", "viral"], 5: ["chik", "dengue"], 6: ["schisto"], 7: ["falciparum", "viral"]}


def _ward(r):
    if r.random() < 0.5:
        return [("HOSPITAL", r.choice(P.WARDS) + " Ward"), (None, ", side room "), ("LOCATION_OTHER", str(r.randint(1, 12)))]
    return [(None, r.choice(["AMU bay ", "ED cubicle ", "Bay "])), ("LOCATION_OTHER", str(r.randint(1, 9))),
            (None, ", bed "), ("LOCATION_OTHER", str(r.randint(1, 8)))]


def _exposures(n, x):
    r = x.r
    t = x.trip
    items = []
    if r.random() < 0.6:
        items.append("numerous mosquito bites, no net")
    if r.random() < 0.35:
        n.t("- Freshwater swim at ").p("LOCATION_OTHER", P.fresh_water(r, t.legs[0].country)).t("\n")
    if r.random() < 0.3:
        items.append("dog lick on intact skin")
    if r.random() < 0.4:
        items.append("street food, unbottled water x2")
    if r.random() < 0.25:
        items.append("new sexual partner, condoms inconsistent")
    if r.random() < 0.3:
        items.append("safari / game drive, tick bites")
    if not items:
        items.append(r.choice(["no specific exposures recalled", "urban hotels only, used repellent", "no animal, freshwater or sexual exposures"]))
    for it in items:
        n.t("- " + it[0].upper() + it[1:] + "\n")
    if r.random() < 0.45:
        f = x.family()
        rel = r.choice(["wife", "husband", "partner", "travel companion", "brother", "sister", "friend"])
        n.f("- %s {FAMILY=f} " % rel.capitalize(), f=f.first if r.random() < 0.6 else f.full())
        n.t(r.choice(["also febrile - advised attendance", "well", "had diarrhoea on the trip, now recovered"]) + "\n")


def _clerk(n, x):
    r = x.r
    t = x.trip
    h = x.hosp
    si = r.randint(0, 7)
    dx = r.choice(DX_BY_SYM[si])
    ret = G.add(x.visit, -r.randint(2, 40))
    n.f("{HOSPITAL=h}\n", h=h.name)
    n.t(r.choice(["Returning Traveller Clinic - Imported Fever Assessment", "INFECTIOUS DISEASES - RETURNING TRAVELLER",
                  "Acute Medicine clerking - fever in returned traveller", "Tropical & Travel Medicine - New Patient"]) + "\n\n")
    n.f("Patient: {PATIENT=p}    %s {MRN=m}    DOB {DATE=b}\n" % x.mrn_lab, p=x.pt.LF(), m=x.mrn, b=x.D(x.dob))
    if r.random() < 0.6:
        n.f("Encounter {ACCOUNT=a}    ", a=G.account(r))
    if r.random() < 0.15:
        n.f("Palm-vein patient ID {BIOID=b} verified at registration\n", b=G.bioid(r))
    n.f("Seen {DATE=d} %02d:%02d    Location: " % (r.randint(0, 23), r.randint(0, 59)), d=x.D(x.visit))
    n.seq(_ward(r)).t("\n")
    reg = x.w.clin(r, x.c, "doc")
    n.t("Clerked by: ").seq([(None, x.dr + " "), ("DOCTOR", reg.full())])
    n.t(" (%s), %s " % (r.choice(["ID registrar", "FY2", "acute medicine SpR", "resident", "CT1"]), r.choice(["bleep", "pager", "ext"])))
    n.p("PHONE", r.choice(["555" + G.digits(r, 1), "555" + G.digits(r, 2), "4-555" + G.digits(r, 1)]))
    n.t("\n\nPC: %s x %d days\n\n" % (SYMPT[si], r.randint(2, 9)))
    n.t("HPC: ").seq(x.age_pieces())
    if x.prof:
        n.t(" ").p("PROFESSION", x.prof)
    n.t(" returned from ").seq(x.dest_list()).f(" on {DATE=d} ", d=x.Ds(ret) if r.random() < 0.5 else x.D(ret))
    n.t("after %s (%s). " % (dur_words(t.days), t.purpose))
    if r.random() < 0.5:
        n.f("Stayed at {LOCATION_OTHER=l}", l=t.lodge)
        n.f(" near {CITY=c}", c=P.foreign_town(r, t.legs[0].country)) if r.random() < 0.5 else None
        n.t(". ")
    n.f("Onset {DATE=o}, ", o=x.Ds(G.add(x.visit, -r.randint(1, 6))))
    n.t(r.choice(["worse at night with sweats. ", "paracetamol only partial relief. ", "no focal symptoms. ", "flew home unwell. "]))
    n.t("\nMalaria prophylaxis: %s.\n" % r.choice(PROPH))
    n.t("Pre-travel vaccines: ")
    if r.random() < 0.6:
        n.f("given at {HOSPITAL=c} on {DATE=d} - ", c=x.clinic.name, d=x.Ds(G.add(t.depart, -r.randint(10, 40))))
        n.t(", ".join(C.VAC[k][1] for k in C.plan(x)[:3]) + "\n")
    else:
        n.t("none (last-minute trip)\n")
    n.t("Exposures:\n")
    _exposures(n, x)
    n.t("VHF risk assessment: %s\n" % r.choice(["no travel to VHF area in 21 days - not applicable", "Lassa area but no risk exposures - low possibility",
                                                 "no contact with sick people or bodily fluids, no caves/bats - minimal risk"]))
    pm = r.choice(P.PMH)
    n.t("PMH: %s. DH: %s. Allergies: %s.\n" % (pm[0], pm[1], r.choice(P.ALLERGIES)))
    if r.random() < 0.4:
        n.f("SH: lives with {FAMILY=f} in ", f=x.family().full()).p("CITY", x.addr.city).t(r.choice([", non-smoker", ", ex-smoker", ", drinks 10 u/wk", ""]) + ".\n")
    vit, temp = C.vitals(r, True)
    n.t("\nO/E: %s\n" % vit)
    n.t(r.choice(["Alert, flushed, no rash, no meningism. Chest clear. Abdo soft, splenomegaly 2 cm.",
                  "Maculopapular blanching rash trunk, conjunctival injection. Tourniquet test positive.",
                  "Eschar R ankle with tender inguinal lymphadenopathy.", "Jaundiced, tender hepatomegaly, no asterixis.",
                  "Rose spots? faint on abdomen. Relative bradycardia."]) + "\n")
    labs, para = C.fever_labs(r, dx)
    n.t("\nInvestigations (lab no. ").p("IDNUM", G.idnum(r, "lab")).t("):\n")
    for l in labs:
        n.t("  " + l + "\n")
    n.t("\nImpression: %s\n" % C.DX_TEXT[dx])
    n.t("DDx: %s.\n" % ", ".join(r.sample(DDX, 4)))
    n.t("Plan:\n1. %s\n" % C.DX_TX[dx])
    n.t("2. %s\n" % r.choice(["Admit under ID; strict fluid balance.", "Ambulatory care - review tomorrow in clinic.",
                               "Admit - repeat films 12-hourly until 3 negative.", "Discharge with safety-net advice and clinic review in 48 h."]))
    cons = x.doc
    n.t("3. Discussed with ").seq(x.clin_ref(cons, r.choice([0, 2]))).t(r.choice([", consultant on call.", " (ID consultant), agrees.", "."]) + "\n")
    if dx in ("falciparum", "vivax", "dengue", "enteric", "lepto", "chik") and r.random() < 0.7:
        n.t("4. Notified to %s.\n" % {"UK": "local Health Protection Team", "US": "state health department", "AU": "Public Health Unit",
                                         "CA": "public health unit", "IE": "Department of Public Health"}[x.c])
    n.t("\n").seq([("DOCTOR", reg.full() if r.random() < 0.6 else reg.init())])
    if r.random() < 0.5:
        n.f(" %s {LICENSE=l}" % reg.lic_name, l=reg.lic)
    n.t("\n")


def _followup(n, x):
    r = x.r
    t = x.trip
    dx = r.choice(["falciparum", "dengue", "enteric", "schisto", "viral", "rickettsia"])
    first = G.add(x.visit, -r.randint(7, 30))
    n.f("{HOSPITAL=h} - %s\n" % r.choice(["Tropical Medicine Follow-up Clinic", "Travel Clinic Review", "ID Outpatients"]), h=x.hosp.name)
    n.f("Clinic date: {DATE=d}   Consultant: ", d=x.D(x.visit, r.choice([x.sty, "wd" if not x.mdy() else "wdus"])))
    n.seq(x.clin_ref(x.doc, 2)).t("\n")
    n.f("Re: {PATIENT=p}, DOB {DATE=b}, %s {MRN=m}\n\n" % x.mrn_lab, p=x.pt.full(), b=x.D(x.dob), m=x.mrn)
    n.f("Diagnosis: %s (admitted {DATE=a} - {DATE=z})\n\n" % C.DX_TEXT[dx], a=x.Ds(first), z=x.Ds(G.add(first, r.randint(1, 6))))
    n.t("Since discharge %s. " % r.choice(["fever has not recurred", "fatigue persists but improving", "back at work part-time", "mild residual arthralgia"]))
    if x.prof:
        n.f("Back at work as a {PROFESSION=p}", p=x.prof)
        if r.random() < 0.5:
            n.f(" with {ORGANIZATION=o}", o=x.employer)
        n.t(". ")
    n.t("Travel was to ").seq(x.dest_list()).t(" (%s).\n" % t.purpose)
    n.t("Today: %s\n" % C.vitals(r, False)[0])
    n.t("Results: %s\n" % r.choice(["Hb 121 -> 132 g/L, plt 64 -> 288, ALT normalised.", "Day 28 film negative. G6PD normal.",
                                   "Blood culture: Salmonella Typhi, ciprofloxacin-resistant (nalidixic acid R), ceftriaxone S, azithromycin S.",
                                   "Schistosoma serology positive (ELISA), eosinophils 1.9 x10^9/L.",
                                   "Dengue IgG seroconversion confirmed on convalescent serum."]))
    n.t("Plan: %s\n" % r.choice(["Discharge from clinic. Advised Qdenga not indicated for now; future travel - strict bite avoidance.",
                                "Stool/urine for ova x3; praziquantel repeat at 6-8 weeks.",
                                "Stool cultures x3 for clearance (food handler) before return to work.",
                                "Return if fever within 12 months of travel."]))
    if r.random() < 0.5:
        n.f("Next appointment: {DATE=d}.\n", d=x.D(G.add(x.visit, r.choice([28, 42, 56, 90]))))
    n.t("Letter to GP: ").seq(x.clin_ref(x.gp, r.choice([0, 2]))).f(", {HOSPITAL=g}\n", g=x.gp_site.name)
    if r.random() < 0.5:
        n.f("Dictated: {DOCTOR=a}/{DOCTOR=b}\n", a=x.doc.initials(False), b=G.Person(r).initials(False).lower())


def fever_clinic(n, x):
    [_clerk, _clerk, _clerk, _followup][x.r.randint(0, 3)](n, x)


# ------------------------------------------------------------------ lab report
def lab_report(n, x):
    r = x.r
    lab = x.lab
    t = x.trip
    n.f("{HOSPITAL=l}\n", l=lab.name)
    n.t(r.choice(["Department of Medical Microbiology", "Parasitology & Tropical Serology", "Clinical Laboratory - Microbiology",
                  "Specialist Virology and Parasitology Section"]) + "\n")
    n.seq(x.site_addr(lab, multi=False)).f("   Tel {PHONE=p}", p=lab.phone)
    if r.random() < 0.6:
        n.f("   Fax {FAX=f}", f=lab.fax)
    n.t("\n" + "=" * 60 + "\n")
    n.f("PATIENT: {PATIENT=p}    SEX: %s    DOB: {DATE=b}\n" % x.pt.sex, p=x.pt.LF(), b=x.D(x.dob))
    n.f("%s: {MRN=m}" % x.mrn_lab, m=x.mrn)
    if r.random() < 0.4:
        n.f("    %s: {HEALTHPLAN=h}" % x.hp_lab, h=x.hp)
    n.t("\n")
    src = r.choice([x.hosp, x.clinic, x.gp_site])
    n.f("LOCATION: {HOSPITAL=s}", s=src.name)
    if src is x.hosp and r.random() < 0.6:
        n.t(" / ").seq(_ward(r)[:1])
    req = x.doc if src is not x.gp_site else x.gp
    n.t("    REQUESTED BY: ").seq([(None, x.dr + " "), ("DOCTOR", req.init() if r.random() < 0.5 else req.full())]).t("\n")
    spec = G.idnum(r, "lab")
    col = x.visit
    kind = r.randint(0, 4)
    stype = ["EDTA whole blood", "Serum (clotted)", "Serum (clotted)", "Blood culture set", "Faeces"][kind]
    n.f("SPECIMEN NO: {IDNUM=s}    TYPE: %s\n" % stype, s=spec)
    h1 = r.randint(0, 20)
    dsty = r.choice(["dmon", x.sty])
    n.f("COLLECTED: {DATE=c} %02d:%02d    RECEIVED: {DATE=rc} %02d:%02d\n" % (h1, r.randint(0, 59), h1 + r.randint(1, 3), r.randint(0, 59)),
        c=x.D(col, dsty), rc=x.D(col, dsty))
    n.t("CLINICAL DETAILS: %s, returned from " % r.choice(["fever", "pyrexia ?malaria", "eosinophilia", "rash and fever", "diarrhoea", "post-travel screen"]))
    lg = t.legs[0]
    n.seq(x.dest_pieces(lg)).f(" {DATE=d}", d=x.Ds(G.add(x.visit, -r.randint(3, 60))))
    n.t("\n" + "-" * 60 + "\n")
    if kind == 0:
        pos = r.random() < 0.4
        n.t("MALARIA SCREEN\n  Rapid antigen test (pLDH/HRP2): %s\n" % ("POSITIVE - P. falciparum" if pos else "Negative"))
        n.t("  Thick film: %s\n  Thin film: %s\n" % ("Parasites seen" if pos else "No malaria parasites seen",
                                                       "P. falciparum, parasitaemia %.1f%%; gametocytes not seen" % r.uniform(0.1, 5.0) if pos else "No parasites seen"))
        n.t("COMMENT: %s\n" % ("Please repeat daily parasitaemia. Severe malaria criteria: parasitaemia >2% (UK) or >10%; discuss with ID." if pos
                                else "A single negative film does not exclude malaria. Repeat at 12-24 h intervals x3 if clinical suspicion persists."))
    elif kind == 1:
        n.t("ARBOVIRUS PANEL\n  Dengue NS1 Ag: %s\n  Dengue IgM: %s   IgG: %s\n  Chikungunya RNA (PCR): %s\n  Zika RNA (PCR, urine): %s\n" % (
            r.choice(["DETECTED", "Not detected"]), r.choice(["Reactive", "Equivocal", "Non-reactive"]), r.choice(["Reactive", "Non-reactive"]),
            r.choice(["Not detected", "DETECTED (Ct 24.1)"]), "Not detected"))
        n.t("COMMENT: IgG cross-reactivity between flaviviruses (yellow fever/JE vaccination) may occur. Convalescent serum in 10-14 days advised.\n")
    elif kind == 2:
        n.t("TROPICAL SEROLOGY\n  Schistosoma antibody (ELISA): %s\n  Strongyloides IgG: %s (index %.2f)\n  Eosinophil count: %.1f x10^9/L\n" % (
            r.choice(["POSITIVE", "Negative", "Equivocal"]), r.choice(["POSITIVE", "Negative"]), r.uniform(0.3, 3.1), r.uniform(0.1, 2.4)))
        n.t("COMMENT: Serology may remain negative up to 12 weeks after exposure; repeat if clinically indicated. Consider ivermectin 200 mcg/kg x2 before any steroids.\n")
    elif kind == 3:
        n.t("BLOOD CULTURE\n  Aerobic bottle: Gram-negative bacilli, time to positivity 16 h\n  Identification (MALDI-TOF): Salmonella enterica serovar Typhi\n")
        n.t("  Susceptibility: ampicillin R, ciprofloxacin R (MIC 1 mg/L), ceftriaxone S, azithromycin S (MIC 8), meropenem S\n")
        n.t("COMMENT: ALERT ORGANISM - Hazard group 3. Isolate referred to the reference laboratory for typing.\n")
    else:
        n.t("FAECES\n  Microscopy for ova, cysts and parasites: %s\n  Enteric PCR panel: %s\n  C. difficile: not requested\n" % (
            r.choice(["Giardia duodenalis cysts seen", "No ova, cysts or parasites seen", "Entamoeba histolytica/dispar cysts seen", "Hookworm ova seen"]),
            r.choice(["Campylobacter spp. DETECTED", "Negative", "Shigella/EIEC DETECTED", "Cryptosporidium DETECTED"])))
        n.t("COMMENT: Notifiable organisms reported to public health as required.\n")
    if r.random() < 0.6:
        n.t("PREVIOUS RESULTS\n")
        for _ in range(r.randint(1, 3)):
            pd = G.add(col, -r.randint(20, 900))
            n.f("  {DATE=d}  ", d=x.D(pd, r.choice(["dmon", x.sty])))
            n.t(r.choice(["Malaria screen: negative", "Schistosoma Ab: negative", "FBC: eosinophils 0.9", "Dengue IgG: reactive",
                          "Stool OCP: no ova seen", "QuantiFERON: negative"]))
            n.f(" (spec. {IDNUM=s})\n", s=G.idnum(r, "lab")) if r.random() < 0.5 else n.t("\n")
    if r.random() < 0.5:
        n.t("Reference ranges: Hb 130-170 g/L; plt 150-400 x10^9/L; eosinophils 0.0-0.4 x10^9/L; CRP <5 mg/L.\n")
    if r.random() < 0.5:
        ref = x.w.site(r, x.c, "lab")
        n.f("Referred to {HOSPITAL=rl}, ref {IDNUM=rr}\n", rl=ref.name, rr=G.idnum(r, "lab"))
    n.t("-" * 60 + "\n")
    sci = G.Clin(r, x.c, "nurse")
    if r.random() < 0.6:
        n.f("Phoned to {DOCTOR=w} on ", w=req.last if r.random() < 0.5 else req.full())
        n.seq(r.choice([_ward(r)[:1], [(None, "the ward")]]))
        n.f(" at %02d:%02d by {DOCTOR=s} (BMS).\n" % (r.randint(0, 23), r.randint(0, 59)), s=sci.init())
    cons = G.Clin(r, x.c, "doc")
    n.f("REPORTED: {DATE=d}    AUTHORISED: {DOCTOR=a}, %s\n" % r.choice(["Consultant Microbiologist", "Clinical Scientist", "Medical Director of Laboratory"]),
        d=x.D(G.add(col, r.randint(0, 3))), a=cons.full())
    if r.random() < 0.5:
        n.f("Validated by user {USERNAME=u}\n", u=sci.user)
    n.t("This report has been electronically authorised.\n")
