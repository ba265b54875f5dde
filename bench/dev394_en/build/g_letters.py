"""Genres: infectious diseases clinic letter, discharge summary."""
import datetime

import clinical
import ids
from common import (a_occ, contact_line, esign, exposures, gp_block, hhmm, lab_table, letterhead, occ,
                    occupation_phrase, sign, travel_sentence)
from doc import P


def _gp_word(c):
    return {"US": "PCP", "CA": "family physician"}.get(c.cc, "GP")


def clinic_letter(d, c):
    r = c.rng
    dx = c.dx
    cons = c.staff("consultant")
    typist = c.staff("typist")
    adm = c.visit
    dis = adm + datetime.timedelta(days=r.randint(2, 8))
    c.visit = dis + datetime.timedelta(days=r.randint(14, 45))
    letterhead(d, c)
    d.t("\n")
    if r.random() < 0.6:
        d.ln("Our ref: ", cons.n("INI"), "/", typist.n("ini"), "/", P(c.mrn, "MRN"))
    d.ln("Clinic date: ", c.d(c.visit))
    if r.random() < 0.5:
        d.ln("Dictated: ", c.d(c.days(r.randint(0, 2))), "   Typed: ", c.d(c.days(r.randint(2, 6))))
    d.t("\n")
    d.ln("Dr ", c.gp.n(r.choice(["full", "fi"])))
    d.ln(P(c.practice, "HOSPITAL"))
    d.ln(*c.paddr.parts(r, nl=r.random() < 0.5))
    d.t("\n")
    d.ln("Dear Dr ", c.gp.n("last"), ",")
    d.t("\n")
    d.f("Re: {nm}   DOB {dob}   {ml} {mrn}\n", nm=c.p(r.choice(["full", "LF", "FULLU"])), dob=c.d(c.dob),
        ml=r.choice(["Hosp No", "MRN", "Unit No", "URN"]), mrn=P(c.mrn, "MRN"))
    if r.random() < 0.7:
        d.ln("    ", *c.hn_line())
    d.ln("    ", *c.addr.parts(r))
    d.t("\n")
    d.t("Diagnoses:\n")
    d.f("1. {dxn}, acquired in {co} ({my})\n", dxn=dx["name"], co=c.dest_p(), my=c.d(c.ret, "monyr"))
    extra = r.sample(["Type 2 diabetes (HbA1c 58 mmol/mol)", "Hypertension", "G6PD normal", "Asthma",
                      "Sickle cell trait", "Previous P. falciparum malaria", "Latent TB (treated)", "HIV negative"], 2)
    for i, e in enumerate(extra):
        if e.startswith("Previous"):
            d.f("{n}. {e} in {yr}\n", n=str(i + 2), e=e, yr=P(str(c.year - r.randint(2, 9)), "DATE"))
        else:
            d.t("%d. %s\n" % (i + 2, e))
    d.t("\nCurrent medication:\n")
    for t in dx["treatment"][:2]:
        d.t("- %s\n" % t)
    if r.random() < 0.5:
        d.t("- %s\n" % r.choice(["metformin 1 g BD", "amlodipine 5 mg OD", "salbutamol inhaler PRN",
                                  "combined oral contraceptive pill", "omeprazole 20 mg OD"]))
    d.t("\n")
    # narrative
    who = r.randrange(3)
    if who == 0:
        d.f("I saw {t}{ln}, a {age}-year-old {o}, in the {cl} today.", t=c.title + " ", ln=c.p("last"), age=c.a(),
            o=occ(c.occupation) if not c.child else "child",
            cl=r.choice(["Infectious Diseases clinic", "travel clinic", "Tropical Medicine clinic", "ID follow-up clinic"]))
    elif who == 1:
        d.f("Thank you for referring this {age} yo {sx} who attended the ID clinic on {dt}.", age=c.a(),
            sx="man" if c.sex == "M" else "woman", dt=c.d(c.visit, r.choice(["long", "ord", "wdlong"])))
    else:
        d.f("{fn} came to clinic with {rel} {fam}. {he} is {age}.", fn=c.p("first"),
            rel=c.his, fam=_fam_named(c), he=c.he.capitalize(), age=c.a())
    d.t(" ")
    travel_sentence(d, c)
    d.t(" ")
    d.f("Symptoms began on {on} with {sym}. ", on=c.d(c.onset, r.choice(["dmword", "ord", "weekday", "num"])), sym=dx["symptoms"])
    if c.proph != "none":
        d.t("Malaria prophylaxis was %s, %s. " % (c.proph, r.choice(["taken throughout", "stopped early", "taken intermittently"])))
    else:
        d.t("No malaria prophylaxis was taken. ")
    if not c.child and r.random() < 0.7:
        d.v(occupation_phrase(c))
        d.t(" ")
    d.t("\n\n")
    d.f("{he} was admitted under our team to {hosp} from {adm} to {dis}. ", he=c.he.capitalize(),
        hosp=P(c.hospital, "HOSPITAL") if r.random() < 0.5 else P(c.ward, "HOSPITAL"),
        adm=c.d(adm), dis=c.d(dis))
    d.t("Key results: ")
    for i, (tn, res) in enumerate(dx["tests"]):
        d.t(("; " if i else "") + "%s %s" % (tn, res))
    d.t(". %s\n\n" % dx["course"])
    d.t("Today %s is %s. " % (c.he, r.choice(["well and back at work", "much improved but still fatigued",
                                               "afebrile with a good appetite", "well apart from mild arthralgia"])))
    if r.random() < 0.6:
        d.t("%s. " % r.choice(clinical.HISTORY_NEG + clinical.EXAM_NEG))
    if r.random() < 0.5:
        d.t("Observations: T %.1f, HR %d, BP %d/%d. " % (r.uniform(36.1, 37.4), r.randint(58, 96), r.randint(105, 145), r.randint(60, 92)))
    if r.random() < 0.5:
        d.t("Repeat bloods today: Hb %d, Plt %d, CRP %d. " % (dx["labs"]["Hb"] + 8, r.randint(160, 380), r.randint(1, 12)))
    d.t("\n\nPlan:\n")
    plans = ["Repeat FBC and LFTs in 2 weeks with the practice nurse",
             "Schistosoma serology and eosinophil count at 3 months" if dx["key"] == "schisto" else "No further ID follow-up required unless febrile",
             "Advised to seek urgent medical review and mention travel if fever recurs within 12 months",
             "Pre-travel advice before next trip (%s)" % r.choice(["Malarone recommended", "consider Qdenga", "rabies PrEP discussed"])]
    if dx["notifiable"]:
        plans.append("Notified to the local health protection team")
    for pl in r.sample(plans, r.randint(2, len(plans))):
        d.t("- %s\n" % pl)
    d.f("- Review in ID clinic on {dt} at {tm}\n", dt=c.d(c.days(r.randint(20, 90))), tm=r.choice(["09:30", "10:15", "14:00", "15:45"]))
    if r.random() < 0.4:
        d.f("- Results will also be viewable on the patient portal ({u})\n", u=P(ids.url(r, "myresults"), "URL"))
    d.t("\n")
    d.ln(r.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With best wishes,"]))
    d.t("\n")
    sign(d, c, cons, "consultant")
    d.t("\n")
    d.f("cc: {t}{nm}, {ad}\n", t=c.title + " ", nm=c.p(r.choice(["full", "fml"])), ad=c.addr.parts(r))
    if r.random() < 0.4:
        d.f("cc: {lab}\n", lab=r.choice(["Health Protection Team", "OPAT team", "Microbiology"]))
    d.f("{a}/{b}\n", a=cons.n("INI"), b=typist.n("ini"))


def _fam_named(c):
    f = c.family(c.rng.choice(["wife", "husband", "partner", "sister", "brother", "mother", "friend"]))
    return [f.relation + " ", f.n(c.rng.choice(["first", "full"]))]


def discharge_summary(d, c):
    r = c.rng
    dx = c.dx
    cons = c.staff("consultant")
    jr = c.staff("junior")
    adm = c.visit
    c.visit = dis = adm + datetime.timedelta(days=r.randint(2, 12))
    d.t(r.choice(["DISCHARGE SUMMARY\n", "Discharge Summary - Infectious Diseases\n", "INPATIENT DISCHARGE LETTER\n",
                  "Transfer of Care / Discharge Summary\n"]))
    d.ln(P(c.hospital, "HOSPITAL"), r.choice([" - ", " | "]), P(c.ward, "HOSPITAL"))
    d.t("\n")
    d.f("Patient: {nm}    Sex: {sx}    DOB: {dob}    Age: {age}\n", nm=c.p(r.choice(["LF", "LFU", "Lf"])),
        sx=c.sex, dob=c.d(c.dob), age=c.a())
    d.f("{ml}: {mrn}    ", ml=r.choice(["MRN", "Hospital No", "URN"]), mrn=P(c.mrn, "MRN"))
    d.v(c.hn_line())
    if r.random() < 0.6:
        d.f("    Encounter: {acc}", acc=P(c.acct, "ACCOUNT"))
    d.t("\n")
    d.ln("Address: ", *c.addr.parts(r))
    if r.random() < 0.5:
        contact_line(d, c)
    gp_block(d, c, lead=_gp_word(c) + ": ")
    if c.ssn and r.random() < 0.5:
        d.ln({"US": "SSN: ", "CA": "SIN: ", "IE": "PPSN: "}[c.cc], P(c.ssn, "SSN"))
    if c.cc == "US" and r.random() < 0.8:
        d.ln("Insurance: ", P(r.choice(["Blue Meridian Health", "Northpoint Mutual", "Trailhead Insurance Co"]), "ORGANIZATION"),
             "  Member ID ", P(ids.health_no(r, "US")[1], "HEALTHPLAN"), "  Group ", P("GRP-" + ids.dg(r, 5), "HEALTHPLAN"))
    d.t("\n")
    d.f("Admitted: {a} {ta}   Discharged: {b} {tb}   LOS: {los} days\n", a=c.d(adm), ta=hhmm(r), b=c.d(dis), tb=hhmm(r),
        los=str((dis - adm).days))
    d.f("Consultant: Dr {cn}   Specialty: Infectious Diseases   Bed: {bed}\n", cn=cons.n(r.choice(["full", "fi", "last"])),
        bed=P(c.bed, "LOCATION_OTHER"))
    d.f("Source of admission: {src}\n\n", src=r.choice(["ED (returning traveller pathway)", "GP referral", "Acute Medical Unit",
                                                       "transfer from " + "ICU"]))
    d.t("PRINCIPAL DIAGNOSIS\n%s\n\n" % dx["name"])
    d.t("Secondary / complications\n")
    comp = [x for x in ["AKI stage %d" % r.randint(1, 2), "thrombocytopenia", "hyponatraemia", "transaminitis",
                        "Jarisch-Herxheimer reaction" if dx["key"] == "lepto" else "hypokalaemia", "drug rash (resolved)"]
            if r.random() < 0.3] or ["none"]
    d.t("; ".join(comp) + "\n\n")
    d.t("PRESENTATION\n")
    d.f("{age}{sfx} {sx} presenting with {sym}. ", age=c.a(), sfx=r.choice(["yo", " year old", "-year-old", "y"]),
        sx="M" if c.sex == "M" and r.random() < 0.5 else ("man" if c.sex == "M" else "woman"), sym=dx["symptoms"])
    travel_sentence(d, c)
    d.t("\n\nEXPOSURE HISTORY\n")
    exposures(d, c, bullet=r.choice(["- ", "* ", "  "]))
    d.t("\nEXAMINATION\n%s; %s.\n" % tuple(r.sample(clinical.EXAM_NEG, 2)))
    if r.random() < 0.6:
        d.t("%s.\n" % r.choice(clinical.HISTORY_NEG))
    d.t("\nINVESTIGATIONS\n")
    lab_table(d, c, dates=[adm, c.days(-(dis - adm).days // 2), dis] if r.random() < 0.6 else None)
    for tn, res in dx["tests"]:
        d.t("%s: %s\n" % (tn, res))
    if r.random() < 0.6:
        d.f("Lab no. {a} (films), {b} (cultures)\n", a=P(ids.accession(r, c.year, "H"), "IDNUM"), b=P(ids.accession(r, c.year, "M"), "IDNUM"))
    d.t("\nHOSPITAL COURSE\n")
    d.f("{a}: ", a=c.d(adm, r.choice(["dm", "dmword", "wd"])))
    d.t("Admitted via returning traveller pathway; %s. Started %s.\n" % (r.choice(["VHF risk assessment: no risk",
                                                                                   "isolated in side room pending films", "NEWS2 5 on arrival"]),
                                                                         dx["treatment"][0]))
    mid = c.days(-(dis - adm).days // 2)
    d.f("{a}: {course}\n", a=c.d(mid, r.choice(["dm", "dmword", "wd"])), course=dx["course"])
    if dx["key"] in ("pf", "pk") and dx["severe"]:
        d.f("HDU review {a} - did not require transfer. Daily parasitaemia monitored.\n", a=c.d(adm, "dm"))
    d.f("{a}: Fit for discharge. ", a=c.d(dis, r.choice(["dm", "dmword", "wd"])))
    if r.random() < 0.5:
        f = c.family()
        d.f("Collected by {rel} {nm}.", rel=f.relation, nm=f.n(r.choice(["first", "full"])))
    if r.random() < 0.15:
        d.f(" Transport: own car ({pl}), driven by a relative.", pl=P(ids.plate(r, c.cc), "VEHICLE"))
    d.t("\n\nMEDICATIONS ON DISCHARGE\n")
    for t in dx["dis_meds"] or ["No new medicines"]:
        d.t("%s  [NEW]\n" % t)
    d.t(r.choice(["paracetamol 1 g QDS PRN  [NEW]\n", "", "lansoprazole 15 mg OD  [UNCHANGED]\n"]))
    d.t("Allergies: %s\n\n" % r.choice(["NKDA", "penicillin (rash)", "sulfonamides", "nil known"]))
    d.t("FOLLOW-UP\n")
    d.f("- ID clinic with Dr {cn} on {dt}\n", cn=cons.n("last"), dt=c.d(c.days(r.randint(10, 40))))
    if dx["notifiable"]:
        d.f("- Notified to public health on {dt}; ref {ref}\n", dt=c.d(adm, r.choice(["num", "dm"])), ref=P("PH-%d-%s" % (c.year, ids.dg(r, 5)), "IDNUM"))
    if dx["key"] in clinical.OPAT_KEYS and r.random() < 0.6:
        d.f("- OPAT referral made; first visit {dt}\n", dt=c.d(c.days(1), r.choice(["weekday", "wd", "num"])))
    d.t("\n%s ACTIONS\n" % _gp_word(c).upper())
    d.t(r.choice(["Please repeat FBC and LFT in 1-2 weeks.\n", "Nil specific.\n",
                  "Please check eosinophil count in 3 months.\n", "Please review BP - amlodipine withheld.\n"]))
    d.t("\nInformation given to patient: %s.\n\n" % r.choice(["verbal and written", "leaflet on malaria prevention",
                                                            "return precautions including bleeding signs", "via interpreter"]))
    d.t("Completed by: ")
    sign(d, c, jr, "junior", lic=r.random() < 0.6)
    if r.random() < 0.6:
        esign(d, c, jr, dis)
