"""Genres: pre-travel risk assessment; vaccination record and certificate (ICVP)."""
import pools as P
import gen as G
import clin as C
from ctx import dur_words


def _risk_lines(n, x, keys, pm=None):
    r = x.r
    t = x.trip
    lg = t.legs[0]
    if t.risk("yf") and "YF" not in keys:
        n.t("- Yellow fever: risk on itinerary but live vaccine contraindicated (%s) - medical exemption letter issued; strict bite avoidance.\n" % (pm[1].split(" ")[0] if pm else "immunosuppression"))
    elif "YF" in keys:
        n.t("- Yellow fever: ")
        n.seq(x.dest_pieces(lg, 2) if lg.prof.get("yf") else [(None, "itinerary")])
        n.t(r.choice([" is YF-endemic", " has risk areas", " requires a certificate from travellers over 9 months"]) +
            ". Screened for thymus disease, immunosuppression, egg allergy - none. Stamaril 0.5 mL given; ICVP issued.\n")
    if t.risk("mal"):
        n.t("- Malaria: %s risk (P. falciparum predominant). %s\n" % (
            "high" if t.risk("mal") == 2 else "low-moderate",
            r.choice(["Chemoprophylaxis prescribed - see below.", "ABCD of malaria prevention reviewed; chemoprophylaxis advised."])
            if t.risk("mal") == 2 else r.choice(["Awareness + bite avoidance; chemoprophylaxis offered for rural legs.",
                                                "ABCD reviewed; prophylaxis advised for the higher-risk areas."])))
    if t.risk("rab"):
        n.t("- Rabies: %s; nearest RIG >24 h away. %s\n" % (
            r.choice(["rural stay", "remote trekking", "working with animals"] + (["children likely to play with dogs"] if x.age < 16 else ["cycling in rural areas"])),
            "Pre-exposure course started (day 0 and day 7)." if "RAB" in keys else "Declined pre-exposure vaccine; PEP advice given."))
    if t.risk("je"):
        n.t("- Japanese encephalitis: %s.\n" % ("Ixiaro 2-dose course (day 0, day 7) recommended" if "JE" in keys else "short urban stay, JE vaccine not indicated"))
    if t.risk("men"):
        n.t("- Meningococcal: %s - MenACWY given.\n" % r.choice(["meningitis belt, dry season", "Hajj/Umrah certificate requirement", "close contact with locals"]))
    if t.risk("alt"):
        n.t("- Altitude: max sleeping altitude %d m; Lake Louise score explained, acetazolamide 125 mg BD supplied.\n" % r.choice([3400, 3800, 4200, 4900, 5100]))
    if t.risk("schis"):
        n.t("- Schistosomiasis: freshwater exposure planned ")
        n.f("at {LOCATION_OTHER=lm}", lm=P.fresh_water(r, lg.country)) if r.random() < 0.4 else n.t("(lake swimming)")
        n.t("; advised screening 3 months after return.\n")
    if t.risk("deng"):
        n.t("- Dengue: daytime Aedes bites; no chemoprophylaxis. ")
        if "DENG" in keys:
            n.t("Qdenga discussed (prior dengue infection ").p("DATE", str(x.visit.year - r.randint(1, 8))).t(").\n")
        else:
            n.t("Repellent advice.\n")


def _vac_table(n, x, keys, giver):
    r = x.r
    ini = giver.initials(False)
    style = r.randint(0, 1)
    if style == 0:
        n.t("Vaccine | Brand | Batch | Dose/route | Site | By\n")
        for k in keys:
            v = C.VAC[k]
            n.t("%s | %s | %s | %s %s | %s | " % (v[1], C.brand(r, k, x.c), G.batch(r), v[4], v[3], "oral" if v[3] == "PO" else r.choice(C.SITES)))
            n.p("DOCTOR", ini).t("\n")
    else:
        for k in keys:
            v = C.VAC[k]
            n.t("  * %s (%s) %s %s, batch %s" % (v[1], C.brand(r, k, x.c), v[4], v[3], G.batch(r)))
            if r.random() < 0.3:
                n.t(", exp ").p("DATE", G.fdate(G.add(x.visit, r.randint(90, 700)), "mmyy"))
            n.t("\n")


def _demog_block(n, x):
    r = x.r
    nm = x.patient_name()
    n.f("Patient: {PATIENT=nm}    DOB: {DATE=dob} (", nm=nm, dob=x.D(x.dob))
    n.seq([("AGE", str(x.age)), (None, r.choice([" yrs", "y", " years"]))]).t(")    Sex: %s\n" % x.pt.sex)
    n.f("%s: {MRN=m}" % x.mrn_lab, m=x.mrn)
    if x.c in ("US", "CA", "IE") and r.random() < 0.45:
        n.f("    %s: {SSN=s}" % x.ssn_lab, s=x.ssn)
    if r.random() < 0.5:
        n.f("    %s: {HEALTHPLAN=h}" % x.hp_lab, h=x.hp)
    n.t("\nAddress: ").seq(x.addr.pieces(r)).t("\n")
    n.f("Mobile: {PHONE=m}", m=x.mob)
    if r.random() < 0.6:
        n.f("    Email: {EMAIL=e}", e=x.email)
    n.t("\n")
    if x.prof:
        n.f("Occupation: {PROFESSION=p}", p=x.prof)
        if r.random() < 0.5:
            n.f(" ({ORGANIZATION=o})", o=x.employer)
        n.t("\n")


def _companions(n, x):
    r = x.r
    if x.age < 18:
        par = x.family(r.choice("FM"))
        n.f("Accompanied by %s {FAMILY=f} (consent given; %s)\n" % ("mother" if par.sex == "F" else "father", r.choice(["parental responsibility confirmed", "school trip consent form seen"])), f=par.full())
        return
    if r.random() < 0.55:
        rel = r.choice(P.RELATIONS[:4] + ["friend", "colleague"])
        f = x.family()
        n.f("Travelling with: %s {FAMILY=f}" % rel, f=f.first if r.random() < 0.5 else f.full())
        if r.random() < 0.4:
            kid = x.family()
            n.f(" and child {FAMILY=k} (", k=kid.first).p("AGE", str(r.randint(1, 15))).t(")")
        n.t(r.choice(["", " - seen separately", " - also booked today"]) + "\n")


def _pt_form(n, x):
    r = x.r
    t = x.trip
    s = x.clinic
    n.f("{HOSPITAL=h}\n", h=s.name)
    if r.random() < 0.6:
        n.seq(x.site_addr(s, multi=False)).f("  |  Tel {PHONE=p}", p=s.phone)
        if r.random() < 0.5:
            n.f("  |  Fax {FAX=f}", f=s.fax)
        n.t("\n")
    n.t(r.choice(["PRE-TRAVEL RISK ASSESSMENT", "Pre-Travel Consultation Record", "TRAVEL HEALTH RISK ASSESSMENT",
                  "Travel Risk Assessment & Vaccination Plan"]) + "\n\n")
    _demog_block(n, x)
    n.f("Seen: {DATE=v} by ", v=x.D(x.visit, r.choice([None, "wd", "wdus" if x.mdy() else "wd"])))
    n.seq(x.clin_ref(x.nurse, 0))
    if r.random() < 0.5:
        n.f(", consult room {LOCATION_OTHER=rm}", rm=str(r.randint(1, 12)) + r.choice(["", "", "A", "B"]))
    n.t("\n")
    if r.random() < 0.3:
        n.f("Self check-in kiosk: fingerprint template ID {BIOID=b} matched\n", b=G.bioid(r))
    n.t("\nITINERARY\n")
    n.f("Depart {DATE=a}, return {DATE=b} (%s)\n" % dur_words(t.days), a=x.D(t.depart), b=x.D(t.ret))
    for i, lg in enumerate(t.legs):
        n.t("%d. " % (i + 1)).seq(x.dest_pieces(lg)).f("  {DATE=a} - {DATE=b}  " , a=x.Ds(lg.start), b=x.Ds(lg.end))
        n.t(r.choice(["urban hotel", "rural, homestay", "camping", "mixed urban/rural", "guesthouses", "field site, basic"]) + "\n")
    n.t("Purpose: %s" % t.purpose)
    if t.purpose in ("volunteering", "humanitarian deployment", "research fieldwork", "medical elective") or r.random() < 0.2:
        n.f(" with {ORGANIZATION=o}", o=r.choice(P.ORGS_NGO + P.ORGS_TOUR))
    if r.random() < 0.4:
        n.f("; staying at {LOCATION_OTHER=l}", l=t.lodge)
    n.t("\n")
    _companions(n, x)
    n.t("\nMEDICAL HISTORY\n")
    pm = r.choice(P.PMH)
    n.t("PMH: %s\nMeds: %s\nAllergies: %s\n" % (pm[0], pm[1], r.choice(P.ALLERGIES)))
    if "pump" in pm[1] or "CPAP" in pm[1]:
        kind = "pump" if "pump" in pm[1] else "cpap"
        n.f("Device: %s serial {DEVICE=d} - travel letter provided\n" % ("Omnipod 5 pod controller" if kind == "pump" else "ResMed AirMini"), d=G.device_sn(r, kind))
    if x.pt.sex == "F" and 18 <= x.age <= 45 and r.random() < 0.4:
        n.f("Pregnancy: not pregnant, LMP {DATE=l}; contraception %s\n" % r.choice(["COCP", "LNG-IUS", "implant", "condoms"]), l=x.Ds(G.add(x.visit, -r.randint(3, 25))))
    pv = C.prior_vaccs(r, x)
    n.t("Previous vaccines")
    if r.random() < 0.5:
        n.f(" (per records from {HOSPITAL=g})", g=x.gp_site.name)
    n.t(": ")
    for i, (nm, d, k) in enumerate(pv):
        n.t(("; " if i else "") + nm + " ").p("DATE", G.fdate(d, r.choice(["y", "mys", "my", x.sty])))
    n.t("\n")
    if r.random() < 0.35:
        lg = r.choice(P.DEST)
        n.f("Previous travel: {COUNTRY=c} {DATE=y}, no illness\n", c=lg[0], y=str(x.visit.year - r.randint(1, 9)))
    n.t("\nRISK ASSESSMENT\n")
    keys = C.plan(x, pm)
    _risk_lines(n, x, keys, pm)
    for a in r.sample(C.HARD_NEG_ADVICE, 2):
        n.t("- " + a + "\n")
    n.t("\nVACCINES GIVEN TODAY\n")
    today = keys[:r.randint(1, len(keys))]
    _vac_table(n, x, today, x.nurse)
    if "YF" in today:
        n.f("ICVP no. {LICENSE=c}, valid from {DATE=d}\n", c=G.icvp_no(r), d=x.D(G.add(x.visit, 10)))
    if t.risk("mal"):
        reg = C.mal_regimen(x)
        n.t("\nMALARIA: %s x %d - PGD/prescription; start %d days pre-travel.\n" % (reg["drug"], reg["qty"], reg["before"]))
    n.t("\nPLAN\n")
    rest = keys[len(today):]
    if rest or "RAB" in today or "JE" in today:
        n.f("Return {DATE=d} for %s.\n" % (", ".join(C.VAC[k][1] for k in rest) or "second dose"), d=x.Ds(G.add(x.visit, 7)))
    n.t("Written advice and travel health brief given. %s\n" % r.choice(["Fee paid at reception.", "Invoice to employer.", "Covered by insurance - claim form completed.", ""]))
    if r.random() < 0.5:
        n.f("Copy to GP: ", ).seq(x.clin_ref(x.gp, 2)).f(", {HOSPITAL=g}\n", g=x.gp_site.name)
    n.t("\n").seq(x.clin_sig(x.nurse, with_lic=r.random() < 0.6)).t("\n")
    if r.random() < 0.55:
        n.f("Entered by: {USERNAME=u}  {DATE=d} %02d:%02d\n" % (r.randint(8, 18), r.randint(0, 59)), u=x.nurse.user, d=x.D(x.visit, "dmy" if not x.mdy() else "mdy"))


def _pt_narrative(n, x):
    r = x.r
    t = x.trip
    n.f("{HOSPITAL=h} - Travel consultation\n", h=x.clinic.name)
    n.f("Date: {DATE=d}    Clinician: ", d=x.D(x.visit)).seq(x.clin_ref(x.doc, 2)).t("\n")
    n.f("Name: {PATIENT=p}   {MRN=m}   DOB {DATE=b}\n\n", p=x.pt.LF() if r.random() < 0.5 else x.pt.full(), m=x.mrn, b=x.D(x.dob))
    n.t("S: ")
    n.f("%s {PATIENT=l} is a " % x.ttl(), l=x.pt.last) if x.age >= 18 else n.f("{PATIENT=f} is a ", f=x.pt.first)
    n.seq([("AGE", str(x.age)), (None, "-year-old")])
    if x.prof:
        n.f(" {PROFESSION=p}", p=x.prof)
    else:
        n.t(" %s" % ("girl" if x.pt.sex == "F" else "boy"))
    n.t(" planning %s in " % t.purpose).seq(x.dest_list())
    n.f(", leaving on {DATE=a} and back on {DATE=b}. " , a=x.Ds(t.depart), b=x.Ds(t.ret))
    if x.age >= 18 and x.prof and r.random() < 0.5:
        n.f("%s works for {ORGANIZATION=o}" % x.he(True), o=x.employer)
        n.t(r.choice([" and the trip is work-related. ", "; this is a personal trip. "]))
    if r.random() < 0.5:
        f = x.family()
        rel = r.choice(P.RELATIONS)
        n.f("Will be staying with %s {FAMILY=f} in a village outside {CITY=c}. " % rel, f=f.full(), c=P.foreign_town(r, t.legs[0].country))
    pm = r.choice(P.PMH)
    n.t("PMH %s (%s). Allergies: %s. " % (pm[0], pm[1], r.choice(P.ALLERGIES)))
    n.t("Previous travel vaccines ")
    pv = C.prior_vaccs(r, x)
    for i, (nm, d, k) in enumerate(pv):
        n.t((", " if i else "") + nm + " in ").p("DATE", G.fdate(d, r.choice(["y", "y", "my"])))
    n.t(".\n\nA: Risk assessment via %s.\n" % r.choice(["TRAVAX/NaTHNaC country pages", "CDC Yellow Book", "Health Canada country advisories", "ATAGI Australian Immunisation Handbook", "national guidance"]))
    keys = C.plan(x, pm)
    _risk_lines(n, x, keys, pm)
    n.t("\nP:\n")
    _vac_table(n, x, keys[:3], x.nurse)
    if t.risk("mal"):
        reg = C.mal_regimen(x)
        n.t("Rx %s, %d tabs. %s\n" % (reg["drug"], reg["qty"], reg["sig"]))
    n.t("Bite avoidance, food/water, rabies and sun advice given verbally and in writing. ")
    n.f("Review on {DATE=d} for remaining doses.\n\n", d=x.D(G.add(x.visit, r.choice([7, 14, 28]))))
    n.seq(x.clin_sig(x.doc, with_lic=r.random() < 0.5, multi=r.random() < 0.5)).t("\n")


def _pt_questionnaire(n, x):
    r = x.r
    t = x.trip
    n.f("ONLINE PRE-TRAVEL QUESTIONNAIRE - {HOSPITAL=h}\n", h=x.clinic.name)
    n.f("Submitted {DATE=d} %02d:%02d via {URL=u}" % (r.randint(6, 23), r.randint(0, 59)), d=x.D(G.add(x.visit, -r.randint(1, 10))), u=x.clinic.url + r.choice(["/questionnaire", "/pretravel-form", "/forms/travel"]))
    if r.random() < 0.6:
        n.f(" from IP {IPADDR=i}", i=G.ip(r))
    n.t("\n\n")
    n.f("1. Full name: {PATIENT=p}\n2. Date of birth: {DATE=b}   Age: {AGE=a}\n", p=x.pt.fml(), b=x.D(x.dob), a=str(x.age))
    n.t("3. Home address: ").seq(x.addr.pieces(r)).t("\n")
    n.f("4. Contact number: {PHONE=m}   E-mail: {EMAIL=e}\n", m=x.mob, e=x.email)
    n.t("5. Occupation: ")
    n.p("PROFESSION", x.prof) if x.prof else n.t("school pupil")
    n.t("\n6. Countries to be visited (in order):\n")
    for lg in t.legs:
        n.t("   - ").seq(x.dest_pieces(lg)).f(", arriving {DATE=a}\n", a=x.D(lg.start))
    n.f("7. Date of return: {DATE=d}\n8. Reason for travel: %s\n" % t.purpose, d=x.D(t.ret))
    pm = r.choice(P.PMH)
    n.t("9. Medical conditions: %s\n10. Medication: %s\n11. Allergies: %s\n" % (pm[0], pm[1], r.choice(P.ALLERGIES)))
    if "pump" in pm[1] or "CPAP" in pm[1] or r.random() < 0.12:
        dk = "pump" if "pump" in pm[1] else ("cpap" if "CPAP" in pm[1] else r.choice(["pm", "cgm"]))
        n.f("11a. Medical devices carried (type, serial): %s, {DEVICE=sn}\n" % {"pump": "insulin pump", "cpap": "travel CPAP", "pm": "pacemaker", "cgm": "glucose sensor"}[dk], sn=G.device_sn(r, dk))
    n.t("12. Have you had any of these vaccines before? ")
    pv = C.prior_vaccs(r, x)
    for i, (nm, d, k) in enumerate(pv):
        n.t(("; " if i else "") + nm + " - ").p("DATE", G.fdate(d, r.choice(["y", "mmyy", "my"])))
    n.t("\n13. Emergency contact: ")
    f = x.family()
    n.f("{FAMILY=f} (%s) {PHONE=p}\n" % r.choice(P.RELATIONS), f=f.full(), p=G.phone(r, x.c, "mob"))
    if x.c in ("UK", "IE") or r.random() < 0.4:
        n.f("14. Registered GP: {HOSPITAL=g}\n", g=x.gp_site.name)
    n.t("\n--- CLINICIAN REVIEW ---\n")
    n.f("Reviewed {DATE=d} by ", d=x.D(x.visit)).seq(x.clin_ref(x.nurse, 1)).t(". ")
    n.t(r.choice(["Answers checked with patient face to face. ", "Telephone clarification of medical history. ", ""]))
    keys = C.plan(x, pm)
    n.t("Recommended: %s. " % ", ".join(C.VAC[k][1] for k in keys))
    if t.risk("mal"):
        reg = C.mal_regimen(x)
        n.t("Malaria prophylaxis: %s. " % reg["drug"])
    n.t("Appointment booked ")
    n.f("{DATE=d} at %d:%s%s" % (r.randint(9, 16), r.choice(["00", "15", "30", "45"]), "" if x.c != "US" else r.choice([" AM", " PM"])), d=x.D(G.add(x.visit, r.randint(1, 7)), r.choice(["wdus", x.sty] if x.mdy() else ["wd", x.sty])))
    n.f(", {HOSPITAL=h}", h=x.clinic.name) if r.random() < 0.4 else None
    n.t(".\n")
    if r.random() < 0.6:
        n.f("Logged: {USERNAME=u}\n", u=x.nurse.user)


def pretravel(n, x):
    [_pt_form, _pt_narrative, _pt_questionnaire][x.r.choice([0, 0, 1, 1, 2])](n, x)


# ------------------------------------------------------------------ ICVP
def _icvp(n, x):
    r = x.r
    s = x.clinic
    vd = x.visit
    if r.random() < 0.6:
        n.f("[Document] {HOSPITAL=h} | %s {MRN=m} | {PATIENT=p} | DOB {DATE=b}\n" % x.mrn_lab, h=s.name, m=x.mrn, p=x.pt.LF(), b=x.D(x.dob, "dmy" if not x.mdy() else "mdy"))
        n.f("Category: Certificates > ICVP | scanned {DATE=d} %02d:%02d by {USERNAME=u}\n\n" % (r.randint(8, 17), r.randint(0, 59)), d=x.D(vd), u=r.choice([x.nurse, x.w.clin(r, x.c, "nurse")]).user)
    n.t("INTERNATIONAL CERTIFICATE OF VACCINATION OR PROPHYLAXIS\n")
    n.t(r.choice(["(file copy)", "(transcribed to clinic record)", "(scanned copy, original handed to traveller)"]) + "\n\n")
    n.f("This is to certify that {PATIENT=p} [name]\n", p=x.pt.fml().upper() if r.random() < 0.5 else x.pt.fml())
    n.f("date of birth {DATE=b}   sex %s   nationality %s\n" % (x.sex_word(), {"UK": "British", "US": "American", "AU": "Australian", "CA": "Canadian", "IE": "Irish"}[x.c]), b=x.D(x.dob, r.choice(["long", "dmy", x.sty])))
    n.f("national identification document, if applicable: passport {IDNUM=pp}\n", pp=G.idnum(r, "passport"))
    n.t("whose signature follows ____________\n")
    n.t("has on the date indicated been vaccinated or received prophylaxis against: YELLOW FEVER\n")
    n.t("in accordance with the International Health Regulations (2005).\n\n")
    n.t("Vaccine: yellow fever (%s 0.5 mL SC), batch %s\n" % (C.brand(r, "YF", x.c), G.batch(r)))
    n.f("Date: {DATE=d}\n", d=x.D(vd, r.choice(["long", "dmon", x.sty])))
    doc = x.doc
    n.f("Signature and professional status of supervising clinician: {DOCTOR=d}, %s\n" % doc.post, d=doc.full())
    n.f("Certificate valid from: {DATE=a}   until: life of person\n", a=x.D(G.add(vd, 10), r.choice(["long", "dmon", x.sty])))
    n.f("Official stamp of the administering centre: {HOSPITAL=h}, ", h=s.name).seq([("CITY", s.addr.city)])
    n.f(" - centre no. {LICENSE=y}\n", y=s.yfc)
    n.f("Certificate serial: {LICENSE=c}\n\n", c=G.icvp_no(r))
    if r.random() < 0.5:
        n.t("Other entries on certificate:\n")
        for k in r.sample(["MEN", "TD", "CHOL", "HAV"], r.randint(1, 2)):
            n.f("  %s - {DATE=d} - " % C.VAC[k][1], d=x.D(G.add(vd, -r.randint(0, 400))))
            n.p("DOCTOR", x.nurse.init()).t(" - %s %s\n" % (C.brand(r, k, x.c), G.batch(r)))
    n.t("Pre-vaccination checklist: no thymus disorder, not immunosuppressed, no egg anaphylaxis, not pregnant/breastfeeding; ")
    n.t("%s\n" % ("age >60 - risk of YEL-AVD/YEL-AND discussed and accepted" if x.age >= 60 else "information leaflet given"))
    if r.random() < 0.55:
        n.f("Recorded in YF register by {USERNAME=u} on {DATE=d}\n", u=x.nurse.user, d=x.D(vd, "dmy" if not x.mdy() else "mdy"))


def _record_card(n, x):
    r = x.r
    s = x.clinic
    n.f("{HOSPITAL=h}\n", h=s.name)
    if s.building and r.random() < 0.7:
        n.f("{LOCATION_OTHER=b}, ", b=s.building)
    n.seq(x.site_addr(s, multi=False)).t("\n")
    n.f("T {PHONE=p}  E {EMAIL=e}\n\n", p=s.phone, e=s.email)
    n.t(r.choice(["TRAVEL VACCINATION RECORD", "Personal Immunisation Record - Travel", "IMMUNIZATION HISTORY - TRAVEL MEDICINE"]) + "\n")
    n.f("Name: {PATIENT=p}\n", p=x.pt.LF() if r.random() < 0.5 else x.pt.full())
    n.f("Date of birth: {DATE=b}    %s: {MRN=m}\n" % x.mrn_lab, b=x.D(x.dob), m=x.mrn)
    if r.random() < 0.5:
        n.f("Passport no.: {IDNUM=pp}\n", pp=G.idnum(r, "passport"))
    n.t("\nDate | Vaccine | Brand | Batch | Dose | Site | Given by | Next due\n")
    rows = []
    d0 = G.add(x.visit, -r.randint(0, 30))
    keys = C.plan(x)
    ks = set(keys) | {r.choice(["HAV", "TD", "TYP"])}
    if "HAVTY" in ks:
        ks -= {"HAV", "TYP"}
    for k in sorted(ks):
        rows.append((d0, k, 1))
        if k in ("RAB", "JE", "HBV", "HAV", "CHOL"):
            gap = {"RAB": 7, "JE": 7, "HBV": 28, "HAV": 180, "CHOL": 14}[k]
            rows.append((G.add(d0, gap), k, 2))
    rows.sort(key=lambda z: (z[0], z[1]))
    sty = r.choice(["dmy", "med", "dmon"]) if not x.mdy() else r.choice(["mdy", "medus"])
    givers = [x.nurse, x.w.clin(r, x.c, "nurse"), x.doc]
    dots = r.random() < 0.5
    for d, k, dose in rows:
        v = C.VAC[k]
        n.f("{DATE=d} | %s | %s | %s | %d | %s | " % (v[1], C.brand(r, k, x.c), G.batch(r), dose, "oral" if v[3] == "PO" else r.choice(C.SITES)), d=G.fdate(d, sty))
        g = r.choice(givers)
        n.p("DOCTOR", g.initials(dots)).t(" | ")
        if k == "HAV" and dose == 1:
            n.t("booster 6-12 months")
        elif k == "TYP":
            n.p("DATE", G.fdate(G.add(d, 365 * 3), r.choice(["y", "mys", "mmyy"])))
        elif k == "TD":
            n.p("DATE", str(d.year + 10))
        elif k == "YF":
            n.t("life (ICVP)")
        elif k == "HBV" and dose == 2:
            n.p("DATE", G.fdate(G.add(d, 150), sty))
        else:
            n.t("-")
        n.t("\n")
    n.t("\nKey: IM intramuscular, SC subcutaneous, ID intradermal, PO oral.\n")
    if r.random() < 0.5:
        n.t("Historic doses (patient-held card): ")
        for i, (nm, d, k) in enumerate(C.prior_vaccs(r, x)):
            n.t(("; " if i else "") + nm + " ").p("DATE", G.fdate(d, r.choice(["y", "my"])))
        n.t("\n")
    n.f("Printed {DATE=d} by {USERNAME=u}\n", d=x.D(rows[-1][0]), u=x.nurse.user) if r.random() < 0.6 else n.f("Verified: {DOCTOR=v}\n", v=x.nurse.full())


def _exemption(n, x):
    r = x.r
    s = x.clinic
    n.f("{HOSPITAL=h}\n", h=s.name).seq(x.site_addr(s, multi=True)).f("\nTel: {PHONE=p}\n\n", p=s.phone)
    n.t("MEDICAL CONTRAINDICATION TO VACCINATION\n(International Health Regulations, Annex 6 - yellow fever exemption)\n\n")
    n.f("Date: {DATE=d}\n\n", d=x.D(x.visit, "long" if not x.mdy() else "longus"))
    reason = r.choice(["current immunosuppressive therapy (methotrexate and prednisolone 20 mg daily)",
                       "history of thymectomy for thymoma", "pregnancy (second trimester)",
                       "HIV infection with CD4 count below 200 cells/mm3", "previous anaphylaxis to egg protein",
                       "age over 60 with no previous yellow fever vaccination and low itinerary risk"])
    n.f("This is to certify that immunisation against yellow fever is medically contraindicated for {PATIENT=p}, ", p=x.pt.fml())
    n.f("date of birth {DATE=b}, passport number {IDNUM=pp}, ", b=x.D(x.dob), pp=G.idnum(r, "passport"))
    n.t("because of %s.\n\n" % reason)
    lg = x.trip.legs[0]
    n.t("This exemption relates to travel to ").seq(x.dest_pieces(lg)).f(" between {DATE=a} and {DATE=b}. ", a=x.D(x.trip.depart), b=x.D(x.trip.ret))
    n.t("The traveller has been advised of the risk of yellow fever and of strict mosquito bite avoidance, and that port health authorities may require additional measures.\n\n")
    n.t("Please attach this letter to the International Certificate of Vaccination or Prophylaxis and carry both with the passport. ")
    n.t("Other vaccines given at this visit: %s.\n\n" % ", ".join(C.VAC[k][1] for k in C.plan(x) if k != "YF"))
    if r.random() < 0.6:
        n.f("Patient contact: {PHONE=p}; %s {MRN=m}\n\n" % x.mrn_lab, p=x.mob, m=x.mrn)
    n.seq(x.clin_sig(x.doc, with_lic=True)).f("\nDesignated Yellow Fever Vaccination Centre no. {LICENSE=y}\n", y=s.yfc)


def _duplicate(n, x):
    r = x.r
    s = x.clinic
    orig = x.w.site(r, x.c, "travel")
    n.f("{HOSPITAL=h} - ICVP replacement note\n\n", h=s.name)
    n.f("{DATE=d}: ", d=x.D(x.visit))
    n.f("%s {PATIENT=l} attended requesting a replacement yellow fever certificate; original lost %s. " % (x.ttl(), r.choice(["with wallet while travelling", "in house move", "at airport"])), l=x.pt.last)
    yd = G.add(x.visit, -r.randint(400, 4000))
    n.f("Our records confirm Stamaril given on {DATE=d} at {HOSPITAL=o} (batch %s, given by " % G.batch(r), d=x.D(yd), o=orig.name)
    n.p("DOCTOR", x.w.clin(r, x.c, "nurse").init()).t(").\n")
    n.f("Identity checked against passport {IDNUM=pp} and {MRN=m}; DOB {DATE=b}; address confirmed as ", pp=G.idnum(r, "passport"), m=x.mrn, b=x.D(x.dob))
    n.seq(x.addr.pieces(r)).t(".\n")
    if r.random() < 0.6:
        n.f("Travelling to {COUNTRY=c} on {DATE=d} - certificate needed for entry.\n", c=x.trip.legs[0].country, d=x.Ds(x.trip.depart))
    n.f("Duplicate ICVP issued, serial {LICENSE=c}, annotated 'duplicate - original vaccination {DATE=d2}', ", c=G.icvp_no(r), d2=x.D(yd, "long" if not x.mdy() else "longus"))
    n.f("stamped with centre no. {LICENSE=y}.\n", y=s.yfc)
    n.t("Fee %s%d. Advised to photograph certificate and store separately.\n" % (x.cur, r.choice([15, 20, 25, 30])))
    if r.random() < 0.5:
        n.f("Scan of duplicate e-mailed to {EMAIL=e} at patient request.\n", e=x.email)
    n.t("\n").seq(x.clin_ref(x.nurse, 0)).t("\n")
    if r.random() < 0.5:
        n.f("user: {USERNAME=u}\n", u=x.nurse.user)


def _register(n, x):
    r = x.r
    n.t("\n-- Centre register / cold chain --\n")
    n.f("Register entry {DATE=d}: administered by ", d=x.D(x.visit, "dmy" if not x.mdy() else "mdy"))
    n.seq(x.clin_ref(x.nurse, 3)).t(", checked by ").seq(x.clin_ref(x.doc, 0)).t(".\n")
    n.t("Vaccine fridge (%s) min/max %.1f/%.1f C, logger %s within range; reconstituted vaccine used within 1 h.\n" % (
        r.choice(["ColdLine VX-220", "Lec PE207", "ThermoSafe 150L"]), r.uniform(2.2, 4.0), r.uniform(5.5, 7.9), r.choice(["Sentry T4", "LogTag TRIX-8"])))
    n.t("Post-vaccine observation %d min, no immediate reaction. Patient informed of rare serious reactions and when to seek care.\n" % r.choice([15, 15, 20, 30]))
    if r.random() < 0.5:
        n.f("Centre audit ref {IDNUM=a}; annual YF training: ", a="AUD-" + G.digits(r, 5)).seq(x.clin_ref(x.nurse, 4)).f(" completed {DATE=t}.\n", t=G.fdate(G.add(x.visit, -r.randint(30, 360)), r.choice(["my", "mys", "mmyy"])))


def icvp(n, x):
    k = x.r.randint(0, 5)
    [_icvp, _icvp, _record_card, _record_card, _exemption, _duplicate][k](n, x)
    if k in (0, 1) or (k in (2, 3) and x.r.random() < 0.4):
        _register(n, x)
