"""Genres: travel clinic letter to GP; corporate/NGO fitness-to-travel letter."""
import pools as P
import gen as G
import clin as C
from ctx import dur_words


def _letterhead(n, x, s, url=True):
    r = x.r
    n.f("{HOSPITAL=h}\n", h=s.name)
    if s.building and r.random() < 0.6:
        n.f("{LOCATION_OTHER=b}\n", b=s.building)
    n.seq(x.site_addr(s, multi=r.random() < 0.6)).t("\n")
    n.f("Tel: {PHONE=p}", p=s.phone)
    if r.random() < 0.6:
        n.f("   Fax: {FAX=f}", f=s.fax)
    n.t("\n")
    if r.random() < 0.6:
        n.f("{EMAIL=e}", e=s.email)
        if url and r.random() < 0.5:
            n.f("   {URL=u}", u=s.url)
        n.t("\n")
    n.t("\n")


def _re_line(n, x):
    r = x.r
    n.f("Re: %s {PATIENT=p}, DOB {DATE=b}" % x.ttl(), p=x.pt.fml(), b=x.D(x.dob))
    if r.random() < 0.7:
        n.t("\n    ").seq(x.addr.pieces(r))
    n.f("\n    %s {MRN=m}\n\n" % x.mrn_lab, m=x.mrn)


def _yours(n, x, p):
    r = x.r
    n.t(r.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Sincerely,"]) + "\n\n\n")
    n.seq(x.clin_sig(p, with_lic=r.random() < 0.7)).t("\n")


def gp_letter(n, x):
    r = x.r
    s = x.clinic
    t = x.trip
    post = r.random() < 0.3
    _letterhead(n, x, s)
    n.f("{DATE=d}\n\n", d=x.D(G.add(x.visit, r.randint(0, 3)), r.choice(["long", "longus" if x.mdy() else "long", x.sty])))
    if r.random() < 0.3:
        n.t("PRIVATE AND CONFIDENTIAL\n")
    gp = x.gp
    n.seq([(None, x.dr + " "), ("DOCTOR", gp.full())]).t("\n").f("{HOSPITAL=g}\n", g=x.gp_site.name)
    n.seq(x.site_addr(x.gp_site, multi=True)).t("\n")
    if r.random() < 0.3:
        n.f("By fax: {FAX=f}\n", f=x.gp_site.fax)
    n.t("\n")
    n.f("Dear %s {DOCTOR=l}%s\n\n" % (x.dr, ":" if x.mdy() else ","), l=gp.last)
    _re_line(n, x)
    if r.random() < 0.5:
        n.t("Summary\n  Travel: ").seq(x.dest_list()).f(", {DATE=a} - {DATE=b}\n", a=x.Ds(t.depart), b=x.Ds(t.ret))
        n.t("  Clinic visit: %s\n  Action for GP: %s\n\n" % ("post-travel review" if post else "pre-travel consultation",
            r.choice(["please complete vaccine course (see below)", "none - for information", "please repeat bloods in 2 weeks", "please update immunisation record"])))
    nm = [(None, x.ttl() + " "), ("PATIENT", x.pt.last)] if x.age >= 18 else [("PATIENT", x.pt.first)]
    if not post:
        n.t("I saw ").seq(nm).f(" in the travel clinic on {DATE=d} ahead of %s trip to " % x.his(), d=x.D(x.visit, "long" if not x.mdy() else "longus"))
        n.seq(x.dest_list()).f(" (%s), departing {DATE=d}. " % dur_words(t.days), d=x.Ds(t.depart))
        if x.age < 18:
            par = x.family()
            n.f("%s attended with %s {FAMILY=m}. " % (x.he(True), r.choice(["her mother", "his mother", "their father", "a parent"])), m=par.full())
        elif x.prof and t.purpose in ("business", "humanitarian deployment", "research fieldwork", "volunteering"):
            n.f("%s is travelling as a {PROFESSION=p} with {ORGANIZATION=o}. " % x.he(True), p=x.prof, o=x.employer)
        pm = r.choice(P.PMH)
        n.t("%s relevant history is %s (%s).\n\n" % (x.his(True), pm[0], pm[1]))
        if "pump" in pm[1] or "CPAP" in pm[1] or pm[0] == "atrial fibrillation" and r.random() < 0.5:
            dk = "pump" if "pump" in pm[1] else ("cpap" if "CPAP" in pm[1] else "pm")
            n.f("We have provided a device letter for airport security (%s serial {DEVICE=sn}).\n\n" % {"pump": "insulin pump", "cpap": "CPAP", "pm": "pacemaker"}[dk], sn=G.device_sn(r, dk))
        keys = C.plan(x, pm)
        n.t("We administered the following today:\n")
        for k in keys[:r.randint(2, 4)]:
            n.t("  - %s (%s), %s %s\n" % (C.VAC[k][1], C.brand(r, k, x.c), C.VAC[k][4], r.choice(C.SITES)))
        if t.risk("mal"):
            reg = C.mal_regimen(x, pmh=pm)
            n.t("\nMalaria prophylaxis: %s was prescribed privately (%d tablets). " % (reg["drug"], reg["qty"]))
            if "warfarin" in pm[1] or "apixaban" in pm[1]:
                n.t("Please check INR/anticoagulation interactions. ")
            n.t("\n")
        if "azathioprine" in pm[1] or "methotrexate" in pm[1] or "adalimumab" in pm[1]:
            n.t("\nAs %s is immunosuppressed, live vaccines (yellow fever, oral typhoid) were not given and a yellow fever exemption letter has been issued.\n" % x.he())
        n.t("\nOutstanding: ")
        rest = [k for k in keys if k in ("HBV", "RAB", "JE", "HAV")]
        if rest:
            k = rest[0]
            n.f("I would be grateful if your practice nurse could give the %s %s on or after {DATE=d}" % (
                C.VAC[k][1], "booster" if k == "HAV" else "next dose"), d=x.D(G.add(x.visit, {"HBV": 28, "RAB": 7, "JE": 7, "HAV": 180}[k])))
            n.t(r.choice([", as %s will be away from the area." % x.he(), ".", " - supplied in the patient's cool bag."]) + "\n")
        else:
            n.t("none; the course is complete.\n")
    else:
        ret = G.add(x.visit, -r.randint(5, 40))
        dx = r.choice(["falciparum", "dengue", "enteric", "schisto", "rickettsia", "viral"])
        n.t("I reviewed ").seq(nm).f(" in the returning traveller clinic on {DATE=d}. ", d=x.D(x.visit))
        n.t("%s had returned from " % x.he(True)).seq(x.dest_list()).f(" on {DATE=d} ", d=x.Ds(ret))
        n.t("and developed %s.\n\nDiagnosis: %s\n\nManagement: %s\n\n" % (r.choice(["fever and headache", "fever with rash", "eosinophilia on routine bloods", "diarrhoea and fever"]), C.DX_TEXT[dx], C.DX_TX[dx]))
        if r.random() < 0.6:
            n.f("%s was admitted to {HOSPITAL=w} from {DATE=a} to {DATE=b}. " % x.he(True), w=r.choice(P.WARDS) + " Ward", a=x.Ds(G.add(x.visit, -r.randint(5, 9))), b=x.Ds(G.add(x.visit, -r.randint(1, 4))))
        n.t("Please repeat FBC and LFTs in 2 weeks. ")
        n.f("We will see %s again on {DATE=d}.\n" % x.him(), d=x.D(G.add(x.visit, r.choice([14, 28, 42]))))
    if r.random() < 0.25:
        n.f("\n%s can be contacted on {PHONE=m} if needed.\n" % x.he(True), m=x.mob)
    n.t("\n")
    sig = x.doc if r.random() < 0.8 else x.nurse
    _yours(n, x, sig)
    n.t("\n")
    if r.random() < 0.6:
        n.f("cc: {PATIENT=p}, ", p=x.pt.full()).seq(x.addr.pieces(r)).t("\n")
    if r.random() < 0.5:
        n.t("This letter contains confidential patient information. If received in error please notify the sender and destroy it.\n")
    if r.random() < 0.6:
        typ = G.Person(r)
        n.f("{DOCTOR=a}/{DOCTOR=b}", a=sig.initials(False), b=typ.initials(False).lower())
        n.f("   D: {DATE=d}  T: {DATE=e}\n", d=x.D(x.visit, "dmy" if not x.mdy() else "mdy"), e=x.D(G.add(x.visit, r.randint(0, 3)), "dmy" if not x.mdy() else "mdy"))


# ------------------------------------------------------------------ fitness to travel
DEVICES = [("pm", "a dual-chamber permanent pacemaker (Medtronic Azure XT DR)", "pacemaker serial no."),
           ("pump", "an insulin pump (Omnipod 5) with a Dexcom G7 sensor", "pump serial"),
           ("cgm", "a continuous glucose monitor (FreeStyle Libre 3)", "sensor serial"),
           ("cpap", "a CPAP machine (ResMed AirMini) for obstructive sleep apnoea", "device serial"),
           ("poc", "a portable oxygen concentrator (Inogen One G5), 2 L/min pulse dose", "POC serial"),
           ("pm", "an implantable cardioverter-defibrillator (Boston Scientific Dynagen)", "ICD serial")]


def fitness_letter(n, x):
    r = x.r
    t = x.trip
    occ = r.random() < 0.5
    s = x.clinic if not occ else x.w.site(r, x.c, "hosp")
    if occ:
        n.f("Occupational Health Service, {HOSPITAL=h}\n", h=s.name)
        n.seq(x.site_addr(s, multi=False)).f("\nTel {PHONE=p}  |  {EMAIL=e}\n\n", p=s.phone, e=s.email)
    else:
        _letterhead(n, x, s)
    n.f("Date: {DATE=d}\n\n", d=x.D(x.visit, r.choice(["long", x.sty]) if not x.mdy() else r.choice(["longus", x.sty])))
    n.t(r.choice(["CONFIDENTIAL - MEDICAL IN CONFIDENCE", "Fitness to Travel Certificate", "PRE-DEPLOYMENT MEDICAL CLEARANCE",
                  "TO WHOM IT MAY CONCERN"]) + "\n\n")
    org = x.employer
    hr = G.Person(r)
    if r.random() < 0.6:
        n.f("To: %s {FAMILY=h}, %s, {ORGANIZATION=o}\n" % (x.ttl(hr), r.choice(["HR Business Partner", "Deployment Manager", "Head of People", "Security & Travel Manager"])), h=hr.full(), o=org)
    n.f("Employee: {PATIENT=p}    DOB: {DATE=b}\n", p=x.pt.full(), b=x.D(x.dob))
    n.f("Staff no.: {IDNUM=e}    Role: {PROFESSION=pr}\n", e=G.idnum(r, "emp"), pr=x.prof or "consultant")
    if x.c in ("US", "CA", "IE") and r.random() < 0.6:
        n.f("%s: {SSN=s}\n" % x.ssn_lab, s=x.ssn)
    lg = t.legs[0]
    n.t("Assignment: ").seq(x.dest_pieces(lg)).f(", {DATE=a} to {DATE=b}\n", a=x.D(t.depart), b=x.D(t.ret))
    outcome = r.choice(["FIT", "FIT", "FIT WITH ADJUSTMENTS", "FIT WITH ADJUSTMENTS", "TEMPORARILY UNFIT"])
    n.t("Outcome: %s\n\n" % outcome)
    n.t("Dear %s,\n\n" % ("Sir or Madam" if r.random() < 0.4 else "colleague"))
    titled = r.random() < 0.5
    n.f("I confirm that %s{PATIENT=p} attended for a %s assessment on {DATE=d}" % (x.ttl() + " " if titled else "", r.choice(["pre-deployment", "pre-travel", "fitness-to-travel", "overseas assignment"])),
        p=x.pt.last if titled else x.pt.full(), d=x.Ds(G.add(x.visit, -r.randint(0, 6))))
    n.t(r.choice([", including review of %s medical history, blood pressure, BMI and vaccination status. " % x.his(),
                  ". Records reviewed with consent. ", " at the request of ", ". "]))
    if n.buf[-1].endswith("request of "):
        n.f("{ORGANIZATION=o}. ", o=org)
    if outcome == "FIT":
        n.t("There is no medical reason why %s should not undertake this assignment. " % x.he())
    elif outcome == "TEMPORARILY UNFIT":
        n.t("%s is temporarily unfit for deployment pending %s. Review in %d weeks. " % (x.he(True), r.choice(["stabilisation of blood pressure", "dental treatment", "completion of hepatitis B course and anti-HBs check", "cardiology review"]), r.randint(2, 8)))
    else:
        n.t("%s is fit to travel with the adjustments below.\n" % x.he(True))
        n.t("Adjustments:\n")
        for a in r.sample(["access to refrigeration for insulin", "no lone working in remote field sites", "accommodation with air conditioning",
                           "rest day after long-haul flight", "avoid postings above 2500 m", "ensure 90-day supply of regular medication",
                           "satellite phone access for medical contact"], 2):
            n.t("  - %s\n" % a)
    n.t("\n")
    if r.random() < 0.45:
        dk, desc, lab = r.choice(DEVICES)
        n.f("%s uses %s; %s {DEVICE=sn}. " % (x.he(True), desc, lab), sn=G.device_sn(r, dk))
        n.t(r.choice(["Please permit hand search rather than walk-through scanner.", "The device is FAA/CASA approved for in-flight use; battery life 8 h.",
                      "Spare supplies will be carried in hand luggage.", "It must not pass through X-ray screening."]) + "\n\n")
    if r.random() < 0.35:
        n.f("%s is cleared to drive the project vehicle (registration {VEHICLE=v}" % x.he(True), v=G.plate(r, x.c) if r.random() < 0.5 else r.choice(["KDA 4", "T 9", "UBJ 7", "LND "]) + G.digits(r, 3) + G.letters(r, 1))
        if r.random() < 0.5:
            n.f(", VIN {VEHICLE=vin}", vin=G.vin(r))
        n.t("); vision and hearing meet %s standards.\n\n" % r.choice(["Group 1", "Group 2", "commercial"]))
    n.t("Vaccinations: %s up to date.%s\n" % (", ".join(C.VAC[k][1] for k in C.plan(x)[:4]),
                                            " Yellow fever certificate seen." if t.risk("yf") else ""))
    if t.risk("mal"):
        n.t("Malaria prophylaxis supplied for the full assignment.\n")
    if r.random() < 0.5:
        ins = r.choice(P.ORGS_INSURER)
        n.f("Medical evacuation cover: {ORGANIZATION=i}, policy {HEALTHPLAN=h}, 24 h assistance {PHONE=a}.\n", i=ins, h=G.travel_policy(r), a=G.phone(r, x.c))
    if r.random() < 0.5:
        nok = x.family()
        n.f("Next of kin: {FAMILY=k} (%s), {PHONE=kp}.\n" % r.choice(["spouse", "mother", "partner", "brother", "father"]), k=nok.full(), kp=G.phone(r, x.c, "mob"))
    n.t("\nNo clinical details have been disclosed beyond those needed for the employer to make adjustments; the employee has consented to this letter.\n\n")
    _yours(n, x, x.doc)
