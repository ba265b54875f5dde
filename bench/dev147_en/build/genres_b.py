"""Genres B: discharge summary (TTO), clinic list, clinic letter, theatre list, MDT list."""
import phi
import pools as P
import neg
import blocks as B
from phi import Doc, Address, ch, maybe, dig, nm, dr, age_p, date


def hosp_head(d, c, dept=None, full=True):
    a = Address(c.country)
    a.county = None
    if dept:
        d.ln(dept)
    d.ln("{h}", h=(c.hosp, "HOSPITAL"))
    if full:
        d.ln("{a}", a=a.pieces())
        d.ln("Tel: {t}   Fax: {f}", t=(phi.switch_ext(c.country) if maybe(0.4) else phi.phone(c.country, "land"), "PHONE"),
             f=(phi.phone(c.country, "land"), "FAX"))
        if maybe(0.5):
            d.ln("Email: {e}   Web: {u}", e=(phi.email(), "EMAIL"), u=(phi.url(), "URL"))


# ------------------------------------------------------------------ discharge summary / TTO
def discharge(c):
    d = Doc()
    p = c.patient(lo=18, hi=99)
    adm = phi.shift(c.today, -phi.R.randint(1, 21))
    dx, code = ch(P.DIAGNOSES)
    author = c.staff("doc", ch(["FY1", "FY2", "Intern", "SHO"]))
    hosp_head(d, c, full=maybe(0.75))
    d.ln(ch(["DISCHARGE SUMMARY", "IMMEDIATE DISCHARGE LETTER (IDL) / TTO", "Discharge Letter & TTA",
             "Electronic Discharge Summary", "TTO / Discharge Summary"]))
    d.ln("")
    B.demo_block(d, c, p, style=ch([0, 2, 4, 0]))
    B.gp_line(d, c, p, full=maybe(0.5))
    d.ln("")
    d.ln("Admitted: {a}   Discharged: {b}   LOS: {n} days", a=date(adm), b=date(c.today), n=str((c.today - adm).days))
    d.ln("Ward: {w}   Consultant: {c1} ({sp})", w=(c.ward, "HOSPITAL"), c1=dr(c.cons, ch(["Dr_full", "Dr_init", "Dr_last"])), sp=ch(P.SPECIALTIES))
    if maybe(0.5):
        d.ln("Spell no: {s}   Episode: {e}", s=(phi.account(), "ACCOUNT"), e=(phi.account(), "ACCOUNT"))
    d.ln("Discharge destination: " + ch(["Usual residence", "Home with POC", "Nursing home", "Community hospital"]))
    d.ln("")
    d.ln("Primary diagnosis: {dx} ({code})", dx=dx, code=code)
    d.ln("Co-morbidities:")
    B.pmh(d, c, p, numbered=False)
    if maybe(0.3):
        pr, op, _ = ch([x for x in P.PROCEDURES if x[1][0] in "GKM"])
        d.ln("Procedure: {pr} ({op}) on {dt}", pr=pr, op=op, dt=date(phi.shift(adm, 1)))
    d.ln("")
    d.ln("Clinical summary:")
    k = phi.R.randint(0, 2)
    if k == 0:
        d.ln("{a} {w} admitted {dt} with {dx}. Treated with {iv} and switched to oral on {d2}. {neg1}",
             a=age_p(p.age, p.sexword, ch(["n-year-old", "words", "n-yr-old"])), w="man" if p.sex == "M" else "lady",
             dt=date(adm, short=True), dx=dx.lower(), iv=ch(P.IV_DRUGS), d2=date(phi.shift(adm, 3), short=True), neg1=neg.negs(2))
    elif k == 1:
        d.ln("{n} presented to ED on {dt} ({h} - long lie). {neg1} Seen by {x} (Care of the Elderly) on {d2}.",
             n=nm(p, style=ch(["title", "first", "full"])), dt=date(adm), h=ch(["found by carer", "unknown lie", "collapse at home"]), neg1=neg.negs(1),
             x=dr(c.staff("doc", "Consultant"), "Dr_last"), d2=date(phi.shift(adm, 2), short=True))
    else:
        d.ln("Admitted via {src} with {dx}; {neg1} Discussed with {r} {f}, who will stay with {him} for the first week.",
             src=ch(["GP", "ED", "SDEC", "ambulatory care"]), dx=dx.lower(), neg1=neg.negs(2), r=p.rel,
             f=nm(p.nok, "FAMILY", ch(["first", "full"])), him=p.him)
    if maybe(0.5):
        d.ln("Course complicated by " + ch(["AKI (peak Cr 212)", "delirium", "hospital-acquired pneumonia", "fall on ward, no injury", "hypokalaemia"]) + ". " + neg.negs(1))
    d.ln("Key results: " + neg.bloods_inline())
    if maybe(0.4):
        d.ln("CT {acc} ({dt}): " + ch(["no acute intracranial abnormality", "small PE R lower lobe", "nil acute"]), acc=(phi.idnum("rad"), "IDNUM"), dt=date(phi.shift(adm, 1), short=True))
    if maybe(0.3):
        kind, lab = ch(P.DEVICE_KINDS)
        d.ln("Device: {k} {lab} {s} ({m}) - checked, functioning.", k=kind, lab=lab, s=(phi.device_id(), "DEVICE"), m=ch(P.DEVICE_MODELS))
    d.ln("")
    d.ln("MEDICATIONS ON DISCHARGE (TTO)")
    d.ln("Drug                         Dose / Freq                  Status    Supply")
    for m in phi.R.sample(P.DRUGS, phi.R.randint(3, 9)):
        parts = B.split_drug(m)
        d.ln(f"{parts[0]:<28} {parts[1]:<28} {ch(['NEW', 'UNCHANGED', 'CHANGED', 'UNCHANGED']):<9} {ch(['14 days', 'own supply', '7 days', 'POD', '28 days'])}")
    d.ln("Stopped: " + ch(["ramipril (AKI)", "nil", "amlodipine - postural drop", "gliclazide - hypos", "aspirin (now on DOAC)"]))
    B.allergies(d)
    d.ln("")
    d.ln("Actions for GP:")
    d.ln("- " + ch(neg.FOLLOW))
    if maybe(0.6):
        d.ln("- {f} appointment {dt} at {tm} with {x}", f=ch(["OPD", "Clinic", "Fracture clinic", "Heart failure nurse"]),
             dt=date(phi.shift(c.today, phi.R.randint(14, 90))), tm=neg.clock(8, 16), x=dr(c.staff("doc", "Consultant"), ch(["Dr_last", "Dr_init"])))
    if maybe(0.4):
        d.ln("- Community: DN referral to {o}; key safe code given to {r} {f}", o=(ch(P.ORGS_OTHER[2:4]), "ORGANIZATION") if maybe(0.5) else (p.practice, "HOSPITAL"),
             r=p.rel, f=nm(p.nok, "FAMILY", "first"))
    if maybe(0.35):
        d.ln("- Patient information: {u}", u=(phi.url(ch(["leaflets/warfarin", "leaflets/copd-rescue-pack", "heart-failure/selfcare", "falls/advice"])), "URL"))
    d.ln("")
    d.ln("Completed by:")
    B.sig(d, c, author, kind=ch(["gmc", "imc", "full"]))
    if maybe(0.6):
        ph = c.staff("nurse", "Pharmacist")
        d.ln("TTO screened: {n} (pharmacist) GPhC {g}" if c.country == "UK" else "TTO screened: {n} (pharmacist) PSI {g}",
             n=dr(ph, ch(["full", "last"])), g=(phi.gphc(), "LICENSE"))
    B.cc_block(d, c, p)
    if maybe(0.4):
        B.audit(d, c, author)
    return d


# ------------------------------------------------------------------ outpatient clinic list
def clinic_list(c):
    d = Doc()
    cons = c.cons
    spec = ch(P.SPECIALTIES)
    when = c.today
    d.ln("OUTPATIENT CLINIC LIST" if maybe(0.6) else "Clinic list")
    d.ln("{h} - Outpatients Dept{r}", h=(c.hosp, "HOSPITAL"), r=[", Room ", (str(phi.R.randint(1, 24)), "LOCATION_OTHER")] if maybe(0.6) else "")
    d.ln("Clinic: {sp} {t} - {c1}   Code {cd}", sp=spec, t=ch(["New & FU", "FU", "Rapid Access", "Virtual", "Nurse-led"]),
         c1=dr(cons, ch(["Dr_full", "Dr_init", "Dr_last", "prof"])), cd=ch(["RSP", "CAR", "GAS", "COE", "DIA", "REN", "NEU"]) + dig(2) + ch("AB"))
    d.ln("Date: {dt}  Session: {s}", dt=date(when, ch(["wd_full_dm", "wd_dth_month", "dmy", "d_month_y"])), s=ch(["AM", "PM", "AM (08:45-12:30)"]))
    if maybe(0.5):
        d.ln("Also in clinic: {a} (Reg), {b} (CNS)", a=dr(c.staff(), ch(["Dr_last", "full"])), b=dr(c.staff("nurse"), ch(["first", "full", "nurse"])))
    d.ln("")
    d.ln("Time  | Patient                  | DOB        | Hosp No    | Type | Notes")
    h, m = ch([8, 9, 13, 14]), ch([0, 15, 30])
    for _ in range(phi.R.randint(6, 12)):
        p = c.patient(lo=17, hi=95)
        note = ch([
            [ch(["N", "FU", "FU 6/12", "N (2WW)"])],
            ["interpreter (", ch(["Polish", "Portuguese", "Arabic", "Lithuanian", "Romanian", "Somali", "Cantonese"]), ") booked"],
            ["telephone appt - ", (p.phone, "PHONE")],
            ["video - link sent to ", (phi.email(p), "EMAIL")],
            ["DNA x2 - discharge if DNA"], ["transport booked"],
            ["ref by ", dr(p.gp, "Dr_last"), " (", (p.practice, "HOSPITAL"), ")"],
            ["UBRN ", (phi.idnum("ubrn"), "IDNUM")],
            ["private - ", (ch(P.INSURERS), "ORGANIZATION"), " pol ", (phi.insurer_no(), "HEALTHPLAN")],
            ["bloods + spiro before"], ["carer ", nm(p.nok, "FAMILY", "full"), " attends"],
            ["from ", (ch(P.CARE_HOMES), "HOSPITAL")], ["needs hoist"], ["wheelchair user"],
        ])
        typ = ch(["N", "FU", "FU", "N", "Tel", "FU"])
        d.ln("{t} | {n} | {dob} | {m} | {ty} | {nt}", t=f"{h:02d}:{m:02d}", n=nm(p, style=ch(["LAST_comma", "LAST_sp", "title_full", "full"])),
             dob=date(p.dob, ch(["dmy", "dmy", "d_mon_y"])), m=(p.mrn, "MRN"), ty=typ, nt=note)
        if maybe(0.3):
            d.ln("      {hp}  Age {a}", hp=B.hp_piece(p), a=(str(p.age), "AGE"))
        m += ch([15, 15, 20, 30])
        if m >= 60:
            h, m = h + 1, m - 60
    d.ln("")
    d.ln("Total booked: {n}. Overbooks: {o}.".format(n=phi.R.randint(6, 14), o=phi.R.randint(0, 3)))
    if maybe(0.4):
        d.ln("Clinic prep by {s} (med sec) ext {e}", s=dr(c.staff("admin", "Secretary"), ch(["first", "full"])), e=(phi.bleep(), "PHONE"))
    if maybe(0.3):
        d.ln("Report run by {u} on {dt} from {ip}", u=(c.staff().user, "USERNAME"), dt=date(phi.shift(when, -1), "dmy"), ip=(phi.ipaddr(), "IPADDR"))
    return d


# ------------------------------------------------------------------ clinic letter
def clinic_letter(c):
    d = Doc()
    p = c.patient(lo=18, hi=95)
    spec = ch(P.SPECIALTIES)
    hosp_head(d, c, dept="Department of " + spec, full=True)
    d.ln("")
    d.ln("Consultant: {x}   Secretary: {s} ext {e}", x=dr(c.cons, ch(["Dr_full", "Dr_init", "prof"])),
         s=dr(c.staff("admin", "Secretary"), ch(["first", "full"])), e=(phi.bleep(), "PHONE"))
    d.ln("Our ref: {i}/{r}", i=(c.cons.initials(), "DOCTOR"), r=(phi.idnum("order"), "IDNUM"))
    d.ln("Clinic date: {a}   Typed: {b}", a=date(c.today), b=date(phi.shift(c.today, phi.R.randint(1, 12))))
    d.ln("")
    ga = Address(c.country)
    d.ln("{g}", g=dr(p.gp, ch(["Dr_full", "Dr_init"])))
    d.ln("{pr}", pr=(p.practice, "HOSPITAL"))
    d.ln("{a}", a=ga.pieces(sep="\n"))
    d.ln("")
    d.ln("Dear {g},", g=dr(p.gp, ch(["Dr_last", "first"])))
    d.ln("")
    d.ln("Re: {n}, DOB {dob}, {m}", n=nm(p, style=ch(["title_full", "full_caps", "full"])), dob=date(p.dob, ch(["dmy", "d_month_y"])),
         m=ch([["Hosp No ", (p.mrn, "MRN")], B.hp_piece(p)]))
    d.ln("     {a}", a=p.addr.pieces())
    d.ln("")
    d.ln("Diagnoses:")
    B.pmh(d, c, p, n=phi.R.randint(2, 4))
    d.ln("Current medication:")
    B.meds(d, n=phi.R.randint(2, 6))
    d.ln("")
    k = phi.R.randint(0, 2)
    if k == 0:
        d.ln("I reviewed this {a} {j} in clinic today, accompanied by {his} {r} {f}. {neg1}",
             a=age_p(p.age, p.sexword, ch(["n-year-old", "words"])), j=[ch(["retired ", "", "semi-retired "]), (p.job, "PROFESSION")],
             his=p.his, r=p.rel, f=nm(p.nok, "FAMILY", ch(["first", "full"])), neg1=neg.negs(1))
    elif k == 1:
        d.ln("Thank you for referring {n}, whom I saw {h} with {dur} breathlessness. {He} works as a {j} at {o}. {neg1}",
             n=nm(p, style=ch(["title", "full"])), h=ch(["today", "in the virtual clinic", "on the ward attender list"]),
             dur=ch(neg.DURATIONS), He=p.he.capitalize(), j=(p.job, "PROFESSION"), o=(p.employer, "ORGANIZATION"), neg1=neg.negs(1))
    else:
        d.ln("{n} was last seen on {dt} by {x}. Since then {he} has had {ev} in {mo}. {neg1}", n=nm(p, style=ch(["title", "first"])),
             dt=date(phi.shift(c.today, -phi.R.randint(60, 400))), x=dr(c.staff(), "Dr_last"), he=p.he,
             ev=ch(["one admission", "two exacerbations", "a fall", "a course of steroids"]),
             mo=date(phi.shift(c.today, -phi.R.randint(20, 60)), "month"), neg1=neg.negs(1))
    d.ln("On examination " + neg.vitals(3) + ". " + neg.negs(1))
    d.ln("Investigations: " + neg.bloods_inline() + ". " + neg.score() + ".")
    if maybe(0.3):
        d.ln("Spirometry ({dt}): FEV1 1.42 L (58% pred), FVC 2.61 L, ratio 0.54.", dt=date(phi.shift(c.today, -phi.R.randint(1, 30)), short=True))
    if spec == "Respiratory" or maybe(0.15):
        d.ln("{He} has a {m} CPAP machine, serial {s}; download shows good compliance.", He=p.he.capitalize(),
             m=ch(P.DEVICE_MODELS[3:4] + ["Philips DreamStation"]), s=(phi.device_id(), "DEVICE"))
    if maybe(0.25):
        d.ln("As {he} is a {j} I have advised {him} to inform the {ag} and not to drive until review (licence {l}).",
             he=p.he, j=(ch(["HGV driver", "taxi driver", "bus driver", "lorry driver"]), "PROFESSION"), him=p.him,
             ag="DVLA" if c.country == "UK" else "NDLS", l=(phi.driving_licence(p), "LICENSE"))
    d.ln("Plan: " + "; ".join(neg.plan_items(2)) + ". " + ch(neg.FOLLOW) + ".")
    if maybe(0.4):
        d.ln("I will see {him} again in clinic on {dt}.", him=p.him, dt=date(phi.shift(c.today, phi.R.randint(30, 200)), ch(["d_month_y", "dth_month_y", "dth_month", "month_y"])))
    d.ln("")
    d.ln(ch(["Yours sincerely,", "Kind regards,", "With best wishes,"]))
    d.ln("")
    d.ln("{x}", x=dr(c.cons, ch(["Dr_full", "full"])))
    lic = phi.imc() if c.country == "IE" else phi.gmc()
    d.ln("Consultant in {sp}   {reg} {l}", sp=spec, reg="MCRN" if c.country == "IE" else "GMC", l=(lic, "LICENSE"))
    d.ln("")
    B.cc_block(d, c, p)
    B.typed_by(d, c, c.cons)
    return d


# ------------------------------------------------------------------ theatre list
def theatre_list(c):
    d = Doc()
    surg = c.staff("doc", "Consultant Surgeon")
    ana = c.staff("doc", "Consultant Anaesthetist")
    d.ln("{t} - {h}", t=ch(["EMERGENCY (CEPOD) THEATRE LIST", "Elective Theatre List", "Trauma List", "Day Surgery List",
                            "NCEPOD list"]), h=(c.hosp, "HOSPITAL"))
    d.ln("{dt}  {s}", dt=date(c.today, ch(["wd_full_dm", "wd_dth_month", "dmy", "wd_dm"])), s=ch(["All day", "AM", "PM", "08:00-18:00"]))
    sx = "Mr" if surg.sex == "M" else ch(["Ms", "Miss", "Mrs"])
    d.ln("Surgeon: {t} {s} / Anaesthetist: {a} / Scrub: {n} / ODP: {o}", t=sx, s=(surg.last, "DOCTOR"), a=dr(ana, ch(["Dr_last", "Dr_init"])),
         n=dr(c.staff("nurse"), ch(["first", "full"])), o=dr(c.staff("nurse"), ch(["first", "full"])))
    d.ln("")
    d.ln("#  Patient               Age/Sex  Hosp No     Ward            Procedure (OPCS)          ASA  Notes")
    for i in range(phi.R.randint(3, 7)):
        p = c.patient(lo=16, hi=98)
        pr, op, cpt = ch(P.PROCEDURES)
        d.ln("{i}  {n}  {a}  {m}  {w}  {pr} ({op})  {asa}", i=str(i + 1), n=nm(p, style=ch(["LAST_comma", "LAST_sp", "full"])),
             a=[(str(p.age), "AGE"), "/" + p.sexword], m=(p.mrn, "MRN"), w=(ch(P.WARDS), "HOSPITAL"), pr=pr, op=op,
             asa=ch(["I", "II", "III", "IV", "IIIE", "IIE"]))
        notes = []
        if maybe(0.3):
            kind, lab = ch(P.DEVICE_KINDS[:4])
            notes.append([kind, " ", ch(P.DEVICE_MODELS[:3]), " ", lab, " ", (phi.device_id(), "DEVICE"), " - physiologist to reprogram"])
        if maybe(0.4):
            notes.append(["G&S ", (phi.idnum("gs"), "IDNUM"), " valid to ", date(phi.shift(c.today, 2), short=True)])
        if maybe(0.2):
            notes.append([ch(["Latex allergy - first on list", "Difficult airway", "Anticoagulated - INR 1.4 today", "Diabetic - VRIII", "Starved since 02:00"])])
        if maybe(0.15):
            notes.append(["Private pt - ", (ch(P.INSURERS), "ORGANIZATION"), " auth ", (phi.insurer_no(), "HEALTHPLAN"), ", CPT ", cpt, ", acct ", (phi.account(), "ACCOUNT")])
        if maybe(0.2):
            notes.append(["Consent: ", ch(["form 1", "form 4 (lacks capacity)", "form 1 signed"]), "; NOK ", nm(p.nok, "FAMILY", "full"), " informed ", (p.nok_phone, "PHONE")])
        if maybe(0.15):
            notes.append(["interpreter - ", ch(["Polish", "Portuguese", "Tagalog", "Arabic"]), "; from ", (ch(P.COUNTRIES), "COUNTRY")])
        if maybe(0.1):
            notes.append([neg.negs(1)])
        for nt in notes:
            d.ln("   - {x}", x=nt)
    d.ln("")
    if maybe(0.5):
        d.ln("CD register: morphine checked by {a} / {b} (biometric ID {x})", a=dr(c.staff("nurse"), "full"), b=dr(c.staff("nurse"), "full"),
             x=(phi.bio_id(), "BIOID"))
    d.ln("List agreed with {x} at {t}. Theatre co-ordinator ext {e}.", x=[sx + " ", (surg.last, "DOCTOR")], t=neg.clock(), e=(phi.bleep(), "PHONE"))
    if maybe(0.4):
        d.ln("Booked by {u}", u=(c.staff().user, "USERNAME"))
    return d


# ------------------------------------------------------------------ MDT list
MDTS = ["Lung Cancer MDT", "Colorectal MDT", "Upper GI MDT", "Breast MDT", "Urology MDT", "Haematology MDT",
        "Skin MDT", "Complex Discharge MDT", "Stroke MDT", "Frailty MDT", "Neuro-oncology MDM", "Hepatobiliary MDM"]


def mdt_list(c):
    d = Doc()
    mdt = ch(MDTS)
    chair = c.staff("doc", "Consultant")
    coord = c.staff("admin", "MDT coordinator")
    d.ln("{m} - {dt} {tm}", m=mdt.upper() if maybe(0.5) else mdt, dt=date(c.today, ch(["wd_full_dm", "wd_dth_month", "d_month_y", "dmy"])), tm=ch(["13:00", "08:00", "12:30", "1400"]))
    d.ln("Venue: {h} {v}{u}", h=(c.hosp, "HOSPITAL"), v=ch(["Education Centre", "Seminar Room", "Board Room", "Radiology meeting room"]),
         u=[" / Teams: ", (phi.url("mdt/join/" + dig(6)), "URL")] if maybe(0.4) else "")
    d.ln("Chair: {c1}   Co-ordinator: {x} ({e}, ext {t})", c1=dr(chair, ch(["Dr_full", "Dr_last", "prof"])), x=dr(coord, ch(["full", "first"])),
         e=(phi.email(coord), "EMAIL"), t=(phi.bleep(), "PHONE"))
    att = [dr(c.staff("doc", "Consultant"), ch(["Dr_last", "full", "Dr_init"])) for _ in range(phi.R.randint(3, 6))]
    d.ln("Present: {a}", a=phi.join(att, ", "))
    d.ln("")
    for i in range(phi.R.randint(3, 7)):
        p = c.patient(lo=30, hi=95)
        d.ln("{i}. {n}  DOB {dob}  {m}  {hp}", i=str(i + 1), n=nm(p, style=ch(["LAST_comma", "full_caps", "LAST_sp"])),
             dob=date(p.dob, "dmy"), m=(p.mrn, "MRN"), hp=B.hp_piece(p))
        d.ln("   Ref: {r} ({s}); discussed by {x}", r=dr(c.staff("doc", "Consultant"), ch(["Dr_last", "Dr_init"])),
             s=ch(["Resp", "Gastro", "GP 2WW", "Surgeons", "ED"]), x=dr(c.staff(), ch(["Dr_last", "last"])))
        d.ln("   Hx: {a} {w}, {j}. PS {ps}. " + ch(["Weight loss 8 kg.", "Haemoptysis.", "Iron deficiency anaemia.", "Incidental finding on CT."]),
             a=age_p(p.age, p.sexword, ch(["nyo", "n-year-old", "n y/o", "n yo"])), w="man" if p.sex == "M" else "woman",
             j=ch([["ex-", (p.job, "PROFESSION")], ["retired ", (p.job, "PROFESSION")], ["works as ", (p.job, "PROFESSION")]]), ps=str(phi.R.randint(0, 3)))
        d.ln("   Imaging: {m} {acc} ({dt}) - " + ch(["3.4 cm RUL spiculated mass, N2 nodes", "stricturing lesion sigmoid", "no distant mets", "liver lesions x3, indeterminate"]),
             m=ch(["CT TAP", "PET-CT", "MRI pelvis", "CT thorax"]), acc=(phi.idnum("rad"), "IDNUM"), dt=date(phi.shift(c.today, -phi.R.randint(3, 30)), short=True))
        if maybe(0.7):
            d.ln("   Path: {s} ({dt}) - " + ch(["adenocarcinoma, TTF-1 +", "SCC", "no malignancy seen", "DLBCL", "moderately differentiated adenoca, MMR proficient"]),
                 s=(phi.idnum("spec"), "IDNUM"), dt=date(phi.shift(c.today, -phi.R.randint(2, 20)), short=True))
        d.ln("   Staging: " + ch(["T2aN2M0", "T3N1M0", "T4N0M1b", "TBC", "stage IIIA", "Gleason 4+3=7, T2c"]) + "  " + neg.score())
        d.ln("   Outcome: " + ch(["Refer oncology clinic", "EBUS", "Surgery - for lobectomy", "Best supportive care", "Repeat CT 3/12", "Discuss at regional MDT"]) + ".")
        k = phi.R.randint(0, 3)
        if k == 0:
            d.ln("   Action: CNS {n} to ring pt on {t} by {dt}", n=dr(c.staff("nurse"), ch(["first", "nurse"])), t=(p.phone, "PHONE"),
                 dt=date(phi.shift(c.today, 2), ch(["wd", "wd_dm", "dm"])))
        elif k == 1:
            d.ln("   Action: letter to GP ({g}, {pr}); {r} {f} to be present at results clinic", g=dr(p.gp, "Dr_last"), pr=(p.practice, "HOSPITAL"),
                 r=p.rel, f=nm(p.nok, "FAMILY", "first"))
        elif k == 2:
            d.ln("   Action: transfer images to {h} (PACS node {ip})", h=(phi.hospital(c.country), "HOSPITAL"), ip=(phi.ipaddr(), "IPADDR"))
        else:
            d.ln("   Action: clinic {dt} with {x}", dt=date(phi.shift(c.today, phi.R.randint(5, 20)), short=True), x=dr(c.staff("doc", "Consultant"), "Dr_last"))
    d.ln("")
    d.ln("Outcomes recorded by {x}. Next MDT {dt}.", x=dr(coord, ch(["first", "full"])), dt=date(phi.shift(c.today, 7), ch(["dmy", "wd_dm", "d_mon"])))
    return d
