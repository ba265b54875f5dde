"""Genres: malaria film / lab report, telephone results call log, public health notification form."""
import datetime

import ids
import pools_places as PP
from common import a_occ, dayhhmm, hhmm, occ, times
from doc import P


def malaria_report(d, c):
    r = c.rng
    dx = c.dx
    pos = dx["malaria"]
    bms = c.staff("bms")
    haem = c.staff("haem")
    req = c.staff(r.choice(["junior", "ed", "registrar"]))
    coll = c.visit
    t_coll, t_rec, t_rep, t_call, t_auth, t_print = times(r, 6, 0, 24)
    d.ln(P(c.hospital.upper() if r.random() < 0.5 else c.hospital, "HOSPITAL"))
    d.t(r.choice(["Haematology Laboratory\n", "Department of Haematology - Blood Sciences\n", "Pathology Services | Haematology\n"]))
    if r.random() < 0.6:
        d.ln(*c.hosp_addr())
    d.ln("Lab enquiries: ", P(ids.phone(r, c.cc) + (" " + ids.ext(r) if r.random() < 0.4 else ""), "PHONE"),
         *(["  Fax: ", P(ids.phone(r, c.cc), "FAX")] if r.random() < 0.5 else []))
    d.t("=" * 62 + "\n")
    d.t(r.choice(["MALARIA SCREEN - FINAL REPORT\n", "HAEMATOLOGY: MALARIA PARASITES (THICK/THIN FILM + RDT)\n",
                  "Blood Parasite Examination Report\n"]))
    d.t("=" * 62 + "\n")
    d.f("Patient : {nm}{pad}Lab No : {ln}\n", nm=c.p(r.choice(["LFU", "LF"])), pad=" " * 6, ln=P(ids.accession(r, c.year, "H"), "IDNUM"))
    d.f("DOB     : {dob}   Sex: {sx}   Age: {age}{u}\n", dob=c.d(c.dob, r.choice(["num", "dash", "iso" if c.cc == "CA" else "num"])),
        sx=c.sex, age=c.a(), u=r.choice(["Y", "y", " yrs"]))
    d.f("{ml}  : {mrn}    ", ml=r.choice(["Hosp No", "MRN", "URN"]), mrn=P(c.mrn, "MRN"))
    if r.random() < 0.7:
        d.v(c.hn_line())
    d.t("\n")
    d.f("Source  : {loc} / {h}\n", loc=P(c.ward, "HOSPITAL") if r.random() < 0.6 else "Emergency Department", h=P(c.hospital, "HOSPITAL"))
    d.f("Req. by : Dr {nm}\n", nm=req.n(r.choice(["fi", "full", "last"])))
    d.f("Collected: {a} {t1}   Received: {b} {t2}   Reported: {e} {t3}\n", a=c.d(coll, "num"), t1=t_coll,
        b=c.d(coll, "num"), t2=t_rec, e=c.d(coll, "num"), t3=t_rep)
    d.f("Clinical details: {cd}\n", cd=[r.choice(["fever, ", "rigors, ", "?malaria, ", "febrile traveller, "]), "returned from ", c.dest_p(),
                                        " ", str((c.visit - c.ret).days), "/7 ago, ", "no prophylaxis" if c.proph == "none" else "on " + c.proph.split(" (")[0]])
    d.t("-" * 62 + "\n")
    d.t("TEST                          RESULT\n")
    if pos:
        sp = {"pf": "P. falciparum", "pv": "P. vivax", "po": "P. ovale", "pk": "P. knowlesi/P. malariae-like"}[dx["key"]]
        d.t("Malaria RDT (%s)   %s\n" % (r.choice(["BinaxNOW", "CareStart Pf/Pan", "OptiMAL-IT"]),
                                       "POSITIVE - Pf (HRP2) band" if dx["key"] == "pf" else "POSITIVE - pan band only"))
        d.t("Thick film                    Malaria parasites SEEN\n")
        d.t("Thin film (Giemsa pH 7.2)     %s %s\n" % (sp, r.choice(["ring forms (trophozoites)", "trophozoites and schizonts",
                                                                   "rings; Schuffner's dots present" if dx["key"] in ("pv", "po") else "rings, Maurer's clefts"])))
        d.t("Gametocytes                   %s\n" % r.choice(["not seen", "seen", "occasional"]))
        d.t("Parasitaemia                  %.1f %%  (approx %s /uL)\n" % (dx["para"], "{:,}".format(int(dx["para"] * 50000))))
    else:
        d.t("Malaria RDT (BinaxNOW)        NEGATIVE\n")
        d.t("Thick film                    No malaria parasites seen (film %d of 3)\n" % r.randint(1, 3))
        d.t("Thin film                     No malaria parasites seen\n")
    L = dx["labs"]
    d.t("FBC: Hb %d g/L  WBC %.1f  Plt %d  (%s)\n" % (L["Hb"], L["WCC"], L["Plt"], r.choice(["Sysmex XN-1000", "Sysmex XN-20", "Beckman DxH 900"])))
    d.t("-" * 62 + "\n")
    d.t("Comment:\n")
    if pos:
        d.f("Positive result telephoned to Dr {nm} ({rl}) on {dt} at {t} by {b}; read-back confirmed.\n", nm=req.n("last"),
            rl=r.choice(["FY1", "ED reg", "ID reg", "on-call medical SHO"]), dt=c.d(coll, "num"), t=t_call, b=bms.n(r.choice(["full", "fl"])))
        if dx["para"] >= 2.0:
            d.t("Parasitaemia >2%: criteria for SEVERE malaria - discuss urgently with ID/ICU; IV artesunate recommended.\n")
        if r.random() < 0.6:
            d.t("Sample referred to the national malaria reference laboratory for PCR speciation.\n")
        d.f("Films reviewed by Dr {h} (Consultant Haematologist).\n", h=haem.n(r.choice(["full", "fi"])))
    else:
        d.t("A single negative film does not exclude malaria. Please send repeat samples at 12-24 h intervals (total of 3).\n")
    if r.random() < 0.4:
        d.t("Ref: %s.\n" % r.choice(["UK malaria treatment guidelines 2016", "WHO Guidelines for malaria (2023)", "BSH guideline for laboratory diagnosis of malaria 2022"]))
    d.t("\n")
    d.f("Authorised by: {b}{cr}  (user: {u})  {dt} {t}\n", b=bms.n(r.choice(["full", "fi"])), cr=r.choice([", BMS", " HCPC BS0", ", MLS(ASCP)", ""]),
        u=c.user(bms), dt=c.d(coll, "num"), t=t_auth)
    if r.random() < 0.5:
        d.f("Printed {dt} {t} by {u} on {ip}   Page 1 of 1\n", dt=c.d(coll, "num"), t=t_print, u=c.user(c.new_staff()), ip=P(ids.ipaddr(r), "IPADDR"))


def phone_log(d, c):
    r = c.rng
    dx = c.dx
    nurse = c.staff("cns")
    doc = c.staff("registrar")
    d.t(r.choice(["TELEPHONE RESULTS LOG\n", "Results Call Log - Travel & Tropical Clinic\n", "Telephone Encounter / Results Communication\n",
                  "ID Clinic - phone calls\n"]))
    d.f("{pt}  |  DOB {dob}  |  {ml} {mrn}\n", pt=c.p(r.choice(["LF", "full", "LFU"])), dob=c.d(c.dob), ml=r.choice(["MRN", "Hosp no", "URN"]),
        mrn=P(c.mrn, "MRN"))
    d.f("Contact numbers on file: {m} (mobile), {h} (home)\n", m=P(c.mobile, "PHONE"), h=P(c.home_phone, "PHONE"))
    pref = r.random() < 0.4
    if pref:
        d.f("Preferred contact: {e}\n", e=P(c.email, "EMAIL"))
    d.t("-" * 50 + "\n")
    t0 = c.visit
    entries = []
    res = dx["tests"][r.randrange(len(dx["tests"]))]
    e1 = ["Called mobile - no answer. Voicemail left asking to call back (no clinical detail left)."]
    e2 = ["Called again - spoke to patient. ID confirmed: full name, DOB and first line of address (", P(c.addr.street, "STREET"), "). ",
          "Result given: %s %s. " % res,
          r.choice(["Advised %s. " % dx["treatment"][0], "Advised to attend clinic tomorrow for review. ", "No further action needed; reassured. "])]
    fam = c.family(r.choice(["wife", "husband", "mother", "daughter", "son", "partner"]))
    fph = P(ids.phone(r, c.cc, "mobile"), "PHONE")
    e3 = [fam.relation.capitalize() + " ", fam.n(r.choice(["first", "full"])), " rang on ", fph, " asking about results - ",
          r.choice(["patient's verbal consent to share is documented; update given.", "no consent on file - advised patient to call us directly."])]
    drug = [w for w in dx["treatment"][0].split(" ") if w not in ("IV", "oral")][0]
    e4 = ["Patient called back re: side effects of ", drug, " (", r.choice(["nausea", "dizziness", "itch", "dark urine"]),
          "). Discussed with Dr ", doc.n("last"), " - ", r.choice(["continue and review in clinic.", "stop and attend for bloods.", "take with food."])]
    e5 = ["Text reminder of appointment sent to ", P(c.mobile, "PHONE"), "."]
    if c.pt.origin in ("hornafrica", "latin", "eastasian", "arabic", "southasian") and r.random() < 0.5:
        it = c.new_staff()
        lang = {"hornafrica": "Somali", "latin": "Spanish", "eastasian": "Vietnamese", "arabic": "Arabic", "southasian": "Punjabi"}[c.pt.origin]
        e6 = ["Call via telephone interpreter ", it.n("full"), " (", lang, ", ID ", P("INT-" + ids.dg(r, 5), "IDNUM"), ")."]
    else:
        e6 = ["Results letter posted to ", P(c.addr.street, "STREET"), ", ", P(c.addr.city, "CITY"), "."]
    seq = [e1, e2, e3, e4, e5, e6]
    if r.random() < 0.25:
        seq.append(["Patient rang re: parking for clinic visits - car reg ", P(ids.plate(r, c.cc), "VEHICLE"), " added to the outpatient permit list."])
    if r.random() < 0.3:
        seq = [e2, e4, e5]
    tms = times(r, len(seq))
    for i, e in enumerate(seq):
        dt = t0 + datetime.timedelta(days=i // 2)
        who = nurse if i % 3 != 2 else doc
        d.v([c.d(dt, r.choice(["num", "dm", "dmon"])), " ", tms[i], "  ", who.n(r.choice(["fi", "full", "INI"])), ": "])
        d.v(e)
        d.t("\n")
    if r.random() < 0.3:
        d.f("Telehealth video link sent: {u} (session from {ip})\n", u=P(ids.url(r, "telehealth"), "URL"), ip=P(ids.ipaddr(r), "IPADDR"))
    d.t("-" * 50 + "\n")
    d.f("Logged by {u}", u=c.user(nurse))
    d.f("  ({cns}, {role})\n", cns=nurse.n("full"), role=r.choice(["ID CNS", "clinic nurse", "travel health nurse", "OPAT nurse"]))


def ph_notification(d, c):
    r = c.rng
    dx = c.dx
    notifier = c.staff(r.choice(["registrar", "consultant"]))
    nd = c.visit
    case_ref = "%s-%d-%s" % (r.choice(["PH", "HPZ", "NOTIF", "CDR"]), c.year, ids.dg(r, 6))
    d.t(r.choice(["NOTIFICATION OF INFECTIOUS DISEASE\n", "Notifiable Condition Report Form\n", "Confidential Communicable Disease Report\n",
                  "PUBLIC HEALTH NOTIFICATION - NOTIFIABLE DISEASE\n"]))
    d.t(r.choice(["(Health Protection (Notification) Regulations)\n", "Return to: local Health Protection Team\n",
                  "Submit to: County Health Department - Communicable Disease Unit\n", "To: Medical Officer of Health\n"]))
    d.f("Case reference: {ref}        Date notified: {dt}\n\n", ref=P(case_ref, "IDNUM"), dt=c.d(nd))
    d.t("SECTION A - DISEASE\n")
    d.t("Disease: %s\n" % {"pf": "Malaria (P. falciparum)", "pv": "Malaria (P. vivax)", "po": "Malaria (P. ovale)", "pk": "Malaria (P. knowlesi)",
                          "typhoid": "Typhoid fever", "paratyphi": "Paratyphoid fever", "dengue": "Dengue",
                          "lepto": "Leptospirosis", "brucella": "Brucellosis", "chik": "Chikungunya", "melioid": "Melioidosis"}.get(dx["key"], dx["short"]))
    d.t("Status: %s\n" % r.choice(["Laboratory confirmed", "Probable (clinical + epidemiological)", "Confirmed"]))
    d.f("Date of onset: {on}     Date of diagnosis: {dd}\n\n", on=c.d(c.onset), dd=c.d(nd - datetime.timedelta(days=r.randint(0, 2))))
    d.t("SECTION B - PATIENT\n")
    d.f("Surname: {s}     Forename(s): {f}\n", s=c.p("last") if r.random() < 0.5 else P(c.pt.last.upper(), "PATIENT"), f=c.p("first"))
    d.f("DOB: {dob}   Age: {age}   Sex: {sx}   Ethnicity: {eth}\n", dob=c.d(c.dob), age=c.a(), sx="Male" if c.sex == "M" else "Female",
        eth=r.choice(["Black African", "Asian - Pakistani", "White British", "Not stated", "Other", "Pacific peoples", "Asian - Indian"]))
    d.ln("Address: ", *c.addr.parts(r, with_country=r.random() < 0.3))
    d.ln("Phone: ", P(c.mobile, "PHONE"), *(["   Alt: ", P(c.home_phone, "PHONE")] if r.random() < 0.5 else []))
    d.v(c.hn_line())
    d.f("   {ml}: {mrn}\n", ml=r.choice(["Hospital number", "MRN"]), mrn=P(c.mrn, "MRN"))
    if c.ssn and r.random() < 0.4:
        d.ln({"US": "SSN (last resort ID): ", "CA": "SIN: ", "IE": "PPSN: "}[c.cc], P(c.ssn, "SSN"))
    if r.random() < 0.15:
        d.ln("ID verified: driver's licence ", P(ids.driving_licence(r, c.cc), "LICENSE"))
    d.v(["Occupation: ", occ(c.occupation) if not c.child else "school pupil", "   Employer/school: ",
         P(c.employer, "ORGANIZATION"), "\n"])
    o_ = c.occupation
    rg = ("Yes - food handler" if o_ in ("chef", "food handler", "kitchen porter") else
          "Yes - healthcare worker" if o_ in ("staff nurse", "junior doctor", "midwife", "care worker", "pharmacist", "dentist") else
          "Yes - child under 5" if c.age < 5 else "No")
    d.t("Risk group (food handler / HCW / child <5 / social care): %s\n\n" % rg)
    d.t("SECTION C - CLINICAL\n")
    d.f("Hospitalised: Yes - {h}, admitted {a}\n", h=P(c.hospital, "HOSPITAL"), a=c.d(nd - datetime.timedelta(days=r.randint(0, 3))))
    d.t("Outcome: %s\n" % r.choice(["recovering", "discharged", "inpatient", "ICU"]))
    d.f("Specimen: {sp}, lab no. {ln} ({lab})\n\n", sp=r.choice(["EDTA blood", "blood culture", "serum"]), ln=P(ids.accession(r, c.year, "M"), "IDNUM"),
        lab=r.choice(["local laboratory", "reference laboratory", "hospital microbiology"]))
    d.t("SECTION D - EXPOSURE / TRAVEL\n")
    d.f("Country(ies) visited: {co}   Places: {ci}\n", co=c.dest_p(), ci=c.city_list())
    d.f("Dates abroad: {a} to {b}\n", a=c.d(c.dep), b=c.d(c.ret))
    d.f("Return flight: {fl} ({al}) on {dt}, seat {st}\n", fl=P(c.flight, "IDNUM"), al=P(c.airline, "ORGANIZATION"), dt=c.d(c.ret, "num"),
        st=P(c.seat, "LOCATION_OTHER"))
    d.t("Reason for travel: %s.  Pre-travel advice sought: %s\n" % (c.purpose, r.choice(["yes", "no", "unknown"])))
    if r.random() < 0.5:
        d.f("Accommodation: {ht}, {ci}\n", ht=P(c.hotel, "LOCATION_OTHER"), ci=P(c.cities[0], "CITY"))
    d.t("\nSECTION E - CONTACTS\n")
    for i in range(r.randint(1, 4)):
        f = c.family(r.choice(["wife", "husband", "son", "daughter", "mother", "father", "travel companion", "flatmate"]))
        d.f("{i}. {nm} ({rel}), age {ag}, {st}\n", i=str(i + 1), nm=f.n(r.choice(["full", "Lf"])), rel=f.relation,
            ag=c.rel_age(f.relation), st=r.choice(["travelled - well", "did not travel", "travelled - symptomatic, advised GP", "household contact"]))
    d.t("\nSECTION F - NOTIFIER\n")
    d.f("Name: Dr {nm}   Role: {g}\n", nm=notifier.n("full"), g=r.choice(["ID registrar", "Consultant ID", "Attending physician", "Medical officer"]))
    d.f("Organisation: {h}   Tel: {ph}\n", h=P(c.hospital, "HOSPITAL"), ph=P(ids.phone(r, c.cc) + (" " + ids.ext(r) if r.random() < 0.4 else ""), "PHONE"))
    d.ln("Email: ", P(ids.email(r, notifier.first, notifier.last, personal=False), "EMAIL"))
    if r.random() < 0.5:
        d.ln("Fax to HPT: ", P(ids.phone(r, c.cc), "FAX"))
    d.f("Signature: {nm}   Date: {dt}\n", nm=notifier.n(r.choice(["INI", "fi"])), dt=c.d(nd, "num"))
    if r.random() < 0.6:
        d.f("\nSubmitted electronically via {u} from {ip} at {t}\n", u=P(ids.url(r, "notify"), "URL"), ip=P(ids.ipaddr(r), "IPADDR"), t=hhmm(r))
