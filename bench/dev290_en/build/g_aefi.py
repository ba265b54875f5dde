"""Genres: adverse event following immunisation report; post-assignment health screen."""
import pools as P
import gen as G
import clin as C

EVENTS = [
    ("vasovagal syncope", ["HAV", "TYP", "RAB", "HBV"], 0,
     "Felt faint ~2 min after injection, brief loss of consciousness (<30 s) while seated, pale and clammy, no seizure activity. Laid flat with legs raised; recovered fully within 10 min. BP 92/58 -> 118/74.",
     "recovered"),
    ("anaphylaxis", ["YF", "JE", "RAB", "MEN", "TD"], 0,
     "Onset 8 min post vaccination: generalised urticaria, lip swelling, wheeze, BP 78/40. Adrenaline 0.5 mg IM (1 mg/mL) L thigh at %s, repeated after 5 min. High-flow O2, IV access, 1 L 0.9% saline. Brighton Collaboration level 1.",
     "recovered after hospital observation"),
    ("extensive limb swelling", ["TD", "TYP", "HAVTY"], 1,
     "Swelling and erythema from shoulder to elbow (>10 cm), warm, mildly tender, onset ~36 h post dose. Afebrile, no lymphangitis. Managed with antihistamine and cold compresses.",
     "resolving"),
    ("fever and myalgia", ["YF", "CHIK", "DENG"], 4,
     "Fever 38.6C, headache, myalgia and malaise from day 4 post vaccination for 72 h. No jaundice or neurological signs. LFTs normal. Viscerotropic disease (YEL-AVD) considered and excluded.",
     "recovered"),
    ("suspected YEL-AVD", ["YF"], 3,
     "Admitted day 5 post vaccine with fever, jaundice, thrombocytopenia (plt 42), ALT 1840, creatinine 210. ICU admission. YF vaccine-strain RNA detected in serum (reference lab).",
     "not yet recovered"),
    ("Bell's palsy", ["RAB", "JE", "MEN"], 9,
     "Unilateral lower motor neurone facial weakness (House-Brackmann III) day 9 post vaccine. No rash, no ear vesicles (Ramsay Hunt excluded). Prednisolone 50 mg x10 days.",
     "improving"),
    ("shoulder injury (SIRVA)", ["HAV", "TD", "HBV"], 1,
     "Pain and reduced abduction R shoulder from 24 h post injection, given high in deltoid. USS: subacromial bursitis. Physiotherapy referral.",
     "not yet recovered"),
    ("urticarial rash", ["CHOL", "TYP", "RAB"], 2,
     "Widespread urticarial rash day 2-3 post dose 2, no mucosal involvement, no respiratory symptoms. Cetirizine 10 mg OD. Serum-sickness-like reaction considered.",
     "recovered"),
]


def _event_pick(r):
    return r.choice(EVENTS)


def _form(n, x):
    r = x.r
    s = x.clinic
    ev = _event_pick(r)
    key = r.choice(ev[1])
    vd = x.visit
    od = G.add(vd, ev[2])
    body = {"UK": "MHRA Yellow Card", "US": "VAERS", "AU": "state AEFI surveillance (TGA copy)", "CA": "provincial AEFI report (PHAC CAEFISS)",
            "IE": "HPRA adverse reaction report"}[x.c]
    n.t("ADVERSE EVENT FOLLOWING IMMUNISATION (AEFI) REPORT\n")
    n.t("Reported to: %s    Local case no.: " % body).p("IDNUM", G.idnum(r, "case"))
    if r.random() < 0.6:
        n.t("    External ref: ").p("IDNUM", {"UK": "GB-MHRA-ADR", "US": "", "AU": "AEFI-", "CA": "CAEFISS-", "IE": "IE-HPRA-"}[x.c] + G.digits(r, 8 if x.c != "US" else 6) + ("-1" if x.c == "US" else ""))
    n.t("\n\nSECTION 1 - PATIENT\n")
    if r.random() < 0.4:
        n.f("Initials: {PATIENT=i}    ", i=x.pt.initials(r.random() < 0.5))
    else:
        n.f("Name: {PATIENT=p}    ", p=x.pt.full())
    n.f("DOB: {DATE=b}    Age: ", b=x.D(x.dob)).seq([("AGE", str(x.age))]).t("    Sex: %s\n" % x.pt.sex)
    if r.random() < 0.6:
        n.t("Address: ").seq(x.addr.pieces(r)).f("\nPhone: {PHONE=p}\n", p=x.tel)
    n.f("%s: {MRN=m}" % x.mrn_lab, m=x.mrn)
    if r.random() < 0.5:
        n.f("    %s: {HEALTHPLAN=h}" % x.hp_lab, h=x.hp)
    n.t("\nPregnant: %s    Weight: %d kg\n" % ("no" if x.pt.sex == "F" else "N/A", r.randint(45, 110)))
    pm = r.choice(P.PMH)
    n.t("Relevant history: %s; allergies: %s\n\n" % (pm[0], r.choice(P.ALLERGIES)))
    n.t("SECTION 2 - VACCINE(S)\n")
    n.t("Vaccine | Brand | Batch/lot | Dose no. | Route/site | Date/time given\n")
    keys = [key] + [k for k in r.sample(["HAV", "TYP", "TD", "MEN", "HBV"], r.randint(0, 2)) if k != key]
    hh, mm = r.randint(9, 16), r.randint(0, 50)
    for j, k in enumerate(keys):
        v = C.VAC[k]
        n.t("%s | %s | %s | %d | %s %s | " % (v[1], C.brand(r, k, x.c), G.batch(r), r.randint(1, 2), v[3], "oral" if v[3] == "PO" else r.choice(C.SITES)))
        n.f("{DATE=d} %02d:%02d\n" % (hh, mm + j * 2), d=x.D(vd, x.sty if x.c == "CA" else ("dmy" if not x.mdy() else "mdy")))
    n.f("Administered at: {HOSPITAL=h}, ", h=s.name).seq(x.site_addr(s, multi=False)).t("\n")
    n.t("Reason: travel to ").seq(x.dest_list()).t("\n\n")
    n.t("SECTION 3 - ADVERSE EVENT\n")
    n.f("Event: %s    Onset: {DATE=o} " % ev[0], o=x.D(od))
    n.t("(%s post vaccination)\n" % ("%d min" % r.randint(2, 15) if ev[2] == 0 else ("%d day" if ev[2] == 1 else "%d days") % ev[2]))
    desc = ev[3].replace("%s", "%02d:%02d" % (r.randint(9, 17), r.randint(0, 59)))
    n.t("Description: %s\n" % desc)
    if ev[0] in ("anaphylaxis", "suspected YEL-AVD") or r.random() < 0.3:
        hosp = x.hosp
        n.f("Hospital attendance: {HOSPITAL=h}", h=hosp.name)
        n.f(", admitted {DATE=a}", a=x.Ds(od)) if r.random() < 0.6 else None
        n.t(". %s\n" % r.choice(["Ambulance called.", "Discharged after 6 h observation.", "Tryptase taken at 1 h and 4 h.", ""]))
    n.t("Seriousness: %s\n" % ("serious - hospitalisation" if ev[0] in ("anaphylaxis", "suspected YEL-AVD") else r.choice(["non-serious", "non-serious", "serious - medically significant"])))
    n.f("Outcome: %s as of {DATE=d}\n\n" % ev[4], d=x.D(G.add(od, r.randint(2, 21))))
    n.t("SECTION 4 - REPORTER\n")
    rep = r.choice([x.nurse, x.doc])
    n.t("Name: ").seq(x.clin_ref(rep, 4 if rep.role == "doc" else 1)).t("\n")
    n.f("Tel: {PHONE=p}    E-mail: {EMAIL=e}\n", p=G.with_ext(r, s.phone) if r.random() < 0.4 else s.phone, e=G.email(r, rep.first, rep.last))
    if r.random() < 0.5:
        n.f("%s {LICENSE=l}\n" % rep.lic_name, l=rep.lic)
    n.f("Date of report: {DATE=d}\n", d=x.D(G.add(od, r.randint(0, 3))))
    if r.random() < 0.4:
        n.f("Submitted online by {USERNAME=u} from {IPADDR=i}\n", u=rep.user, i=G.ip(r))
    n.t("\nSECTION 5 - ASSESSMENT\n")
    n.t("Causality (WHO AEFI): %s. Brighton Collaboration level %d. Programmatic error: %s.\n" % (
        r.choice(["consistent causal association", "indeterminate", "consistent (vaccine product-related)", "coincidental - unlikely"]),
        r.randint(1, 3), r.choice(["none identified", "no - correct site, dose and storage", "possible - injection given high in deltoid"])))
    n.t("Cold chain for batch checked: no excursions. Other recipients of batch: no similar reports.\n")
    if r.random() < 0.6:
        co = G.Clin(r, x.c, "nurse")
        n.f("Reviewed by immunisation coordinator {DOCTOR=c} on {DATE=d}.\n", c=co.full(), d=x.Ds(G.add(od, r.randint(2, 10))))
    if r.random() < 0.5:
        n.t("Advice for future doses: %s\n" % r.choice(["do not give further doses of this vaccine; allergy referral", "may continue course under observation (30 min)",
                                                        "lie down for future vaccinations", "specialist immunisation clinic review before YF revaccination"]))


def _clinic_incident(n, x):
    r = x.r
    s = x.clinic
    ev = r.choice([e for e in EVENTS if e[2] == 0])
    key = r.choice(ev[1])
    n.f("{HOSPITAL=h} - CLINICAL INCIDENT / AEFI NOTE\n", h=s.name)
    n.f("Date: {DATE=d}    Location: ", d=x.D(x.visit, "wd" if not x.mdy() else "wdus"))
    n.t(r.choice(["treatment room ", "vaccination room ", "consult room "])).p("LOCATION_OTHER", str(r.randint(1, 8)))
    if s.building:
        n.f(", {LOCATION_OTHER=b}", b=s.building)
    n.t("\n")
    n.f("Patient: {PATIENT=p}, ", p=x.pt.full()).seq(x.age_pieces()).f(", %s {MRN=m}\n\n" % x.mrn_lab, m=x.mrn)
    t0 = r.randint(9, 16)
    m0 = r.randint(0, 40)
    n.t("%02d:%02d  %s (%s, batch %s) given %s by " % (t0, m0, C.VAC[key][1], C.brand(r, key, x.c), G.batch(r), r.choice(C.SITES)))
    n.seq(x.clin_ref(x.nurse, 1)).t(".\n")
    if ev[0] == "anaphylaxis":
        n.t("%02d:%02d  Patient reported itchy throat, flushed, urticaria on neck and chest.\n" % (t0, m0 + 6))
        n.t("%02d:%02d  Stridor/wheeze, BP 84/50, HR 128. Anaphylaxis kit opened. Adrenaline 0.5 mL of 1 mg/mL IM anterolateral thigh.\n" % (t0, m0 + 8))
        n.t("%02d:%02d  Ambulance called (%s). Second adrenaline dose. O2 15 L via NRB.\n" % (t0, m0 + 13, {"UK": "999", "IE": "112", "US": "911", "CA": "911", "AU": "000"}[x.c]))
        n.f("%02d:%02d  Paramedics arrived; transferred to {HOSPITAL=h} ED.\n" % (t0, m0 + 19), h=x.hosp.name)
    else:
        n.t("%02d:%02d  Became pale and sweaty, brief LOC (~15 s), no injury. Laid supine, legs elevated.\n" % (t0, m0 + 2))
        n.t("%02d:%02d  Fully alert. BP 104/66, HR 58, BM 5.4. Water and biscuit given.\n" % (t0, m0 + 12))
        n.t("%02d:%02d  Observed 30 min, discharged home with %s.\n" % (t0 + 1, m0, r.choice(["partner driving", "a friend", "advice not to drive today"])))
        if r.random() < 0.5:
            f = x.family()
            n.f("       Collected by %s {FAMILY=f}, {PHONE=p}.\n" % r.choice(["husband", "wife", "mother", "partner", "son"]), f=f.full(), p=G.phone(r, x.c, "mob"))
    n.t("\nReported via %s; incident ref " % {"UK": "Yellow Card and local risk system", "US": "VAERS and incident system", "AU": "state AEFI line",
                                               "CA": "public health AEFI form", "IE": "HPRA online form"}[x.c])
    n.p("IDNUM", G.idnum(r, "case")).t(".\n")
    n.t("Debrief held; anaphylaxis kit restocked and adrenaline expiry checked.\n\n")
    n.seq(x.clin_sig(x.doc if r.random() < 0.5 else x.nurse, with_lic=r.random() < 0.5, multi=True)).t("\n")
    if r.random() < 0.5:
        n.f("Witness: {DOCTOR=w}, HCA\n", w=G.Person(r).full())


def aefi(n, x):
    [_form, _form, _clinic_incident][x.r.randint(0, 2)](n, x)


# ------------------------------------------------------------------ post-assignment screen
def post_screen(n, x):
    r = x.r
    h = x.w.site(r, x.c, "hosp") if r.random() < 0.5 else x.clinic
    org = r.choice(P.ORGS_NGO) if r.random() < 0.6 else x.employer
    t = x.trip
    months = r.choice([3, 4, 6, 6, 9, 12, 18, 24])
    ret = G.add(x.visit, -r.randint(10, 60))
    dep = G.add(ret, -months * 30)
    lg = t.legs[0]
    n.t(r.choice(["POST-ASSIGNMENT HEALTH SCREEN", "Returned Worker Medical - Occupational Health", "POST-DEPLOYMENT SCREENING",
                  "Return-from-Field Health Assessment"]) + "\n")
    n.f("{HOSPITAL=h}", h=h.name)
    n.f(" | referral from {ORGANIZATION=o}\n\n", o=org)
    n.f("Name: {PATIENT=p}    DOB: {DATE=b}    Staff ID: {IDNUM=s}\n", p=x.pt.full(), b=x.D(x.dob), s=G.idnum(r, "emp"))
    if r.random() < 0.4:
        n.f("Identity confirmed via staff biometric card, template {BIOID=b}\n", b=G.bioid(r))
    if x.c in ("US", "CA", "IE") and r.random() < 0.45:
        n.f("%s (payroll/insurance): {SSN=s}\n" % x.ssn_lab, s=x.ssn)
    n.f("Role: {PROFESSION=pr}    ", pr=x.prof if x.prof else "programme manager")
    mgr = G.Person(r)
    n.f("Line manager: {FAMILY=m}\n", m=mgr.full())
    n.t("Posting: ").seq(x.dest_pieces(lg, r.choice([0, 1])))
    n.f(", {DATE=a} to {DATE=b} (%d months)" % months, a=G.fdate(dep, r.choice(["my", "mys", x.sty])), b=x.D(ret))
    if r.random() < 0.5:
        n.f("; based at {LOCATION_OTHER=c}", c=r.choice(["Lakeview Mission Compound", "Baobab Transit Camp", "the field office compound", "Kasembwe field hospital compound"]).replace("the field office compound", "Sunbird Eco Lodge"))
    n.t("\nSeen: ").f("{DATE=d} by ", d=x.D(x.visit)).seq(x.clin_ref(x.doc, r.choice([0, 2]))).t("\n\n")
    n.t("HISTORY DURING ASSIGNMENT\n")
    if lg.prof.get("mal") and r.random() < 0.6:
        n.f("- Malaria: treated episode {DATE=d} at {HOSPITAL=c} (RDT positive, artemether-lumefantrine). Prophylaxis: %s.\n" % r.choice(["doxycycline, good adherence", "atovaquone-proguanil, stopped after 4 months", "none after month 2"]),
            d=G.fdate(G.add(dep, r.randint(20, months * 30 - 5)), r.choice(["my", "dm", x.sty])), c=r.choice(P.ABROAD_CLINICS))
    if r.random() < 0.5:
        n.f("- Freshwater: swam at {LOCATION_OTHER=l} several times.\n", l=P.fresh_water(r, lg.country))
    if r.random() < 0.4:
        n.t("- TB: close contact with smear-positive colleague; no cough, weight stable.\n")
    if r.random() < 0.35:
        n.f("- Needlestick injury {DATE=d}; source HIV status unknown, PEP (Truvada + raltegravir) x28 days completed.\n", d=G.fdate(G.add(dep, r.randint(10, 100)), r.choice(["dm", "my", x.sty])))
    if r.random() < 0.3:
        n.t("- Road traffic collision (passenger")
        if r.random() < 0.7:
            n.f(" in project vehicle {VEHICLE=v}", v=r.choice(["KDA ", "UBK ", "T ", "LND ", "CD-"]) + G.digits(r, 3) + G.letters(r, 1))
        n.t("), minor whiplash, no admission.\n")
    if r.random() < 0.3:
        n.t("- Dog bite - full rabies PEP received locally (records seen).\n")
    n.t("- GI: %s\n" % r.choice(["intermittent loose stools for 3 weeks", "nil", "two episodes of dysentery, treated with azithromycin", "bloating since return"]))
    n.t("- Skin: %s\n" % r.choice(["nil", "itchy serpiginous rash on foot (?cutaneous larva migrans)", "healed tropical ulcers", "fungal rash groin"]))
    n.t("\nPSYCHOLOGICAL WELLBEING\n")
    n.t("PHQ-9 %d, GAD-7 %d, PCL-5 %d. %s\n" % (r.randint(0, 16), r.randint(0, 14), r.randint(4, 40), r.choice(
        ["Sleeping poorly since security incident.", "Reports good support at home.", "Some irritability; cumulative stress.", "No concerns."])))
    if r.random() < 0.6:
        psy = G.Clin(r, x.c, "doc")
        n.f("Debrief booked with psychologist {DOCTOR=p} on {DATE=d}.\n", p=psy.full(), d=x.Ds(G.add(x.visit, r.randint(3, 20))))
    n.t("\nEXAMINATION\n%s, BMI %.1f, weight change %+.1f kg. %s\n" % (C.vitals(r, False)[0], r.uniform(19, 33), r.uniform(-9, 4), r.choice(
        ["No hepatosplenomegaly.", "Mild hepatomegaly 1 cm.", "Skin: resolving CLM tract L heel.", "Dental caries noted - dentist advised."])))
    n.t("\nINVESTIGATIONS REQUESTED\n")
    n.t("FBC with eosinophil count, LFTs, HIV Ag/Ab (4th gen), HBsAg/anti-HBc, HCV Ab, syphilis, Schistosoma and Strongyloides serology, QuantiFERON-TB Gold Plus, stool OCP x3.\n")
    n.f("Lab request no. {IDNUM=l}\n", l=G.idnum(r, "lab"))
    n.t("\nPLAN\n")
    n.t("- Repeat schistosoma serology 12 weeks after last freshwater exposure.\n")
    n.t("- %s\n" % r.choice(["Fit to return to home-based duties.", "Fit for redeployment subject to results.", "Phased return over 2 weeks.",
                             "Not fit for redeployment until psychology review."]))
    n.f("- Results to be e-mailed to {EMAIL=e} and copied to GP.\n", e=x.email) if r.random() < 0.5 else n.t("- Results letter to GP.\n")
    n.t("\n").seq(x.clin_sig(x.doc, with_lic=r.random() < 0.6))
    n.t("\n")
