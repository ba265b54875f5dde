"""Genres: driving assessment referral, old-age psychiatry discharge summary, community nurse contact notes."""
import clin as K
import blocks as B
from phi import nm
from util import days, tm, rel, fam_paren, weekday, numbered, bullet, car, hol, street_name


def _fax_cover(n, c, to_org, to_fax):
    R = c.R
    n.t("*** FAX TRANSMISSION ***\n")
    n.f("To: {o}\nFax: {f}\n", o=(to_org, "ORGANIZATION"), f=(to_fax, "FAX"))
    n.f("From: {s}, {cl}\nFax: {f}   Tel: {p}\n", s=c.S(c.cons, R.choice(["l", "il"])), cl=(c.clinic.name, "HOSPITAL"),
        f=(c.clinic.fax, "FAX"), p=(c.clinic.phone, "PHONE"))
    n.f("Date: {d}   Pages (incl. cover): {k}\n", d=c.D(c.today), k=R.randint(2, 6))
    n.t("CONFIDENTIAL: This fax contains personal health information. If received in error, notify the sender and destroy.\n\n")


def driving(n, c):
    R = c.R
    uk = c.uk
    centre = R.choice(["Northern Driving Assessment Centre", "Westcountry Mobility Centre"] if uk else
                      ["Pinecrest Driver Rehabilitation Services", "Lakeshore Driver Evaluation Program"])
    cfax = c.phone()
    if not uk and R.random() < 0.7:
        _fax_cover(n, c, centre, cfax)
    n.t(R.choice(["REFERRAL FOR DRIVING ASSESSMENT", "Driving Assessment Referral", "Referral - Fitness to Drive (Cognition)",
                  "Comprehensive Driving Evaluation - Referral Form"]) + "\n")
    n.f("To: {c}\n", c=(centre, "ORGANIZATION"))
    if uk and R.random() < 0.5:
        n.f("Fax: {f}\n", f=(cfax, "FAX"))
    n.h("\nCLIENT DETAILS")
    n.f("Name: {nm}\nDOB: {dob}   Age: {age}\nAddress: {a}\n", nm=nm(c.pt, "PATIENT", R.choice(["fml", "LF", "Lf"])), dob=c.D(c.dob), age=c.AGE(),
        a=c.addr())
    n.f("Tel: {t}", t=(c.home_phone, "PHONE"))
    if R.random() < 0.5:
        n.f("   Mobile: {m}", m=(c.mobile, "PHONE"))
    n.t("\n")
    if R.random() < 0.4:
        n.f("Email: {e}\n", e=(c.email(c.pt), "EMAIL"))
    n.f("{hl}: {hc}   Hospital no.: {mrn}\n", hl=c.hc_label(), hc=(c.hc, "HEALTHPLAN"), mrn=(c.mrn, "MRN"))
    n.f("Driver licence no.: {dl}", dl=(c.driver_licence(), "LICENSE"))
    if uk:
        n.t(R.choice(["  (Group 1, cat B)", "", "  cat B, 3-yearly renewal (over 70)", "  photocard"]) + "\n")
    else:
        n.t(R.choice(["", "  " + {"ON": "Class G", "QC": "Classe 5", "BC": "Class 5", "AB": "Class 5"}.get(c.prov_abbr, "Class 5"),
                      "  senior renewal due"]) + "\n")
    n.f("Vehicle: {car}, {aut}, registration {p}\n", car=car(c), aut=R.choice(["automatic", "manual"]), p=(c.plate(), "VEHICLE"))
    if R.random() < 0.25:
        n.f("VIN: {v}\n", v=(c.vin(), "VEHICLE"))
    if R.random() < 0.35:
        n.f("Insurer: {ins}, policy {pol}\n", ins=(R.choice(["Pennine Mutual Motor", "Caledonian Direct", "Prairie Auto Insurance", "Maritime General"]), "ORGANIZATION"),
            pol=("%s%07d" % (R.choice(["PM", "CD", "PA", "MG"]), R.randint(0, 9999999)), "ACCOUNT"))
    n.h("\nREFERRER")
    n.f("{s}, {r}, {cl}\nTel {ph}   Email {em}\n", s=c.S(c.cons, "fl"), r=B.doc_role(c), cl=(c.clinic.name, "HOSPITAL"),
        ph=(c.clinic.phone, "PHONE"), em=(c.cons.email, "EMAIL"))
    n.h("\nMEDICAL INFORMATION")
    n.t("Diagnosis: " + c.dx[1] + ", " + R.choice(["mild", "very mild", "mild-moderate"]) + ". ")
    n.f("Diagnosed {d}. ", d=c.D(days(c.today, -R.randint(30, 700)), R.choice(["MY", "mY", "m/Y", c.dstyle])))
    n.t("Other: " + ", ".join(K.pmh(R, 3)) + ".\n")
    n.t("Medication: " + ", ".join(K.meds(R, uk, K.achei(R, c.dx[0]), psych=R.choice([0, 1]), n=R.randint(2, 5))) + "\n")
    n.t("Vision: " + R.choice(["Snellen 6/9 R, 6/12 L with glasses" if uk else "acuity 20/30 OU with correction",
                               "reads number plate at 20 m" if uk else "acuity 20/40 R, 20/25 L",
                               "visual fields full to confrontation", "left homonymous quadrantanopia - needs formal fields"]) + ". ")
    n.t("Cognition: " + R.choice(["MoCA %d/30" % R.randint(16, 26), "ACE-III %d/100" % R.randint(60, 90)]) + "; " +
        R.choice(["Trails B %d s" % R.randint(80, 300), "Trails B incomplete", "clock drawing 2/3", "Maze test %d s, 1 error" % R.randint(20, 90)]) + ".\n")
    n.h("\nREASON FOR REFERRAL / CONCERNS")
    k = R.randrange(3)
    if k == 0:
        n.f("On {d} {pt} reversed into a bollard in the car park at {h}. ", d=c.Ds(days(c.today, -R.randint(10, 90))), pt=c.P("tl"),
            h=(c.hosp.name, "HOSPITAL"))
    elif k == 1:
        n.f("{r} reports {he} got lost driving to {city} on {d} and ", r=rel(c, c.nok, "f", cap=True), he=c.he,
            city=(c.other_city(), "CITY"), d=c.D(days(c.today, -R.randint(10, 90)), R.choice(["wd", "Md", "dM", "dm"])))
        n.t(R.choice(["rang from a petrol station." if uk else "called from a gas station.", "was two hours late.", "drove the wrong way onto a one-way street."]) + " ")
    else:
        n.t("No incidents reported but family are anxious. ")
    n.t(R.choice(["Patient keen to continue driving for independence (rural, no bus).", "Patient reluctant but agrees to assessment.",
                  "Patient lacks insight into driving difficulties."]) + "\n")
    if uk:
        n.f("DVLA informed: {yn}. DVLA case ref {ref}.\n", yn=R.choice(["yes, by patient", "yes, by me", "pending"]), ref=(B.idnum(R, "ref", c.today.year), "IDNUM"))
    else:
        n.f("Mandatory report to the {auth} submitted {d}; ref {ref}.\n", auth=R.choice([c.licensing(), c.licensing(), "provincial licensing authority"]),
            d=c.D(c.today), ref=(B.idnum(R, "ref", c.today.year), "IDNUM"))
    n.h("\nCONSENT")
    n.f("{pt} consents to this referral and to information being shared with {r}. ", pt=c.P("tl"), r=rel(c, c.nok, "f"))
    n.f("Preferred contact: {r} on {ph}.\n", r=c.F(c.nok, "f"), ph=(c.nok.phone, "PHONE"))
    n.t("\n")
    sgn = c.cons if R.random() < 0.6 else c.ot
    if sgn is c.ot:
        n.f("Signed: {s}, Occupational Therapist\n", s=c.S(c.ot, "fl"))
        if R.random() < 0.7:
            n.f("{lab}{num}\n", lab=B.lic_label(c, "ot"), num=(B.lic_value(c, "ot"), "LICENSE"))
    else:
        B.signature(n, c, c.cons, B.doc_role(c), "doc", B.doc_cred(c), licence=R.random() < 0.7, contact=False)
    n.f("Date: {d}\n", d=c.D(c.today))


LEGAL_UK = ["Informal", "Section 2 MHA 1983", "Section 3 MHA 1983", "Informal, DoLS applied for", "Section 5(2) then Section 2"]
LEGAL_CA = ["Voluntary", "Form 1 (Application for Psychiatric Assessment)", "Involuntary (Form 3)", "Certified (Form 4)", "Informal, SDM consent"]


def discharge(n, c):
    R = c.R
    uk = c.uk
    adm = days(c.today, -R.randint(14, 120))
    dis = c.today
    n.f("{h}\n{w}\n", h=(c.hosp.name, "HOSPITAL"), w=(c.ward, "HOSPITAL"))
    n.t(R.choice(["DISCHARGE SUMMARY", "Discharge Summary - Old Age Psychiatry", "INPATIENT DISCHARGE NOTIFICATION",
                  "Geriatric Psychiatry Discharge Summary"]) + "\n\n")
    B.demog(n, c)
    if R.random() < 0.3:
        n.f("Patient ID (palm-vein): {b}\n", b=(B.bio_id(R), "BIOID"))
    n.f("Admitted: {a}    Discharged: {d}    LOS {los} days\n", a=c.D(adm), d=c.D(dis), los=(dis - adm).days)
    n.f("Consultant: {s}   Bed {b}\n", s=c.S(c.cons, R.choice(["l", "fl"])), b=("%d" % R.randint(1, 22), "LOCATION_OTHER"))
    n.t("Legal status on admission: " + R.choice(LEGAL_UK if uk else LEGAL_CA) + "; on discharge: " + R.choice(["informal", "discharged from section", "n/a"] if uk else ["voluntary", "n/a", "Form 3 rescinded"]) + "\n")
    if R.random() < 0.5:
        n.f("Encounter no.: {a}\n", a=(B.acct(c), "ACCOUNT"))
    n.h("\nDiagnoses")
    dx2 = R.sample(["Delirium secondary to UTI (resolved)", "Depressive episode, moderate", "Hyponatraemia (Na 124)",
                    "Constipation", "Falls", "Psychotic symptoms (persecutory delusions)", "Pressure area grade 2 sacrum",
                    "AKI stage 1 (resolved)", "Benzodiazepine dependence"], R.randint(1, 3))
    n.t("1. " + c.dx[1] + " (" + c.dx[3] + ")\n")
    for i, d in enumerate(dx2):
        n.t("%d. %s\n" % (i + 2, d))
    n.h("\nReason for admission")
    n.f("{pt} was admitted from {src} ", pt=c.P(R.choice(["tfl", "tl"])), src=R.choice([[c.his + " home in ", (c.city, "CITY")],
                                                                               [(c.carehome.name, "HOSPITAL")], ["the ED at ", (c.hosp.name, "HOSPITAL")]]))
    n.t("with " + R.choice(["escalating agitation and aggression towards %s" % ("%s %s" % (c.his, c.spouse.rel) if c.spouse.alive else "carers"),
                            "persecutory beliefs that neighbours were entering the house", "refusal of food and fluids and low mood",
                            "wandering at night and two police returns", "severe distress and calling out, not manageable in the care home"]) + ". ")
    if R.random() < 0.6:
        n.f("{r} had been caring for {him} alone ", r=rel(c, c.nok, "f", cap=True), him=c.him)
        n.t(R.choice(["and was exhausted.", "with no package of care.", "since the day centre closed."]) + " ")
    n.h("\n\nCourse on the ward")
    n.t(R.choice(["Initially very unsettled, required 1:1 observation for the first 5 days. ", "Settled within 48 hours. ",
                  "Treated for UTI with nitrofurantoin; confusion improved. "]))
    n.t(R.choice(["Quetiapine titrated to 25 mg BD with good effect. ", "Sertraline started for depressive symptoms. ",
                  "Risperidone trialled but caused parkinsonism - stopped. ", "Donepezil re-started. ", "Lorazepam weaned off. "]))
    n.f("OT assessment on {d}: ", d=c.Ds(days(adm, R.randint(5, 12))))
    n.t(R.choice(["needs prompting for all personal care.", "safe with supervision in the kitchen only.", "Barthel %d/100." % R.randint(25, 90)]) + " ")
    n.t(R.choice(["Weight stable.", "SALT: IDDSI level 6 diet, mildly thick fluids.", "Physio: walks with frame, Tinetti %d." % R.randint(10, 24)]) + " ")
    if R.random() < 0.5:
        n.f("Capacity assessment regarding discharge destination on {d}: lacked capacity; " + ("best interests meeting held with {r} on {d2}. " if uk else "family meeting with SDM {r} on {d2}. "),
            d=c.D(days(adm, R.randint(8, 14))), r=c.F(c.nok, "fl"), d2=c.D(days(adm, R.randint(15, 20))))
    if R.random() < 0.4:
        n.f("Home leave on {d} went well. ", d=c.Ds(days(dis, -R.randint(3, 10))))
    if R.random() < 0.3:
        n.f("Spent {h} with family on the ward. ", h=hol(c))
    n.t("\n\nInvestigations: " + K.labs(R, uk) + ". ")
    n.f("{sc} {d}: ", sc=R.choice(["CT head", "MRI brain"]), d=c.D(days(adm, R.randint(1, 10))))
    n.t(K.mri_findings(R, c.dx[4])[0] + "\n")
    n.h("\nMedication on discharge")
    dm = K.meds(R, uk, K.achei(R, c.dx[0]), psych=R.randint(1, 2), n=R.randint(2, 6))
    tab = R.random() < 0.5
    for m in dm:
        status = R.choice(["continued", "continued", "NEW", "dose changed", "continued"])
        n.t(("%s  [%s]\n" % (m, status)) if tab else ("- %s\n" % m))
    n.t("Stopped: " + R.choice(["zopiclone", "oxybutynin (anticholinergic)", "amitriptyline", "lorazepam", "nil"]) + ".\n")
    n.f(("TTO dispensed {d}; {ph}.\n" if uk else "Discharge Rx faxed {d}; {ph}.\n"), d=c.D(dis, R.choice(["dm", c.dstyle]) if uk else c.dstyle),
        ph=R.choice([["blister pack from ", (c.pharmacy, "HOSPITAL")], "14 days supplied", "28 days supplied"]))
    n.t("\nDischarge destination: ")
    if R.random() < 0.6:
        n.f("{h}, {a}", h=(c.carehome.name, "HOSPITAL"), a=c.site_addr(c.carehome))
        n.f(" (tel {ph}), room {r}.\n", ph=(c.carehome.phone, "PHONE"), r=("%d" % R.randint(1, 60), "LOCATION_OTHER"))
    else:
        n.f("home with {r} and package of care from {hc} (QDS).\n", r=rel(c, c.nok, "f"), hc=(c.homecare, "ORGANIZATION"))
    n.h("\nFollow-up")
    n.f("- {team}: {nurse} to visit within 7 days (by {d}).\n", team=(c.team, "HOSPITAL"), nurse=c.S(c.nurse, "fl"), d=c.Ds(days(dis, 7)))
    n.f("- Outpatient review with {s} on {d}.\n", s=c.S(c.cons, "l"), d=c.D(c.fu))
    n.t(("- GP: please " if uk else "- Family physician: please ") + R.choice(["repeat U&E in 1 week", "monitor weight monthly", "review antipsychotic at 6 weeks", "check ECG (QTc)"]) + ".\n")
    n.t("\nRisk summary: " + R.choice(["falls - high", "aggression - moderate, reduced", "self-neglect", "no current risk to self"]) + ".\n\n")
    n.f("Completed by: {s}, {r}   {d}\n", s=c.S(c.reg, "fl"), r=B.doc_role(c, False), d=c.D(dis))
    if R.random() < 0.5:
        n.f("{lab}{num}   Bleep {b}\n", lab=B.lic_label(c, "doc"), num=(B.lic_value(c, "doc"), "LICENSE"), b=(c.reg.bleep, "PHONE"))
    B.cc(n, c, R.choice([("gp",), ("gp", "nurse"), ("gp", "nok")]))
    if R.random() < 0.5:
        B.ehr_footer(n, c, c.reg, dis)


ENTRY_TYPE = ["HV", "TC", "HV", "TC", "HV", "HV", "HV", "TC", "TC", "HV", "TC", "HV", "HV", "HV"]
ENTRY_TEXT = [
    "Home visit. {pt} answered the door, dressed, recognised me. Kitchen clean, fridge stocked by {r}. Tablets from {d0} blister still in pack.",
    "Telephone call to {r} on {ph}. Reports {pt} up most of last night looking for the cat. Advised re: sleep hygiene; will discuss melatonin with {doc}.",
    "Joint visit with {ot} (OT). Grab rails fitted. Key safe installed (code held by family and {hc}). Falls pendant checked ({dev}).",
    "Call from {hc} carer: {pt} refused personal care x3 this week and was verbally aggressive. Agreed to try later morning call.",
    "Carers' assessment completed with {r}. Scores high on strain. Respite bed requested at {home} for {d1}.",
    "DNA for home visit - no answer. Rang {ph}, no reply. Neighbour {nb} says {pt} went to the {dc} today.",
    "Reviewed rivastigmine patch site - mild erythema. Pulse 64 reg. Weight {w} kg.",
    "Safeguarding concern: {r} reports a man calling at the house offering roofing work; {pt} paid cash. Referral made ({sg}).",
    "Telephone review. {pt} settled since {hol}. Mood brighter. Attending {dc} on {wd}.",
    "Discussed advance care plan with {pt} and {r}. Wishes to remain at home; does not want hospital admission if avoidable.",
    "Text from {r} ({ph}): GPS tracker ({dev}) alerted at 02:40, {pt} found at the end of {st}. Returned home safe.",
    "MoCA repeated: {m}/30 (previously {m2}/30). Discussed with {doc} - for medical review.",
    "Helped {r} complete the {benefit} form; {nilab} {ssn} confirmed from award letter.",
    "Social care finance assessment: {pt} agreed to share {nilab} ({ssn}) with the finance officer.",
]


def community(n, c):
    R = c.R
    uk = c.uk
    n.t(R.choice(["CONTINUATION NOTES - COMMUNITY MENTAL HEALTH (OLDER ADULTS)", "Community Nursing Contact Record",
                  "Progress Notes - Geriatric Mental Health Outreach", "CMHT Older People - Clinical Contacts", "Memory Team Post-diagnostic Contacts"]) + "\n")
    if R.random() < 0.5:
        n.f("{team}\n", team=(c.team, "HOSPITAL"))
    B.demog(n, c, R.choice([0, 1, 3, 4]))
    if R.random() < 0.5:
        n.f("Care coordinator: {s}   Key contact: {r} {f}, {ph}\n", s=c.S(c.nurse, "fl"), r=c.nok.rel, f=c.F(c.nok, "fl"), ph=(c.nok.phone, "PHONE"))
    n.t("\n")
    d = days(c.today, -R.randint(60, 200))
    k = R.choice([1, 2, 3, 3, 4, 4, 5, 6, 7])
    staff = [c.nurse, c.nurse, c.ot, c.sw, c.hcstaff[2]]
    roles = {id(c.nurse): B.nurse_role(c), id(c.ot): "OT", id(c.sw): "SW", id(c.hcstaff[2]): R.choice(["Support worker", "HCA", "STR worker"])}
    for i in R.sample(range(len(ENTRY_TEXT)), k):
        txt = ENTRY_TEXT[i]
        d = days(d, R.randint(3, 30))
        who = R.choice(staff)
        hd = R.randrange(3)
        if hd == 0:
            n.f("{d} {t} ", d=c.D(d), t=tm(R))
        elif hd == 1:
            n.f("[{d}] ", d=c.D(d, R.choice(["D-M-Y", "Y-m-d", c.dstyle])))
        else:
            n.f("{d} - ", d=c.D(d, R.choice(["wdMY", "wd,Md,Y"]) if R.random() < 0.5 else None))
        ty = ENTRY_TYPE[i]
        n.t(R.choice(["HV", "Home visit", "F2F"] if ty == "HV" else ["TC", "Telephone", "Tel"]) + ": ")
        kw = {"pt": c.P(R.choice(["f", "tl", "nick", "f"])), "r": c.F(c.nok, "f"), "ph": (c.nok.phone, "PHONE"),
              "doc": c.S(c.cons, "l"), "ot": c.S(c.ot, "f"), "hc": (c.homecare, "ORGANIZATION"), "dev": (B.device_id(R, R.choice(["gps", "pendant"])), "DEVICE"),
              "home": (c.carehome.name, "HOSPITAL"), "d1": c.Ds(days(d, R.randint(14, 40))), "d0": c.Ds(days(d, -R.randint(1, 4))),
              "nb": c.F(c.others[0], "fl"), "dc": (c.daycentre, "HOSPITAL"), "w": "%.1f" % R.uniform(45, 90),
              "sg": (B.idnum(R, "sg", c.today.year), "IDNUM"), "hol": hol(c), "wd": weekday(c, True), "st": (street_name(c), "STREET"),
              "m": R.randint(10, 24), "m2": R.randint(14, 27), "ssn": (c.ssn, "SSN"),
              "benefit": R.choice(["Attendance Allowance", "Pension Credit", "Carer's Allowance"] if uk else ["GIS", "CPP disability", "Disability Tax Credit"]),
              "nilab": "NI no." if uk else "SIN"}
        n.f(txt, **kw)
        n.t(" ")
        n.t(R.choice(["Plan: review 2/52.", "Plan: continue current plan.", "Next contact 1/52.", "", "To discuss at MDT."]) + "\n")
        if R.random() < 0.5:
            n.add(c.S(who, "fl", title=False))
            n.t(" (" + roles[id(who)] + ")\n\n")
        else:
            n.add(nm(who, "DOCTOR", R.choice(["ini", "il"])))
            n.f(" / {u}\n\n", u=(who.username, "USERNAME"))
    if R.random() < 0.3:
        n.f("Telecare hub IP {ip} (alarm log exported).\n", ip=(B.ip(R), "IPADDR"))
    if R.random() < 0.3:
        n.f("Speech-biomarker research study: voiceprint sample ref {b}.\n", b=(B.bio_id(R), "BIOID"))
