"""Genres: malaria prophylaxis prescription; rabies post-exposure course record."""
import pools as P
import gen as G
import clin as C
from ctx import dur_words


def _num_words(q):
    w = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if q < 20:
        return w[q]
    if q < 100:
        return tens[q // 10] + ("-" + w[q % 10] if q % 10 else "")
    return str(q)


def _dates_line(n, x, reg):
    r = x.r
    t = x.trip
    mal = [lg for lg in t.legs if lg.prof.get("mal")] or t.legs
    start = G.add(mal[0].start, -reg["before"])
    stop = G.add(mal[-1].end, reg["after"])
    n.f("Start: {DATE=a}   Last dose: {DATE=b}", a=x.D(start, r.choice([x.sty, "wd" if not x.mdy() else "wdus"])), b=x.D(stop))
    n.t(" (in malarious area %d days)\n" % sum((lg.end - lg.start).days for lg in mal))


def _uk_private(n, x):
    r = x.r
    s = x.clinic
    doc = x.doc
    reg = C.mal_regimen(x)
    x.last_reg = reg
    n.t(r.choice(["PRIVATE PRESCRIPTION", "Private Prescription - not NHS", "PRESCRIPTION (private)"]) + "\n")
    n.f("{HOSPITAL=h}\n", h=s.name).seq(x.site_addr(s, multi=False)).f("\nTel {PHONE=p}\n\n", p=s.phone)
    n.f("Patient: %s {PATIENT=p}\n" % x.ttl(), p=x.pt.fml())
    n.f("Date of birth: {DATE=b}   Age: {AGE=a}", b=x.D(x.dob), a=str(x.age))
    if reg["weight"]:
        n.t("   Weight: %d kg" % reg["weight"])
    n.t("\nAddress: ").seq(x.addr.pieces(r)).t("\n")
    if x.c == "IE" and r.random() < 0.5:
        n.f("PPSN: {SSN=s}\n", s=x.ssn)
    n.t("\nRx\n%s\n" % reg["drug"])
    n.t("Sig: %s\n" % reg["sig"])
    n.t("Supply: %d (%s) %s\n" % (reg["qty"], _num_words(reg["qty"]), "tablets" if "caps" not in reg["drug"] else "capsules"))
    _dates_line(n, x, reg)
    n.t("Indication: malaria chemoprophylaxis - travel to ").seq(x.dest_list()).t("\n")
    if r.random() < 0.4:
        n.t("Also: Artemether 20 mg/lumefantrine 120 mg (Riamet) x 24 tablets - standby emergency treatment only\n")
    n.t("\nPrescriber: ").seq([(None, x.dr + " "), ("DOCTOR", doc.full()), (None, " " + doc.cred)])
    n.f("\n%s {LICENSE=g}\nSignature: ____________   Date: {DATE=d}\n" % doc.lic_name, g=doc.lic, d=x.D(x.visit))
    if r.random() < 0.7:
        ph = x.pharm_site
        n.t("\n--- Pharmacy endorsement ---\n")
        n.f("Dispensed {DATE=d} by {DOCTOR=p} ({HOSPITAL=h}), ref {IDNUM=rx}. ", d=x.Ds(G.add(x.visit, r.randint(0, 5))),
            p=x.pharm.init() if r.random() < 0.5 else x.pharm.full(), h=ph.name, rx=G.idnum(r, "rx"))
        n.t("Charged %s%.2f. Counselled re adherence, GI upset, %s.\n" % (x.cur, r.uniform(9, 95), "photosensitivity" if reg["key"] == "DOXY" else "neuropsychiatric warning card" if reg["key"] == "MEF" else "take with food"))


def _us_rx(n, x):
    r = x.r
    s = x.clinic
    doc = x.doc
    reg = C.mal_regimen(x)
    x.last_reg = reg
    n.f("{HOSPITAL=h}\n", h=s.name).seq(x.site_addr(s, multi=True)).f("\nPh {PHONE=p}   Fax {FAX=f}\n", p=s.phone, f=s.fax)
    n.t("-" * 48 + "\n")
    n.f("Name: {PATIENT=p}          DOB: {DATE=b}\n", p=x.pt.LF() if r.random() < 0.5 else x.pt.full(), b=x.D(x.dob, "mdy"))
    n.t("Address: ").seq(x.addr.pieces(r)).t("\n")
    n.f("Phone: {PHONE=m}   Date: {DATE=d}\n", m=x.mob, d=x.D(x.visit, "mdy"))
    if r.random() < 0.6:
        ins = r.choice(P.ORGS_INSURER)
        n.f("Insurance: {ORGANIZATION=i}  %s {HEALTHPLAN=h}\n" % x.hp_lab, i=ins, h=x.hp)
    n.t("\nRx  %s\n" % reg["drug"].replace(" tablets", " tab").replace(" capsules", " cap"))
    n.t("Disp: #%d (%s)   Refills: 0\n" % (reg["qty"], _num_words(reg["qty"])))
    n.t("Sig: %s\n" % reg["sig"].replace("Take", "1 tab PO" if reg["key"] != "MEF" else "1 tab PO", 1))
    _dates_line(n, x, reg)
    n.t("Dx: Z29.8 / encounter for prophylactic measures - travel to ").seq(x.dest_list()).t("\n")
    if r.random() < 0.5:
        n.t("[x] Substitution permitted   [ ] Dispense as written\n")
    n.t("\n").seq([(None, doc.title + ". " if r.random() < 0.4 else ""), ("DOCTOR", doc.full()), (None, ", " + doc.cred)])
    n.f("\nNPI {LICENSE=np}   DEA {LICENSE=de}", np=doc.lic, de=G.dea(r, doc.last))
    if r.random() < 0.4:
        n.f("   State lic. {LICENSE=sl}", sl=x.addr.st + G.digits(r, 6))
    n.t("\n")
    if r.random() < 0.5:
        n.f("e-Rx sent to {HOSPITAL=ph} ({PHONE=pp}) at %d:%02d; confirmation {IDNUM=c}\n" % (r.randint(8, 18), r.randint(0, 59)), ph=x.pharm_site.name, pp=x.pharm_site.phone, c=G.idnum(r, "rx"))


def _au_ca_script(n, x):
    r = x.r
    s = x.clinic
    doc = x.doc
    reg = C.mal_regimen(x)
    x.last_reg = reg
    n.f("{HOSPITAL=h}  ", h=s.name).seq(x.site_addr(s, multi=False)).f("  Ph {PHONE=p}\n", p=s.phone)
    if x.c == "AU":
        n.f("Prescriber: {DOCTOR=d}  Prescriber No. {LICENSE=pn}  AHPRA {LICENSE=ah}\n", d=doc.full(), pn=G.digits(r, 7), ah=doc.lic)
    else:
        n.f("Prescriber: {DOCTOR=d}, %s   %s {LICENSE=l}\n" % (doc.cred, doc.lic_name), d=doc.full(), l=doc.lic)
    n.t("\n")
    n.f("Patient: {PATIENT=p}   DOB {DATE=b}\n", p=x.pt.full(), b=x.D(x.dob))
    n.t("Address: ").seq(x.addr.pieces(r)).t("\n")
    n.f("%s {HEALTHPLAN=h}" % x.hp_lab, h=x.hp)
    if x.c == "AU":
        n.t("   Private script (non-PBS)\n")
    else:
        n.t("   Not an insured benefit - patient pays\n")
    n.f("Date: {DATE=d}\n\n", d=x.D(x.visit))
    n.t("%s\n" % reg["drug"])
    n.t("Qty: %d   Repeats: nil\n%s\n" % (reg["qty"], reg["sig"]))
    if reg["weight"]:
        n.t("Dose by weight (%d kg) checked by prescriber.\n" % reg["weight"])
    _dates_line(n, x, reg)
    if r.random() < 0.5:
        n.t("\nAcetazolamide 125 mg tablets, qty 20 - 1 BD from the day before ascent above 3000 m\n")
    n.t("\nSignature ____________  ")
    n.seq(x.clin_ref(doc, 3)).t("\n")


def _sbet(n, x):
    """standby emergency treatment + prophylaxis supply record (PGD style)"""
    r = x.r
    s = x.clinic
    pm = r.choice(P.PMH)
    reg = C.mal_regimen(x, pmh=pm)
    x.last_reg = reg
    n.f("MALARIA PREVENTION - SUPPLY RECORD\n{HOSPITAL=h}", h=s.name)
    if s.building:
        n.f(", {LOCATION_OTHER=b}", b=s.building)
    n.t("\n\n")
    n.f("Client: {PATIENT=p}  ({AGE=a}, %s)   %s {MRN=m}\n" % (x.pt.sex, x.mrn_lab), p=x.pt.LF(), a=str(x.age), m=x.mrn)
    n.f("Contact: {PHONE=m} / {EMAIL=e}\n", m=x.mob, e=x.email)
    n.t("Destination: ").seq(x.dest_list()).f(" | depart {DATE=a} | back {DATE=b}\n", a=x.Ds(x.trip.depart), b=x.Ds(x.trip.ret))
    n.t("Checks: PMH %s; meds %s; eGFR >60; %s\n" % (pm[0], pm[1], "pregnancy excluded (verbal)." if x.pt.sex == "F" and 14 <= x.age <= 50 else "pregnancy N/A."))
    n.t("Interactions checked (warfarin, ciclosporin, rifampicin): nil relevant.\n\n")
    n.t("SUPPLIED under %s:\n" % r.choice(["PGD v4.2", "patient-specific direction", "prescription"]))
    n.t("1) %s - qty %d\n   %s\n" % (reg["drug"], reg["qty"], reg["sig"]))
    _dates_line(n, x, reg)
    if r.random() < 0.6:
        n.t("2) Standby emergency treatment: artemether-lumefantrine 20/120 mg x 24 tabs (4 tabs at 0, 8, 24, 36, 48, 60 h) - use only if fever >=38C and no medical care within 24 h.\n")
    n.t("\nBatch/expiry recorded on dispensing label. Leaflet + ABCD advice given.\n")
    n.seq(x.clin_ref(x.nurse, 0))
    n.f("  {DATE=d}  %d:%02d\n" % (r.randint(9, 17), r.randint(0, 59)), d=x.D(x.visit))
    if r.random() < 0.5:
        n.f("Checked by pharmacist: {DOCTOR=p}, %s {LICENSE=l}\n" % x.pharm.lic_name, p=x.pharm.full(), l=x.pharm.lic)


COUNSEL = ["No antimalarial is 100% effective - bite avoidance still essential (DEET 20-50%, nets, long sleeves).",
           "Any fever of 38C or more during travel or within 3 months (up to 1 year) of return needs an urgent malaria test - tell the doctor you have travelled.",
           "Missed dose: take as soon as remembered unless next dose due within 12 h; do not double.",
           "Vomiting within 1 h of a dose: repeat the dose.",
           "Doxycycline may reduce efficacy of oral typhoid vaccine - separate by 3 days.",
           "Atovaquone/proguanil: avoid with rifampicin and metoclopramide; INR check if on warfarin.",
           "Mefloquine: do not drive or dive if dizziness; stop if anxiety/depression/nightmares.",
           "Keep tablets in original packaging with the prescription copy for customs."]


def _counsel(n, x, tel, drug):
    r = x.r
    n.t("\nCounselling points given:\n")
    names = {"DOXY": "Doxycycline", "AP": "Atovaquone", "MEF": "Mefloquine"}
    pool = [c for c in COUNSEL if not any(c.startswith(v) for k, v in sorted(names.items()) if k != drug)]
    for c in r.sample(pool, r.randint(2, 4)):
        n.t("- " + c + "\n")
    if tel:
        n.f("Queries: clinic line {PHONE=p}", p=x.clinic.phone)
        n.f(", or e-mail {EMAIL=e}", e=x.clinic.email) if r.random() < 0.4 else None
        n.t(".\n")


def _pre_note(n, x):
    r = x.r
    t = x.trip
    n.f("Clinical note {DATE=d} (", d=x.D(x.visit))
    n.seq(x.clin_ref(x.doc, r.choice([0, 3]))).t("):\n")
    n.seq(x.age_pieces()).t(" travelling to ").seq(x.dest_list()).t(" for %s, %s. " % (t.purpose, dur_words(t.days)))
    n.t("Malaria risk: %s. " % ("high - P. falciparum" if t.risk("mal") == 2 else "present in rural/forest areas"))
    pa = r.choice(["none", "mefloquine %s - vivid dreams", "doxycycline %s - tolerated", "atovaquone-proguanil - tolerated", "chloroquine as a child"])
    if "%s" in pa:
        a, b = pa.split("%s")
        n.t("Previous antimalarials: " + a).p("DATE", str(x.visit.year - r.randint(1, 10))).t(b + ". ")
    else:
        n.t("Previous antimalarials: %s. " % pa)
    n.t("eGFR %d, LFTs normal %s. " % (r.randint(62, 110), r.choice(["(checked this year)", "(not checked - no indication)"])))
    n.t("Interactions reviewed in BNF/Lexicomp: %s.\n\n" % r.choice(["nil", "warfarin - INR check 1 week after starting", "oral typhoid - separate doses", "none significant"]))


def malaria_rx(n, x):
    r = x.r
    if r.random() < 0.35:
        n.f("Prescription record - %s {MRN=m} - printed {DATE=d}\n\n" % x.mrn_lab, m=x.mrn, d=x.D(x.visit))
    if r.random() < 0.55:
        _pre_note(n, x)
    if x.c in ("UK", "IE"):
        [_uk_private, _uk_private, _sbet][r.randint(0, 2)](n, x)
    elif x.c == "US":
        [_us_rx, _us_rx, _sbet][r.randint(0, 2)](n, x)
    else:
        [_au_ca_script, _au_ca_script, _sbet][r.randint(0, 2)](n, x)
    if r.random() < 0.75:
        _counsel(n, x, r.random() < 0.6, x.last_reg["key"] if hasattr(x, "last_reg") else "AP")


# ------------------------------------------------------------------ rabies PEP
ANIMALS = [("stray dog", "bite to L calf, two puncture wounds, bleeding"), ("street dog", "bite R hand, transdermal"),
           ("macaque", "scratch to forearm at a temple, skin broken"), ("owned puppy (unvaccinated)", "lick on broken skin"),
           ("cat", "bite to finger, punctures"), ("bat", "possible bite while sleeping, no visible wound"),
           ("monkey", "bite on shin, minor bleeding"), ("dog at beach", "nip through jeans, abrasion")]
DOMESTIC = {"AU": ("flying fox", "scratch while rescuing an injured flying fox - Australian bat lyssavirus exposure"),
            "US": ("raccoon", "bite to R hand while moving a trapped raccoon"),
            "CA": ("bat", "bat found in bedroom on waking - exposure cannot be excluded"),
            "UK": ("bat", "bite from a Daubenton's bat while volunteering as a bat carer"),
            "IE": ("bat", "bite while handling a grounded bat")}


def rabies_pep(n, x):
    r = x.r
    s = x.clinic if r.random() < 0.6 else x.hosp
    domestic = r.random() < 0.22
    lg = x.trip.legs[0]
    exp = G.add(x.visit, -r.randint(0, 9))
    if domestic:
        animal, wound = DOMESTIC[x.c]
    else:
        animal, wound = r.choice(ANIMALS)
    prior = r.random() < 0.25
    n.t(r.choice(["RABIES POST-EXPOSURE PROPHYLAXIS - COURSE RECORD", "Rabies PEP Record", "POST-EXPOSURE RABIES TREATMENT RECORD"]) + "\n")
    n.f("{HOSPITAL=h}", h=s.name)
    if r.random() < 0.5:
        n.f(" | Tel {PHONE=p}", p=s.phone)
    n.t("\n\n")
    n.f("Name: {PATIENT=p}    DOB: {DATE=b}    ", p=x.pt.LF() if r.random() < 0.6 else x.pt.full(), b=x.D(x.dob))
    n.seq(x.age_pieces(r.choice([3, 6, 1])))
    n.f("\n%s: {MRN=m}    Tel: {PHONE=t}\n" % x.mrn_lab, m=x.mrn, t=x.mob)
    if r.random() < 0.4:
        n.t("Address: ").seq(x.addr.pieces(r)).t("\n")
    wt = r.randint(14, 40) if x.age < 12 else r.randint(48, 105)
    if r.random() < 0.5:
        n.f("Weight: %d kg    Referred by: " % wt).seq(x.clin_ref(x.gp, 0)).f(", {HOSPITAL=g}\n", g=x.gp_site.name)
    n.f("Case ref: {IDNUM=c}\n\n", c=G.idnum(r, "pep"))
    n.t("EXPOSURE\n")
    n.f("Date: {DATE=d}\n", d=x.D(exp, r.choice([x.sty, "wd" if not x.mdy() else "wdus"])))
    if domestic:
        n.t("Place: ").seq([("CITY", x.addr.city)]).t(", home country\n")
    else:
        n.f("Place: {CITY=t}, ", t=P.foreign_town(r, lg.country)).seq(x.dest_pieces(lg)).t("\n")
        if r.random() < 0.35:
            n.f("   (near {LOCATION_OTHER=l})\n", l=r.choice(P.LANDMARKS + P.LODGES))
    n.t("Animal: %s; %s\n" % (animal, r.choice(["unprovoked", "provoked (feeding)", "unknown"])))
    n.t("Injury: %s\n" % wound)
    cat = "III" if "bite" in wound or "bat" in animal or "fox" in animal else "II"
    n.t("WHO category: %s. Animal available for observation: %s\n" % (cat, r.choice(["no", "no", "unknown", "yes - owner contactable"])))
    n.t("Wound care: washed with soap and water ~15 min, povidone-iodine; tetanus status %s.\n" % r.choice(["up to date", "booster given (Td)", "unknown - Revaxis given"]))
    if not domestic and r.random() < 0.7:
        ab = r.choice(P.ABROAD_CLINICS)
        d1 = G.add(exp, r.randint(0, 1))
        n.f("Initial treatment abroad at {HOSPITAL=a} on {DATE=d}: ", a=ab, d=x.Ds(d1))
        n.t(r.choice(["Verorab 0.5 mL IM x1; no RIG available.", "Speeda 0.5 mL IM + ERIG 40 IU/kg infiltrated.",
                      "rabies vaccine (brand unknown) ID 0.1 mL x2 sites.", "wound cleaned only, advised PEP on return."]) + "\n")
    if prior:
        n.f("Previous rabies vaccination: complete pre-exposure course ({DATE=y}) - booster regimen only, no RIG\n\n", y=G.fdate(G.add(exp, -r.randint(300, 3000)), r.choice(["y", "my"])))
    else:
        n.t("Previous rabies vaccination: none\n\n")
    n.t("RISK ASSESSMENT\n")
    hp = x.w.clin(r, x.c, "doc")
    n.t("Discussed with on-call %s " % r.choice(["health protection consultant", "public health physician", "medical officer of health", "ID registrar"]))
    n.seq([(None, x.dr + " "), ("DOCTOR", hp.full() if r.random() < 0.5 else hp.last)])
    n.f(" on {DATE=d}: ", d=x.Ds(x.visit))
    n.t("%s\n\n" % ("high risk - %s" % ("vaccine only (previously immunised)" if prior else "vaccine + HRIG") if cat == "III" else "medium risk - vaccine course only"))
    n.t("SCHEDULE (%s)\n" % ("day 0, 3" if prior else r.choice(["Essen 4-dose: days 0, 3, 7, 14", "Zagreb 2-1-1: days 0, 7, 21",
                                                               "modified Essen: days 0, 3, 7, 14 (+28 if immunosuppressed)"])))
    days = [0, 3] if prior else [0, 3, 7, 14]
    d0 = x.visit
    brand = C.brand(r, "RAB", x.c)
    givers = [x.nurse, x.w.clin(r, x.c, "nurse")]
    done = r.randint(1, len(days))
    for i, dd in enumerate(days):
        d = G.add(d0, dd)
        n.f("Day %-2d  {DATE=d}  " % dd, d=G.fdate(d, x.sty if r.random() < 0.8 else ("wds" if not x.mdy() else "wdsus")))
        if i < done:
            n.t("%s 1 mL IM %s  batch %s  " % (brand, r.choice(C.SITES), G.batch(r)))
            n.p("DOCTOR", r.choice(givers).initials(r.random() < 0.5))
        else:
            n.t("due")
        n.t("\n")
    if cat == "III" and not prior:
        n.f("HRIG 20 IU/kg (%d kg = %d IU) infiltrated into and around wound, remainder IM anterolateral thigh, {DATE=d}, " % (wt, wt * 20), d=x.Ds(d0))
        n.t("batch %s.\n" % G.batch(r))
    if r.random() < 0.4:
        n.f("Serology: RVNA %.1f IU/mL on {DATE=d} (adequate >=0.5).\n" % r.uniform(0.6, 12.0), d=x.D(G.add(d0, 28)))
    n.t("\nNext dose reminder: ")
    n.f("text to {PHONE=m}", m=x.mob) if r.random() < 0.7 else n.f("e-mail to {EMAIL=e}", e=x.email)
    n.t(". Patient aware to complete full course even if animal later found healthy.\n")
    if r.random() < 0.5:
        n.t("Notified: %s.\n" % {"UK": "UKHSA Rabies and Immunoglobulin Service", "US": "county health department",
                                 "AU": "state Public Health Unit", "CA": "local public health unit", "IE": "Department of Public Health (HSE)"}[x.c])
    n.t("\n").seq(x.clin_sig(x.doc if r.random() < 0.5 else x.nurse, with_lic=r.random() < 0.4, multi=True)).t("\n")
