"""Genres: discharge summary, transfer summary, consult request."""
import case as casemod
import clin
import common
import phi
import places


SPEC_CLINICS = {
    "Cardiology": ["Riverside Heart Clinic", "Harcourt Heart Function Clinic", "Lakemont Cardiology Group"],
    "Pulmonology": ["Summit Pulmonary Associates", "Breathe Well Respiratory Clinic"],
    "Nephrology": ["Calder Kidney Center", "Kingsmere Kidney Care Clinic"],
    "Gastroenterology": ["Valley Digestive Health", "Port Alder GI Associates"],
    "Hepatology": ["Harrow City Liver Clinic", "Prairie Liver Centre"],
    "Endocrinology": ["Bellweather Diabetes & Endocrine", "Coulee Springs Diabetes Centre"],
    "Infectious Diseases": ["Galesport ID Associates", "Tidewater Travel & Tropical Clinic"],
    "Hematology": ["Riverbend Cancer & Blood Center", "Kingsmere Thrombosis Clinic"],
    "Geriatrics": ["Seniors' Health Clinic of Kingsmere", "Lakemont Memory Clinic"],
    "Addiction Medicine": ["Bridge Clinic of Lakemont", "Port Alder Rapid Access Clinic"],
    "Urology": ["Tri-County Urology", "Brantwood Urology Associates"],
}


def spec_clinic(c, spec):
    r = c.rng
    names = SPEC_CLINICS.get(spec)
    if names and r.random() < 0.7:
        return ("HOSPITAL", r.choice(names))
    return [spec + " Clinic, ", c.hname(False)]


def _followup(d, c):
    r = c.rng
    fu = phi.plus(c.dc, r.randint(5, 14))
    hh = r.choice(["9:15 AM", "10:30", "1400", "2:45 PM", "08:40"])
    d.ln("- {p} at {cl} on {dt} at {hh}. Tel {ph}", p=c.doc(c.pcp, r.choice(["dr_fl", "fl_cred"])), cl=("HOSPITAL", c.clinic),
         dt=phi.D(fu, r.choice([c.ds, "wd_long", "abbr"])), hh=hh, ph=("PHONE", c.pcp.phone))
    cons = c.scen["consult"][0]
    d.ln("- {sp} follow-up at {cl} in 2-4 weeks; office will call. Questions: {ph}", sp=cons,
         cl=spec_clinic(c, cons), ph=("PHONE", phi.with_ext(r, phi.phone_num(r, c.area))))
    d.ln("- Labs: BMP/CBC on {dt} at any {x} lab; results to PCP", dt=c.Ds(phi.plus(c.dc, r.randint(3, 7))),
         x=r.choice(["community", "outpatient", "hospital"]))


def _pending(d, c):
    r = c.rng
    yy = c.adm.year % 100
    d.ln("- Blood culture {dt} (accession {a}): no growth to date, final pending", dt=c.Ds(c.adm),
         a=("IDNUM", phi.accession(r, "micro", yy)))
    if r.random() < 0.5:
        d.ln("- {t} ({a}) - result to be forwarded to {p}", t=r.choice(["Surgical pathology", "SPEP/UPEP", "Quantiferon", "HIV/HCV serology"]),
             a=("IDNUM", phi.accession(r, "path", yy)), p=c.doc(c.pcp, "dr_l"))


def discharge_summary(d, c):
    r = c.rng
    s = c.scen
    att, res, intern = c.stf("att"), c.stf("res"), c.stf("int")
    variant = r.randrange(3) if c.country == "US" else r.choice([1, 1, 2, 0])
    if variant == 0:
        common.header(d, c, r.choice([0, 1, 5]), title="DISCHARGE SUMMARY")
        d.ln("Admission date: {a}      Discharge date: {b}      Length of stay: {n} days", a=c.Dt(c.adm), b=c.Dt(c.dc),
             n=str(c.los))
        d.ln("Attending: {a}   Resident: {rs}   PCP: {p} (fax {fx})", a=c.doc(att, "fl_cred"), rs=c.doc(res, "fl_cred"),
             p=c.doc(c.pcp, "dr_fl"), fx=("FAX", c.pcp.fax))
    elif variant == 1:
        d.ln("{h}", h=c.hname(True))
        d.ln("{a}", a=[("STREET", "%d %s %s" % (r.randint(10, 2000), r.choice(places.STREET_NAMES), r.choice(["Avenue", "Street", "Road"]))),
                       ", ", ("CITY", c.hcity[0]), ", ", ("STATE", c.hcity[1]), " ",
                       ("ZIP", c.postal(c.hcity))])
        d.ln("DISCHARGE SUMMARY - General Internal Medicine")
        d.nl()
        d.ln("To: {p}, {cl}   Fax: {fx}", p=c.doc(c.pcp, "dr_fl"), cl=("HOSPITAL", c.clinic), fx=("FAX", c.pcp.fax))
        d.ln("Re: {n}   DOB {dob}   {hl} {hp}   Chart {m}", n=c.P("fml"), dob=c.Dt(c.dob, "iso" if c.country == "CA" else c.ds),
             hl=c.hp_label, hp=("HEALTHPLAN", c.hp), m=("MRN", c.mrn))
        d.ln("Admitted {a} - Discharged {b}   " + ("MRP" if c.country == "CA" else "Attending") + ": {mrp}",
             a=c.Dt(c.adm), b=c.Dt(c.dc), mrp=c.doc(att, "dr_fl"))
    else:
        d.ln("Brief Discharge Note ({h})", h=c.hname(False))
        d.ln("{n} | {ag} | MRN {m} | {a}-{b}", n=c.P("LF"), ag=c.age_piece("compact"), m=("MRN", c.mrn), a=c.Ds(c.adm),
             b=c.Ds(c.dc))
    d.nl()
    d.ln("PRINCIPAL / MOST RESPONSIBLE DIAGNOSIS: " + s["dx"] + " (ICD-10 " + clin.ICD10.get(s["key"], "R69") + ")")
    d.f("Secondary: ")
    d.f("; ".join(s["pmh"][:4]))
    d.nl()
    if s["procs"]:
        d.ln("Procedures:")
        for p in s["procs"]:
            d.ln("- {p} ({dt})", p=p, dt=c.Ds(phi.plus(c.adm, r.randint(0, max(0, c.los - 1)))))
    d.ln("Consultants: {sp} ({dr})", sp=s["consult"][0], dr=c.doc(c.stf("cons", s["consult"][0]), "dr_l"))
    d.nl()
    d.ln("HISTORY / REASON FOR ADMISSION:")
    d.f("{pt} is ", pt=c.mrname())
    d.add(c.age_piece(r.choice(["yearold", "yo_slash", "words"]), art=True))
    d.f(" with " + s["pmh"][0] + " who presented with " + s["cc"] + ". ")
    d.f(s["hpi"][0])
    d.nl(2)
    d.ln("HOSPITAL COURSE:")
    d.ln("# " + s["dx"] + ": " + s["course"])
    for prob, items in s["ap"][1:]:
        d.f("# " + prob + ": " + items[0] + ".")
        d.nl()
    if r.random() < 0.5:
        d.ln("# Goals of care: family meeting held {dt} with {f}; code status {cs}.", dt=c.Ds(phi.plus(c.adm, r.randint(1, 3))),
             f=c.famref(0), cs=r.choice(["DNR/DNI", "full code", "DNR, ward-level care"]))
    d.nl()
    if variant != 2:
        d.ln("PERTINENT RESULTS:")
        common.labs_table(d, c, 4 if c.los >= 4 else c.los)
        for im in s["imaging"]:
            d.ln("{dt}: {x}", dt=c.Ds(phi.plus(c.adm, r.randint(0, 1))), x=im)
        d.nl()
    d.ln("CONDITION AT DISCHARGE: " + r.choice(["stable", "improved", "good", "fair, at baseline function"]))
    d.ln("DISCHARGE MEDICATIONS:")
    for act, m in s["changes"]:
        d.ln("  {a}: {m}", a=act, m=m)
    if r.random() < 0.3 and s["key"] in ("cellulitis", "pe", "uro", "cap", "aki", "syncope"):
        if c.country == "US":
            d.ln("  NEW: oxycodone 5 mg PO q6h PRN x3 days (#12, no refills) - prescriber {p}, NPI {n}, DEA {dea}",
                 p=c.doc(att, "dr_fl"), n=("LICENSE", phi.npi(r)), dea=("LICENSE", phi.dea(r, att.p.last)))
        else:
            d.ln("  NEW: hydromorphone 1 mg PO q4h PRN (M:12) - prescriber {p}, " + common.college(c) + "{n}", p=c.doc(att, "dr_fl"),
                 n=("LICENSE", phi.med_license(r, "CA")))
    elif r.random() < 0.4:
        d.ln("  Prescriptions e-sent to {ph} by {p} (" + ("NPI " if c.country == "US" else common.college(c)) + "{n}).",
             ph=("HOSPITAL", c.pharmacy), p=c.doc(att, "dr_fl"),
             n=("LICENSE", phi.npi(r) if c.country == "US" else phi.med_license(r, "CA")))
    d.ln("  CONTINUE: " + "; ".join(x for x in s["meds"] if all(x.split(" ")[0] not in y for _, y in s["changes"])))
    d.nl()
    d.ln("PENDING AT DISCHARGE:")
    _pending(d, c)
    d.nl()
    d.ln("FOLLOW-UP:")
    _followup(d, c)
    d.nl()
    k = r.randrange(4)
    if k == 0:
        d.ln("DISPOSITION: home with {rel}; home health via {hh} (start of care {dt}).", rel=c.famref(0),
             hh=("ORGANIZATION", r.choice(places.HOME_CARE)), dt=c.Ds(phi.plus(c.dc, 1)))
    elif k == 1:
        d.ln("DISPOSITION: {snf}, {city}. Report called to {rn} RN at {ph}.", snf=("HOSPITAL", c.snf),
             city=("CITY", r.choice(places.US_CITIES if c.country == "US" else places.CA_CITIES)[0]),
             rn=("DOCTOR", casemod.make_person(r, c.country).form("fl")), ph=("PHONE", phi.phone_num(r, c.area)))
    elif k == 2:
        d.ln("DISPOSITION: home, self-care. Lives at {ad}.", ad=c.addr(r.choice(["line", "nozip"])))
    else:
        d.ln("DISPOSITION: home. {f} driving.", f=c.famref(0))
    if r.random() < 0.5:
        d.ln("Patient portal: {u} (username {un}); education: {e}", u=("URL", phi.url(r, "portal")),
             un=("USERNAME", phi.username(r, c.pt.first, c.pt.last)), e=("URL", phi.url(r, "edu")))
    d.nl()
    if variant == 0 or r.random() < 0.3:
        d.ln("cc: {p} (fax {fx}); {c2}", p=c.doc(c.pcp, "dr_l"), fx=("FAX", c.pcp.fax),
             c2=c.doc(c.stf("cons", s["consult"][0]), "dr_l"))
        dd = phi.plus(c.dc, r.randint(0, 2))
        d.ln("D: {a}  T: {b}  Job #: {j}", a=phi.D(c.dc, c.dss), b=phi.D(dd, c.dss), j=("IDNUM", phi.accession(r, "job")))
        d.ln("{a}/{t}", a=("DOCTOR", res.p.form("INIT")), t=("DOCTOR", casemod.make_person(r, c.country).form("INIT").lower()))
        common.sign(d, c, att, dd, style=0)
    else:
        common.sign(d, c, res if r.random() < 0.5 else intern, c.dc, att=att if r.random() < 0.5 else None)
    if r.random() < 0.2:
        common.audit(d, c, when=c.dc)


def transfer(d, c):
    r = c.rng
    s = c.scen
    att, res = c.stf("att"), c.stf("res")
    variant = r.randrange(3)
    when = phi.plus(c.adm, r.randint(0, max(0, c.los - 2)))
    if variant == 0:
        other = r.choice([h for h in places.HOSPITALS if h["country"] == c.country and h["name"] != c.hosp["name"]])
        acc = casemod.make_person(r, c.country)
        d.ln("INTERFACILITY TRANSFER SUMMARY")
        d.ln("Transfer center case #: {t}    Date: {dt}", t=("IDNUM", phi.accession(r, "transfer", c.adm.year % 100)),
             dt=c.Dt(when))
        d.ln("Sending: {h}, {u}, room {rm}  |  Receiving: {o}", h=c.hname(True), u=c.unitref(), rm=("LOCATION_OTHER", c.room),
             o=("HOSPITAL", other["name"]))
        d.ln("Sending MD: {a} ({ph})   Accepting MD: Dr. {b}, {sp}", a=c.doc(att, "dr_fl"), ph=("PHONE", phi.phone_num(r, c.area)),
             b=("DOCTOR", acc.form("fl")), sp=r.choice(["cardiology", "hepatology", "MICU", "interventional radiology", "hematology"]))
        d.ln("Reason: {x}", x=r.choice(["needs procedure not available here", "tertiary specialty care", "higher level of care",
                                        "patient/family preference, closer to home"]))
        d.nl()
        d.ln("FACE SHEET")
        d.ln("Name: {n}   DOB: {dob}   Age: {a}   Sex: {sx}", n=c.P("LFM"), dob=c.Dt(c.dob), a=("AGE", str(c.age)), sx=c.sex)
        d.ln("Address: {ad}", ad=c.addr("line"))
        d.ln("Phone: {p1} (home) / {p2} (cell)", p1=("PHONE", c.home_phone), p2=("PHONE", c.cell))
        d.ln("{sl}: {ssn}", sl="SSN" if c.country == "US" else "SIN", ssn=("SSN", c.ssn))
        d.ln("Insurance: {ins}  {hl} {hp}  Group {g}", ins=("ORGANIZATION", r.choice(places.INSURERS[c.country])),
             hl=c.hp_label, hp=("HEALTHPLAN", c.hp), g=("HEALTHPLAN", phi.group_no(r)))
        common.family_contacts(d, c, "NOK", 2)
        if r.random() < 0.35:
            d.ln("Patient ID band verified; biometric enrolment {b}", b=("BIOID", phi.bioid(r)))
        d.ln("MRN (sending): {m}   Account: {ac}", m=("MRN", c.mrn), ac=("ACCOUNT", c.acct))
        d.nl()
    elif variant == 1:
        d.ln("TRANSFER NOTE - WARD TO {icu}", icu=r.choice(["MICU", "ICU", "CCU", "step-down unit"]))
        d.ln("{n}, {ag}, MRN {m}, from {u} {rm} to ICU bed {b}", n=c.P("fl"), ag=c.age_piece("compact"), m=("MRN", c.mrn),
             u=c.unitref(), rm=("LOCATION_OTHER", c.room), b=("LOCATION_OTHER", str(r.randint(1, 24))))
        d.ln("Date/time: {dt} {hh}", dt=c.Dt(when), hh="%02d:%02d" % (r.randint(0, 23), r.randrange(60)))
        d.ln("Accepting: ICU fellow Dr. {f} (pgr {p}); ICU attending Dr. {a}", f=("DOCTOR", casemod.make_person(r, c.country).last),
             p=("PHONE", phi.pager(r, c.area)), a=("DOCTOR", casemod.make_person(r, c.country).form("fl")))
        d.nl()
    else:
        d.ln("TRANSFER OF CARE / OFF-SERVICE SUMMARY")
        d.ln("{n} ({ag}) | {h} | MRN {m} | HD {hd}", n=c.P("LF"), ag=c.age_piece("compact"), h=c.hname(False),
             m=("MRN", c.mrn), hd=str(c.hday(when)))
        d.ln("Outgoing: {a} -> Incoming: {b}, effective {dt}", a=c.doc(res, "fl_cred"), b=c.doc(c.stf("nf"), "fl_cred"),
             dt=phi.D(when, r.choice([c.ds, "wd_long"])))
        d.nl()
    d.ln("SUMMARY:")
    d.f("{pt} is ", pt=c.ptref())
    d.add(c.age_piece(r.choice(["yearold", "yo"]), art=True))
    d.f(" with " + ", ".join(s["pmh"][:3]) + ", admitted {dt} for " + s["dx"] + ". ", dt=c.Ds(c.adm))
    d.f(common.first_sentence(s["course"]))
    d.nl()
    if variant == 1:
        d.ln("Reason for transfer: " + s["rrt"][0] + ". Interventions: " + s["rrt"][1] + ".")
    d.nl()
    d.ln("ACTIVE ISSUES:")
    for prob, items in s["ap"]:
        d.f("- {p}: " + items[0], p=prob)
        d.nl()
    d.ln("LINES/DRAINS: " + r.choice(["PIV x2 (L AC, R FA)", "R IJ CVC placed {dt}", "PICC R basilic placed {dt}",
                                       "PIV; Foley placed {dt}"]), dt=c.Ds(phi.plus(c.adm, r.randint(0, 2))))
    d.ln("ALLERGIES: NKDA" if r.random() < 0.5 else "ALLERGIES: see chart")
    d.ln("CODE STATUS: {cs}  SDM: {f} {ph}", cs=r.choice(["Full", "DNR/DNI", "Full code"]), f=c.famref(0),
         ph=("PHONE", c.fam(0)["phone"]))
    if r.random() < 0.35:
        common.device_line(d, c, "DEVICE")
    if variant == 0:
        d.ln("Transport: ALS ambulance, ETA {hh}. Belongings/valuables with patient; wallet, phone. Patient's car left in lot P2, plate {pl}.",
             hh="%02d:%02d" % (r.randint(0, 23), r.randrange(60)), pl=("VEHICLE", phi.plate(r, c.country)))
        d.ln("Nursing report called by {rn} to receiving RN at {ph}.", rn=c.doc(c.stf("rn"), "fl_cred"),
             ph=("PHONE", phi.with_ext(r, phi.phone_num(r, c.area))))
        d.ln("Images pushed via PACS; CD to travel. Records faxed to {fx}.", fx=("FAX", phi.phone_num(r, c.area)))
    d.nl()
    common.sign(d, c, res, when)


def consult_request(d, c):
    r = c.rng
    s = c.scen
    spec, q = s["consult"]
    res, att = c.stf("res"), c.stf("att")
    cons = c.stf("cons", spec)
    variant = r.randrange(3)
    if variant == 2 and spec not in SPEC_CLINICS:
        variant = 0
    when = phi.plus(c.adm, r.randint(0, 2))
    if variant == 0:
        d.ln("INPATIENT CONSULT REQUEST")
        d.ln("Order #: {o}     Ordered: {dt} {hh}", o=("IDNUM", phi.accession(r, "order")), dt=c.Dt(when),
             hh="%02d:%02d" % (r.randint(7, 20), r.randrange(60)))
        d.ln("Consulting service: {sp}     Urgency: {u}", sp=spec, u=r.choice(["Routine (24 h)", "Urgent (same day)", "Emergent - call"]))
        d.ln("Patient: {n}  MRN {m}  {ag}  Location: {u} {rm}", n=c.P("LFM"), m=("MRN", c.mrn), ag=c.age_piece("compact"),
             u=c.unitref(), rm=("LOCATION_OTHER", c.room))
        d.ln("Requesting: {a} ({t}); callback pager {p}", a=c.doc(res, "fl_cred"), t=c.team, p=c.pgr(res))
        d.ln("Attending of record: {a}", a=c.doc(att, "dr_fl"))
        d.nl()
        d.ln("Question: " + q)
        d.nl()
        d.ln("Pertinent history:")
        d.f("- ")
        d.add(c.age_piece("yo"))
        d.f(" with " + "; ".join(s["pmh"][:3]))
        d.nl()
        d.f("- " + s["ed"])
        d.nl()
        d.ln("- Current: " + "; ".join(s["ap"][0][1][:2]))
        d.ln("Has the attending approved this consult? YES   Patient aware? YES")
        if r.random() < 0.35:
            d.ln("Submitted from workstation {ip} by {u}", ip=("IPADDR", phi.ip_addr(r)), u=("USERNAME", res.user))
        d.ln("Isolation: {x}", x=r.choice(["none", "contact", "droplet", "contact+enteric"]))
        d.nl()
        d.ln("Relevant data:")
        common.labs_table(d, c, min(3, c.hday(when)), style=r.choice([0, 2]))
        for im in s["imaging"][:2]:
            d.ln("- {dt} {x}", dt=c.Ds(phi.plus(c.adm, r.randint(0, 1))), x=im)
        d.ln("Current meds: " + "; ".join(s["meds"][:4]) + ".")
        d.ln("Anticoagulation: " + r.choice(["none", "apixaban (last dose 08:00)", "heparin SC", "warfarin, INR 2.4"]))
        d.ln("Preferred contact for recommendations: page {p} or secure chat to {u}", p=c.pgr(res), u=("USERNAME", res.user))
    elif variant == 1:
        pg = phi.pager(r, c.area)
        d.ln("PAGE TEXT ({dt} {hh})", dt=c.Ds(when), hh="%02d%02d" % (r.randint(7, 22), r.randrange(60)))
        d.ln("To: {sp} consult pager {p}", sp=spec, p=("PHONE", pg))
        d.ln("From: {a}, {t}, cb {cb}", a=c.doc(res, r.choice(["dr_l", "fl"])), t=c.team,
             cb=("PHONE", phi.with_ext(r, phi.phone_num(r, c.area)) if r.random() < 0.4 else res.pager))
        d.f("RE: {n} ({ag}) MRN {m} rm {rm} - ", n=c.P(r.choice(["LF", "fl", "L"])), ag=c.age_piece("compact"), m=("MRN", c.mrn),
            rm=("LOCATION_OTHER", c.room))
        d.f(s["short"] + ". " + q)
        d.nl(2)
        d.ln("Callback log:")
        d.ln("- {hh} returned call from {c1} ({sp} fellow), will see today", hh="+%d min" % r.randint(4, 40),
             c1=c.doc(cons, r.choice(["dr_l", "dr_fl"])), sp=spec)
        d.ln("- Consult note to follow. Recs verbally: {x}", x=r.choice(["continue current plan", "add imaging", "hold anticoagulation",
                                                                           "check additional labs"]))
    else:
        d.ln("{h}", h=c.hname(True))
        d.ln("Department of Medicine - {t}", t=c.team)
        d.ln("Tel {ph} | Fax {fx}", ph=("PHONE", phi.phone_num(r, c.area)), fx=("FAX", phi.phone_num(r, c.area)))
        d.nl()
        d.ln("{dt}", dt=c.Dt(when, r.choice(["long", "dlong", c.ds])))
        d.nl()
        d.ln("{p}", p=c.doc(cons, "dr_fl"))
        d.ln("{cl}", cl=spec_clinic(c, spec))
        d.ln("Fax: {fx}", fx=("FAX", phi.phone_num(r, c.area)))
        d.nl()
        d.ln("Re: {n}, DOB {dob}, {hl} {hp}", n=c.P("fml"), dob=c.Dt(c.dob), hl=c.hp_label, hp=("HEALTHPLAN", c.hp))
        d.ln("Referral #: {i}", i=("IDNUM", phi.accession(r, "referral", c.adm.year % 100)))
        d.nl()
        d.ln("Dear Dr. {l},", l=("DOCTOR", cons.p.last))
        d.nl()
        d.f("Thank you for seeing {pt}, ", pt=c.mrname())
        d.add(c.age_piece("yearold", art=True))
        d.f(" currently admitted under our service with " + s["dx"] + ". " + q + " ")
        d.f("{He} is expected to be discharged around {dt}; an outpatient visit within 2-4 weeks would be appreciated. "
            "{He} can be reached at {ph} or through {his} {rel}, {fn} ({fph}).", dt=c.Ds(c.dc), ph=("PHONE", c.cell),
            rel=c.fam(0)["rel"], fn=("FAMILY", c.fam(0)["p"].form("fl")), fph=("PHONE", c.fam(0)["phone"]))
        d.nl(2)
        d.ln("Sincerely,")
        d.nl()
        d.ln("{a}, {cr}", a=("DOCTOR", att.p.form("fl")), cr=att.cred)
        if c.country == "US":
            d.ln("NPI {n}", n=("LICENSE", phi.npi(r)))
        else:
            d.ln(common.college(c) + " {n}", n=("LICENSE", phi.med_license(r, "CA")))
        d.ln("cc: {p}", p=c.doc(c.pcp, "dr_fl"))
    if variant != 2:
        d.nl()
        common.sign(d, c, res, when, style=r.choice([0, 2, 3, 4]))
