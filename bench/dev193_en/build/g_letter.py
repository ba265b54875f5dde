"""Genres: GP referral letter, returned-traveller (post-travel) assessment."""
from nb import NB
from ctx import Ctx, clinic_header, demo_block, signature, tm, family
from common import (nm, phone, email, username, ip, url, shift, Clin, specimen, fd, words,
                    addr_pieces, clinic, MONTHS, acute)
from clin import vitals, labs, meds_for, COND_NAMES, MALARIA
from pools import (HOSPITALS, LABS, DEST_COUNTRIES, DEST_CITIES, LANDMARKS, PROFESSIONS, EMPLOYERS)

SPECIALTY = [("Infectious Diseases", "fever and weight loss after travel"),
             ("Respiratory / TB Service", "persistent cough and abnormal chest X-ray"),
             ("Hepatology", "positive hepatitis B surface antigen"),
             ("Travel Medicine", "complex pre-travel planning (immunosuppressed)"),
             ("Endocrinology", "poorly controlled type 2 diabetes despite triple therapy"),
             ("Dermatology", "non-healing ulcer after travel, ?cutaneous leishmaniasis"),
             ("Paediatrics", "faltering growth and recurrent infections"),
             ("Cardiology", "exertional chest pain, abnormal ECG"),
             ("Nephrology", "declining eGFR and rising ACR")]


def referral_letter(r, c, lower):
    x = Ctx(r, c, 2, 89)
    nb = NB(lower)
    spec, why = r.choice(SPECIALTY)
    if spec == "Paediatrics" and x.age > 15:
        spec, why = SPECIALTY[0]
    clinic_header(nb, x, None, r)
    nb.ln("")
    nb.ln("{d}", d=x.d(None, r.choice(["long", "long", x.ds, "wklong"])))
    nb.ln("")
    cons = x.doc2
    hosp = clinic(r, c, acute(c))
    nb.ln("{d}", d=nm(cons, r.choice(["dr_full", "dr_init"]), "DOCTOR"))
    nb.ln("Consultant, {s}", s=spec)
    nb.ln("{h}", h=(hosp["name"], "HOSPITAL"))
    nb.ln("{a}", a=addr_pieces(hosp["addr"], r, multiline=True))
    if r.random() < 0.5:
        nb.ln("Fax: {f}", f=(hosp["fax"], "FAX"))
    nb.ln("")
    nb.t("Re: ")
    nb.add(x.name(r.choice(["full", "title_full", "LAST_FIRST2", "full_mi"])))
    nb.ln(", DOB {d}", d=x.dob())
    nb.ln("    {a}", a=x.addr_p())
    bits = []
    if r.random() < 0.7:
        nb.f("    {l}: {m}", l=r.choice(["MRN", "Chart no.", "Our ref"]), m=(x.mrn, "MRN"))
        bits.append(1)
    if r.random() < 0.5:
        nb.f("{sep}{l}: {v}", sep="   " if bits else "    ", l=x.ssn_lab, v=(x.ssn, "SSN"))
        bits.append(1)
    if r.random() < 0.5:
        nb.f("{sep}{l}: {v}", sep="   " if bits else "    ", l=x.plan[0], v=(x.plan[1], "HEALTHPLAN"))
        bits.append(1)
    if bits:
        nb.ln("")
    nb.ln("    Tel: {p}", p=(x.phone, "PHONE"))
    nb.ln("")
    nb.ln("Dear {d},", d=nm(cons, r.choice(["dr_last", "dr_last", "dr_full"]), "DOCTOR") if r.random() < 0.85 else "Colleague")
    nb.ln("")
    nb.f("Thank you for seeing {n}, a ", n=x.name(r.choice(["first", "title_last", "full"])))
    nb.add((str(x.age), "AGE"))
    nb.t("-year-old ")
    if x.prof and r.random() < 0.7:
        nb.add((x.prof, "PROFESSION"))
    elif x.retired:
        nb.add(["retired ", (x.retired, "PROFESSION")])
    else:
        nb.t("man" if x.pt.sex == "M" else "woman") if x.age >= 18 else nb.t("boy" if x.pt.sex == "M" else "girl")
    nb.ln(", whom I would be grateful if you could assess regarding {w}.", w=why)
    nb.ln("")
    onset = shift(x.date, -r.randint(14, 200))
    nb.f("{He} first presented on {d} ", He=x.he().capitalize(), d=x.d(onset, r.choice(["long", x.ds])))
    nb.t(r.choice(["with a two-week history of symptoms. ", "after a routine check flagged abnormal results. ",
                   "following a referral from the practice nurse. "]))
    if r.random() < 0.6:
        cn = r.choice(DEST_COUNTRIES)
        a = shift(onset, -r.randint(20, 120))
        nb.f("Of note, {he} travelled to {c} ({ct}) in {m}, ", he=x.he(), c=(cn, "COUNTRY"), ct=(r.choice(DEST_CITIES[cn]), "CITY"), m=x.d(a, "my"))
        nb.t(r.choice(["without pre-travel advice. ", "having taken malaria prophylaxis as prescribed. ",
                       "visiting family for a funeral. "]))
    nb.t(r.choice(["Examination here was unremarkable apart from mild hepatomegaly. ", "There is no lymphadenopathy. ",
                   "Weight has dropped by 4 kg over 3 months. ", "BP has remained above target on three readings. "]))
    if r.random() < 0.5:
        nb.f("{He} was seen in the ED at {h} on {d}, where bloods were taken and {he} was discharged.", He=x.he().capitalize(),
             h=(r.choice(acute(c)), "HOSPITAL"), d=x.d(shift(onset, r.randint(2, 20))), he=x.he())
    nb.ln("")
    nb.ln("")
    conds = r.sample(["T2DM", "HTN", "Asthma", "Hypothyroid", "Depression", "CKD"], r.randint(0, 3))
    nb.ln("Past history: {p}", p="; ".join(COND_NAMES[cd] for cd in conds) if conds else "nil of note")
    nb.ln("Medication: {m}", m="; ".join(meds_for(r, conds)) if conds else "none")
    nb.ln("Allergies: {a}", a=r.choice(["NKDA", "penicillin - anaphylaxis", "codeine - vomiting"]))
    nb.ln("")
    ld = shift(x.date, -r.randint(2, 20))
    nb.ln("Recent results ({d}, ref {i}):", d=x.d(ld), i=(specimen(r, ld), "IDNUM"))
    rows = labs(r, c, conds)
    nb.ln("  " + "; ".join("%s %s %s" % (t, v, u) for t, v, u, _ in rows[:6]))
    nb.ln("")
    rel = r.choice(["wife", "husband", "partner", "mother", "daughter", "son"] if x.age >= 18 else ["mother", "father", "grandmother"])
    sx = {"wife": "F", "husband": "M", "mother": "F", "daughter": "F", "son": "M", "father": "M", "grandmother": "F"}.get(rel)
    fp = family(r, c, sex=sx, avoid=x.pt)
    nb.f("Socially, {he} lives with {his} {rel} {n} ", he=x.he(), his=x.his(), rel=rel, n=nm(fp, r.choice(["first", "full"]), "FAMILY"))
    nb.ln("{w}.", w=r.choice([["in ", (x.addr["city"], "CITY")], "and is independent", ["and works for ", (x.employer, "ORGANIZATION")]]))
    if r.random() < 0.4:
        nb.ln("{N} is happy to be contacted on {p} and prefers e-mail ({e}).", N=x.he().capitalize(), p=(x.phone, "PHONE"), e=(x.email, "EMAIL"))
    nb.ln("")
    nb.ln("{s}", s=r.choice(["I would be grateful for your opinion and management.", "Many thanks for your help with this.",
                              "I have marked this as urgent given the results above."]))
    nb.ln("")
    nb.ln("{s}", s=r.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,"]))
    nb.ln("")
    nb.ln("{s}", s=x.doc.sig(r, r.choice(["dr", "cred", "cred_mi"])))
    nb.ln("{l} {v}", l=x.doc.lic[0], v=(x.doc.lic[1], "LICENSE"))
    nb.ln("{n}", n=(x.clinic["name"], "HOSPITAL"))
    nb.ln("")
    nb.f("cc: {p}", p=x.name(r.choice(["title_last", "full"])))
    if r.random() < 0.5:
        nb.f("; {d}, {h}", d=nm(Clin(r, c, "doc"), "dr_full", "DOCTOR"), h=(r.choice(HOSPITALS[c]), "HOSPITAL"))
    nb.ln("")
    if r.random() < 0.4:
        nb.ln("Typed by {t} {d}", t=(Clin(r, c, "ma").full(), "DOCTOR"), d=x.d(None, "short"))
    return nb


def returned_traveller(r, c, lower):
    x = Ctx(r, c, 4, 80)
    nb = NB(lower)
    cn = r.choice(DEST_COUNTRIES)
    clinic_header(nb, x, r.choice(["POST-TRAVEL ASSESSMENT", "Returned Traveller - Fever Assessment",
                                   "Post-Travel Clinic Note", "Urgent Care: Febrile Returned Traveller"]), r, full=r.random() < 0.5)
    demo_block(nb, x, r, r.choice([["name", "dob", "agesex", "mrn", "phone"], ["name", "dob", "mrn", "acct", "date"],
                                   ["name", "dob", "plan", "addr", "acct"]]))
    nb.ln("Seen: {d} {t} by {s}", d=x.d(), t=tm(r), s=x.doc.sig(r, "cred"))
    nb.ln("")
    ret = shift(x.date, -r.randint(2, 40))
    dep = shift(ret, -r.randint(7, 60))
    nb.ln("TRAVEL HISTORY")
    nb.ln("  {c}: {a} to {b}", c=(cn, "COUNTRY"), a=x.d(dep), b=x.d(ret))
    cities = DEST_CITIES[cn]
    pl = [(r.choice(cities), "CITY")]
    if cn in LANDMARKS:
        pl += [" and ", (LANDMARKS[cn], "LOCATION_OTHER")]
    nb.ln("  Places visited: {p}", p=pl)
    nb.ln("  Purpose: {p}", p=r.choice(["visiting relatives", "tourism", "work", "volunteering", "school trip"]))
    if r.random() < 0.6:
        pre = shift(dep, -r.randint(10, 50))
        nb.ln("  Pre-travel consult: {h} on {d}; {v}.", h=(r.choice(HOSPITALS[c]), "HOSPITAL"), d=x.d(pre),
              v=r.choice(["Hep A and typhoid given", "YF certificate issued", "no vaccines given", "rabies PrEP completed"]))
    else:
        nb.ln("  No pre-travel advice sought.")
    nb.ln("  Malaria prophylaxis: {m}", m=r.choice(["atovaquone/proguanil, missed several doses", "doxycycline, stopped on return",
                                                     "none", "not indicated for itinerary"]))
    nb.ln("  Exposures: {e}", e=r.choice(["freshwater swimming", "mosquito bites ++", "monkey scratch (no PEP)", "street food, untreated water",
                                          "new sexual partner", "dog bite - left calf", "tick bites on safari"]))
    if r.random() < 0.5:
        comp = family(r, c, avoid=x.pt)
        nb.ln("  Travel companion {n} also unwell with {s}.", n=nm(comp, r.choice(["first", "full"]), "FAMILY"),
              s=r.choice(["diarrhoea", "fever", "rash"]))
    nb.ln("")
    onset = shift(ret, r.randint(-2, 14))
    if onset > x.date:
        onset = x.date
    nb.ln("HISTORY")
    nb.ln("  Fever since {d}, {s}.", d=x.d(onset, r.choice(["wk", "dm", x.ds])),
          s=r.choice(["rigors and headache", "myalgia and retro-orbital pain", "diarrhoea and abdominal pain", "cough and rash",
                      "jaundice and dark urine"]))
    nb.ln("")
    nb.ln("EXAMINATION")
    nb.ln("  {v}", v=vitals(r, c, adult=x.age >= 16))
    nb.ln("  {e}", e=r.choice(["Splenomegaly 2 cm. No rash.", "Blanching maculopapular rash on trunk. Tourniquet test positive.",
                                "Eschar L ankle with tender inguinal nodes.", "Mild jaundice, tender liver edge.", "No focal signs."]))
    nb.ln("")
    nb.ln("INVESTIGATIONS")
    sd = x.date
    lab = r.choice(LABS[c])
    nb.ln("  Malaria RDT: {a}; thick/thin films sent (lab no. {i}, {l})", a=r.choice(["negative", "positive (Pf HRP2)", "negative"]),
          i=(specimen(r, sd), "IDNUM"), l=(lab, "HOSPITAL"))
    nb.ln("  FBC: Hb {h} g/L, WCC {w}, Plt {p}; CRP {cr}", h=str(r.randint(98, 160)), w="%.1f" % (r.randint(21, 140) / 10.0),
          p=str(r.randint(42, 380)), cr=str(r.randint(4, 210)))
    nb.ln("  {o}", o=r.choice(["Dengue NS1 antigen sent", "Blood cultures x2 sent", "Stool MC&S and O&P sent", "Rickettsial serology sent",
                                "HAV/HEV serology sent"]))
    nb.ln("")
    nb.ln("IMPRESSION: {i}", i=r.choice(["?Falciparum malaria", "?Dengue fever", "?Enteric fever", "?African tick bite fever",
                                          "Acute hepatitis, ?HAV", "Viral illness, malaria excluded x1"]))
    nb.ln("")
    nb.ln("PLAN")
    idd = Clin(r, c, "doc")
    nb.ln("  Discussed with ID registrar {d} at {h}, {p}.", d=nm(idd, r.choice(["dr_full", "dr_last"]), "DOCTOR"),
          h=(r.choice(acute(c)), "HOSPITAL"), p=(phone(r, c, mobile=False, ext=r.random() < 0.5), "PHONE"))
    nb.ln("  {p}", p=r.choice(["Referred to ED for admission.", "Repeat films in 12-24 h x2.", "Outpatient review with results.",
                                "Public health notified (notifiable condition)."]))
    if x.prof and r.random() < 0.5:
        nb.ln("  Off work from {a}; employer {e} informed with consent.", a=x.d(onset, "dm"), e=(x.employer, "ORGANIZATION"))
    if r.random() < 0.4:
        nb.ln("  Contact: {p}; next of kin {n} {q}.", p=(x.phone, "PHONE"), n=nm(family(r, c, avoid=x.pt), "full", "FAMILY"),
              q=(phone(r, c), "PHONE"))
    signature(nb, x, r)
    return nb
