"""Genres: notifiable disease case report, contact tracing interview, TB clinic follow-up."""
from nb import NB
from ctx import Ctx, clinic_header, demo_block, signature, tm, family
from common import (nm, phone, email, username, ip, url, shift, Clin, specimen, plate, bioid,
                    fd, words, addr_pieces, address, acute)
from clin import NOTIFIABLE, vitals
from pools import (HOSPITALS, LABS, WARDS, SCHOOLS, EMPLOYERS, CHURCHES, VENUES, DEST_COUNTRIES,
                   DEST_CITIES, PROFESSIONS)

FORM_TITLE = {"US": ["CONFIDENTIAL MORBIDITY REPORT", "Notifiable Condition Case Report Form",
                     "Reportable Disease Case Report"],
              "IE": ["NOTIFICATION OF INFECTIOUS DISEASE", "Infectious Disease Notification Form",
                     "Notifiable Disease Report to Department of Public Health"],
              "ZA": ["NMC CASE NOTIFICATION FORM", "Notifiable Medical Condition - Case Report",
                     "NMC Notification (Category 1 - report within 24 h)"]}


TB_POOL = {"US": ["Riverside TB Clinic", "Mercy Ridge Community Health Center", "Three Rivers Health Center",
                   "Desert Sage Community Clinic"],
           "IE": ["Western Regional Hospital", "Midlands General Hospital", "St. Columba's Hospital",
                  "St. Ita's Community Hospital"],
           "ZA": ["Lebone Clinic", "Masakhane Clinic", "Khanyisa Clinic", "Ubuntu Community Health Centre",
                  "Siyakhula CHC", "Thusong Community Health Centre"]}
REL_SEX = {"grandmother": "F", "uncle": "M", "sister": "F", "cousin": None, "partner": None, "husband": "M",
           "wife": "F", "mum": "F", "brother": "M", "aunt": "F", "neighbour": None, "son": "M"}


def _spec_type(labres):
    for k, v in [("stool", "stool"), ("blood culture", "blood"), ("NPS", "NPS"), ("throat", "throat swab"),
                 ("Sputum", "sputum"), ("urinary", "urine"), ("buccal", "buccal swab"), ("film", "EDTA blood"),
                 ("CSF", "CSF")]:
        if k in labres:
            return v
    return "serum"


def _yn(r):
    return r.choice(["Yes", "No", "Unknown"])


def notifiable_report(r, c, lower):
    x = Ctx(r, c, 0, 88)
    nb = NB(lower)
    dis, sx, labres, route = r.choice(NOTIFIABLE)
    case_id = r.choice(["%s-%d-%05d" % (r.choice(["CR", "NOTF", "CASE", "NMC"]), x.date.year, r.randint(0, 99999)),
                        "%d%06d" % (x.date.year % 100, r.randint(0, 999999))])
    nb.ln("{t}", t=r.choice(FORM_TITLE[c]))
    nb.ln("Case ID: {i}    Date of report: {d}", i=(case_id, "IDNUM"), d=x.d())
    nb.ln("")
    nb.ln("SECTION A - REPORTER")
    rep = x.doc
    nb.ln("Name: {n}   {ln}: {lv}", n=rep.sig(r, "plain"), ln=rep.lic[0], lv=(rep.lic[1], "LICENSE"))
    nb.ln("Facility: {f}", f=(x.clinic["name"], "HOSPITAL"))
    nb.ln("Address: {a}", a=addr_pieces(x.clinic["addr"], r))
    nb.ln("Tel: {p}   Fax: {f}   Email: {e}", p=(x.clinic["phone"], "PHONE"), f=(x.clinic["fax"], "FAX"),
          e=(email(r, rep), "EMAIL"))
    nb.ln("")
    nb.ln("SECTION B - PATIENT")
    nb.ln("Surname: {s}   First name(s): {f}", s=(x.pt.last, "PATIENT"), f=(x.pt.first, "PATIENT"))
    nb.ln("DOB: {d}   Age: {a} {u}   Sex: {s}", d=x.dob(), a=x.age_p(), u="yrs" if x.age != 1 else "yr",
          s="M" if x.pt.sex == "M" else "F")
    nb.ln("Residential address: {a}", a=x.addr_p())
    nb.ln("Phone: {p}   Alt: {q}", p=(x.phone, "PHONE"), q=(x.phone2, "PHONE"))
    if r.random() < 0.6:
        nb.ln("{l}: {v}", l=x.ssn_lab, v=(x.ssn, "SSN"))
    if r.random() < 0.5:
        nb.ln("Hospital/clinic no.: {m}", m=(x.mrn, "MRN"))
    if x.age < 18:
        par = family(r, c, last=x.pt.last)
        nb.ln("Parent/guardian: {n}, {p}", n=nm(par, "full", "FAMILY"), p=(phone(r, c, mobile=True), "PHONE"))
        nb.ln("School/creche: {s}", s=(r.choice(SCHOOLS[c]), "ORGANIZATION"))
    elif x.prof:
        nb.ln("Occupation: {o}   Employer: {e}", o=(x.prof, "PROFESSION"), e=(x.employer, "ORGANIZATION"))
    else:
        nb.ln("Occupation: {o}", o=["retired ", (x.retired, "PROFESSION")] if x.retired else "unemployed")
    nb.ln("")
    nb.ln("SECTION C - CLINICAL")
    onset = shift(x.date, -r.randint(2, 16))
    nb.ln("Condition: {d}", d=dis)
    nb.ln("Date of onset: {o}   Date of diagnosis: {g}", o=x.d(onset), g=x.dd(-r.randint(0, 2)))
    nb.ln("Clinical features: {s}", s=sx)
    hosp = r.random() < 0.55
    if hosp:
        adm = shift(onset, r.randint(0, 4))
        nb.ln("Hospitalised: Yes - {h}, admitted {d}, {w}, bed {b}", h=(r.choice(acute(c)), "HOSPITAL"), d=x.d(adm),
              w=(r.choice(WARDS[c]), "HOSPITAL"), b=(str(r.randint(1, 32)), "LOCATION_OTHER"))
    else:
        nb.ln("Hospitalised: No")
    oc = r.random()
    if oc < 0.08 and x.age > 50:
        nb.ln("Outcome: died {d}", d=x.dd(-r.randint(0, 1)))
    else:
        nb.ln("Outcome: {o}", o=r.choice(["recovering", "recovered", "still ill", "unknown at time of report"]))
    nb.ln("")
    nb.ln("SECTION D - LABORATORY")
    sd = shift(onset, r.randint(0, 3))
    nb.ln("Specimen: {s}, collected {d}", s=_spec_type(labres), d=x.d(sd))
    nb.ln("Laboratory: {l}   Lab ref: {i}", l=(r.choice(LABS[c]), "HOSPITAL"), i=(specimen(r, sd), "IDNUM"))
    nb.ln("Result: {r}", r=labres)
    nb.ln("")
    nb.ln("SECTION E - EPIDEMIOLOGY")
    nb.ln("Mode of transmission (suspected): {m}", m=route)
    nb.ln("Vaccinated against this condition: {v}", v=r.choice(["Yes, 2 doses (documented)", "No", "Unknown", "Yes, 1 dose",
                                                                 "Not applicable"]))
    if r.random() < 0.55:
        cn = r.choice(DEST_COUNTRIES)
        a = shift(onset, -r.randint(10, 40))
        b = shift(a, r.randint(5, 20))
        nb.ln("Travel in incubation period: {c} ({ct}), {a} to {b}", c=(cn, "COUNTRY"), ct=(r.choice(DEST_CITIES[cn]), "CITY"),
              a=x.d(a), b=x.d(b))
    else:
        nb.ln("Travel in incubation period: none reported")
    if r.random() < 0.5:
        nb.ln("Linked setting: {s} ({k})", s=(r.choice(SCHOOLS[c] + EMPLOYERS[c] + CHURCHES), "ORGANIZATION"),
              k=r.choice(["possible cluster", "2 other cases", "single case", "food handler at setting"]))
    if x.age >= 18 and r.random() < 0.4:
        nb.ln("High-risk occupation: {p}", p=(r.choice(["food handler", "healthcare worker", "childcare worker", "nurse", "chef"]), "PROFESSION"))
    nb.ln("Contacts identified: {n}", n=str(r.randint(0, 35)))
    nb.ln("")
    nb.ln("SECTION F - SUBMISSION")
    ph = Clin(r, c, "nurse")
    nb.ln("Notified by {m} to public health on {d} at {t}.", m=r.choice(["phone", "fax", "secure e-mail", "online NMC app"]), d=x.d(), t=tm(r))
    if r.random() < 0.7:
        nb.ln("Received by {n} (public health nurse), call-back {p}.", n=nm(ph, r.choice(["full", "title_last", "init_last"]), "DOCTOR"),
              p=(phone(r, c, mobile=False, ext=r.random() < 0.5), "PHONE"))
    if r.random() < 0.6:
        nb.ln("Data entry: user {u} from {i}", u=(username(r, ph), "USERNAME"), i=(ip(r), "IPADDR"))
    nb.ln("Signature: {s}   Date: {d}", s=rep.sig(r, "cred"), d=x.d(None, r.choice(["num", "short", "iso"])))
    return nb


def contact_tracing(r, c, lower):
    x = Ctx(r, c, 4, 80)
    nb = NB(lower)
    dis, sx, labres, route = r.choice([d for d in NOTIFIABLE if d[3] in ("airborne", "droplet", "faecal-oral", "foodborne")])
    cid = "%s-%d-%04d" % (r.choice(["CT", "IDX", "PH"]), x.date.year, r.randint(0, 9999))
    nb.ln("{t}", t=r.choice(["CONTACT TRACING INTERVIEW", "Contact Tracing - Index Case Interview Record",
                             "Public Health Contact Investigation Notes"]))
    nb.ln("Condition: {d}   Index case ref: {i}", d=dis, i=(cid, "IDNUM"))
    nb.ln("Index case: {n}, {a}", n=x.name(r.choice(["full", "LAST_FIRST2", "full_mi"])), a=x.agesex())
    nb.ln("Address: {a}", a=x.addr_p())
    p_start = shift(x.date, -r.randint(6, 12))
    p_end = shift(x.date, -r.randint(0, 2))
    nb.ln("Infectious period: {a} - {b}", a=x.d(p_start), b=x.d(p_end))
    iv = Clin(r, c, "nurse")
    mode = r.choice(["phone", "in person", "video"])
    nb.f("Interview: {d} {t}, {m}", d=x.d(None, r.choice(["wklong", x.ds])), t=tm(r), m=mode)
    if mode == "phone":
        nb.f(" ({p})", p=(x.phone, "PHONE"))
    elif mode == "in person":
        nb.f(" at {h}, room {rm}", h=(x.clinic["name"], "HOSPITAL"), rm=(str(r.randint(1, 30)) + r.choice(["", "A", "B"]), "LOCATION_OTHER"))
    nb.ln("")
    nb.f("Interviewer: {n}", n=nm(iv, r.choice(["full", "full_mi"]), "DOCTOR"))
    if r.random() < 0.35:
        it = Clin(r, c, "ma")
        nb.f("   Interpreter: {n} ({l})", n=(it.full(), "DOCTOR"), l=r.choice(["Portuguese", "isiZulu", "Polish", "Spanish", "Somali", "Romanian"]))
    nb.ln("")
    nb.ln("")
    nb.ln("SUMMARY OF EXPOSURES")
    events = []
    ds = r.choice(["wk", "dm", x.ds])
    for _ in range(r.randint(3, 5)):
        d = shift(p_start, r.randint(0, max(1, (p_end - p_start).days)))
        events.append(d)
    events.sort()
    kinds = r.sample(["work", "church", "venue", "school", "taxi", "home", "clinic", "party"], len(events))
    for d, k in zip(events, kinds):
        nb.t("- ")
        nb.add(x.d(d, ds))
        if k == "work" and x.prof:
            nb.ln(": worked {h}-hour shift as {p} at {e}; shares break room with ~{n} staff.", h=str(r.choice([6, 8, 10, 12])),
                  p=(x.prof, "PROFESSION"), e=(x.employer, "ORGANIZATION"), n=str(r.randint(4, 30)))
        elif k == "church":
            nb.ln(": attended service at {ch}, approx {n} people, sat near front.", ch=(r.choice(CHURCHES), "ORGANIZATION"),
                  n=str(r.randint(40, 300)))
        elif k == "venue":
            nb.ln(": evening at {v} with friends {a} and {b}.", v=(r.choice(VENUES[c]), "ORGANIZATION"),
                  a=nm(family(r, c), "first", "FAMILY"), b=nm(family(r, c), "full", "FAMILY"))
        elif k == "school":
            nb.ln(": {w} at {s}, classroom {rm}.", w=r.choice(["collected child", "attended class", "parent-teacher meeting"]),
                  s=(r.choice(SCHOOLS[c]), "ORGANIZATION"), rm=(str(r.randint(1, 24)), "LOCATION_OTHER"))
        elif k == "taxi":
            veh = {"US": "rideshare, plate", "IE": "private hire taxi, reg", "ZA": "minibus taxi, reg"}[c]
            nb.ln(": travelled by {v} {p}, ~{m} min journey.", v=veh, p=(plate(r, c), "VEHICLE"), m=str(r.randint(15, 90)))
        elif k == "home":
            rl = r.choice(["grandmother", "uncle", "sister", "cousin"])
            nb.ln(": visited {rel} {n} at {a}.", rel=rl, n=nm(family(r, c, sex=REL_SEX[rl]), "full", "FAMILY"),
                  a=addr_pieces(address(r, c), r)[:3])
        elif k == "clinic":
            nb.ln(": sat in waiting area at {h} ~{n} hours before being seen.", h=(r.choice(HOSPITALS[c]), "HOSPITAL"),
                  n=str(r.randint(1, 5)))
        else:
            nb.ln(": birthday party for {n}, approx {k} guests, indoor.", n=nm(family(r, c), "first", "FAMILY"), k=str(r.randint(10, 50)))
    nb.ln("")
    if r.random() < 0.6:
        nb.ln("Interview excerpt:")
        rl = r.choice(["partner", "husband", "wife", "mum"])
        q = nm(family(r, c, sex=REL_SEX[rl]), "first", "FAMILY")
        nb.ln('  Q: who lives with you at home?')
        nb.ln('  A: "me, my {rel} {n} and the two kids. {n2} is only {a}."', rel=rl,
              n=q, n2=nm(family(r, c), "first", "FAMILY"), a=(str(r.randint(1, 9)), "AGE"))
        nb.ln('  Q: anyone else you spent more than 15 minutes with?')
        nb.ln('  A: "just {n} from work, we car-share most days."', n=nm(family(r, c), "first", "FAMILY"))
        nb.ln("")
    nb.ln("CONTACTS")
    hdr = "#  ID          Name                      Rel.        Age  Phone               Category"
    nb.ln(hdr)
    for i in range(r.randint(3, 7)):
        cp = family(r, c, last=x.pt.last if i < 2 else None)
        cidn = "%s-%02d" % (cid.split("-")[-1], i + 1)
        name = nm(cp, r.choice(["full", "LAST_FIRST2", "full"]), "FAMILY")
        nl = len(name[0][0]) if isinstance(name[0], tuple) else 0
        rel = r.choice(["household", "household", "co-worker" if x.age >= 18 else "classmate", "friend", "congregant", "passenger"])
        agen = r.randint(0, 80) if rel == "household" else (r.randint(5, 18) if rel == "classmate" else r.randint(16, 80))
        age = str(agen)
        cat = "high risk (infant)" if agen < 2 else r.choice(["close - high", "close", "casual", "low"])
        ph = phone(r, c, mobile=True)
        nb.ln("{i}  {ci}{p0}{n}{p1}{rl}{a}{p2}{ph}{p3}{cat}", i=str(i + 1), ci=(cidn, "IDNUM"), p0=" " * max(1, 12 - len(cidn)), n=name,
              p1=" " * max(1, 26 - nl), rl=rel.ljust(12), a=(age, "AGE"), p2=" " * (5 - len(age)), ph=(ph, "PHONE"),
              p3=" " * max(1, 20 - len(ph)), cat=cat)
    nb.ln("")
    nb.ln("ACTIONS")
    nb.ln(" - {a}", a=r.choice(["MMR offered to susceptible contacts within 72 h", "Chemoprophylaxis (ciprofloxacin 500 mg stat) for close contacts",
                               "Exclusion of symptomatic contacts from work/school", "Hepatitis A vaccine offered to household contacts within 14 days",
                               "Stool screening for food-handler contacts", "TB symptom screen + IGRA for household contacts"]))
    nb.ln(" - Letter sent to {s} principal {p}.", s=(r.choice(SCHOOLS[c]), "ORGANIZATION"), p=nm(family(r, c), "title_last", "FAMILY"))
    nb.ln(" - Follow-up call scheduled {d}.", d=x.dd(r.randint(1, 7), r.choice(["wk", "wklong"])))
    nb.ln("")
    nb.ln("Completed by {s}, {org}", s=nm(iv, "full", "DOCTOR"), org=r.choice(["Public Health Nurse", "Surveillance Officer", "CDC-trained Disease Intervention Specialist" if c == "US" else "Area Medical Officer team"]))
    if r.random() < 0.5:
        nb.ln("Contact: {p} | {e}", p=(phone(r, c, mobile=False, ext=True), "PHONE"), e=(email(r, iv), "EMAIL"))
    return nb


def tb_followup(r, c, lower):
    x = Ctx(r, c, 14, 82, pool=TB_POOL[c])
    nb = NB(lower)
    ltbi = c == "US" and r.random() < 0.5
    clinic_header(nb, x, r.choice(["TB CLINIC FOLLOW-UP", "Tuberculosis Treatment Review", "TB Programme - Monthly Review"]),
                  r, full=r.random() < 0.5)
    demo_block(nb, x, r, r.choice([["name", "dob", "agesex", "mrn", "addr"], ["name", "dob", "mrn", "phone"],
                                   ["name", "dob", "ssn", "mrn", "phone"]]))
    reg = "%s/%d/%04d" % (r.choice(["TB", "TBR", "DR"]), x.date.year, r.randint(0, 9999))
    nb.ln("TB register no.: {r}", r=(reg, "IDNUM"))
    start = shift(x.date, -r.randint(20, 170))
    month = max(1, (x.date - start).days // 30)
    nb.ln("Visit date: {d}", d=x.d())
    nb.ln("")
    if ltbi:
        nb.ln("Diagnosis: latent TB infection (IGRA positive {d}); CXR clear.", d=x.d(shift(start, -r.randint(7, 30))))
        nb.ln("Regimen: 3HP (isoniazid + rifapentine weekly x 12 doses), started {d}; dose {n} of 12.", d=x.d(start),
              n=str(min(12, (x.date - start).days // 7 + 1)))
    else:
        nb.ln("Diagnosis: {d}", d=r.choice(["Pulmonary TB, bacteriologically confirmed (new)", "Pulmonary TB, retreatment after loss to follow-up",
                                            "Extrapulmonary TB (lymph node)", "Pulmonary TB, clinically diagnosed"]))
        nb.ln("Regimen: 2HRZE/4HR, started {d}; month {m} of 6 ({ph} phase).", d=x.d(start), m=str(month),
              ph="intensive" if month <= 2 else "continuation")
    nb.ln("")
    nb.ln("ADHERENCE")
    k = r.randint(0, 2)
    if c == "ZA" or k == 0:
        nb.ln("Biometric DOT attendance (fingerprint template {b}): {a}/{t} doses verified.", b=(bioid(r), "BIOID"),
              a=str(r.randint(18, 28)), t="28")
    if k == 1:
        nb.ln("Video-observed therapy via app, username {u}; missed {n} doses this month.", u=(username(r, x.pt), "USERNAME"),
              n=str(r.randint(0, 4)))
    elif k == 2:
        rl = r.choice(["sister", "neighbour", "wife", "son"])
        sup = family(r, c, sex=REL_SEX[rl])
        nb.ln("Treatment supporter: {n} ({rel}), {p}.", n=nm(sup, "full", "FAMILY"), rel=rl,
              p=(phone(r, c), "PHONE"))
    else:
        chw = Clin(r, c, "ma")
        nb.ln("Community DOT by {n} (CHW); pill count matches.", n=(chw.full(), "DOCTOR"))
    nb.ln("")
    nb.ln("SYMPTOMS / EXAM")
    bw = r.randint(42, 88)
    nb.ln("Cough {c}, night sweats {n}, appetite {a}.", c=r.choice(["resolved", "improving", "persistent"]), n=r.choice(["nil", "occasional"]),
          a=r.choice(["good", "improving", "poor"]))
    nb.ln("Weight {w} kg (baseline {b} kg). {v}", w="%.1f" % (bw + r.randint(-10, 40) / 10.0), b=str(bw), v=vitals(r, c, weight=False))
    nb.ln("Side effects: {s}", s=r.choice(["none", "orange urine (expected)", "mild nausea, taking with food", "tingling feet - pyridoxine increased",
                                           "itch, no rash", "ALT 3x ULN - monitoring"]))
    nb.ln("")
    if not ltbi:
        nb.ln("RESULTS")
        for i, (lbl, res) in enumerate([("Baseline", "Xpert MTB/RIF Ultra: MTB detected (medium), RIF resistance not detected"),
                                        ("Month 2", r.choice(["Smear negative; culture pending", "Smear 1+; culture pending", "Smear negative, culture negative"])),
                                        ("Month 5", "pending")][:2 if month < 5 else 3]):
            dd = shift(start, 0 if i == 0 else 56 * i + r.randint(-3, 10))
            if dd > x.date:
                break
            nb.ln("  {l} sputum {d} (lab no. {i}): {r}", l=lbl, d=x.d(dd), i=(specimen(r, dd), "IDNUM"), r=res)
        nb.ln("")
    if c == "ZA" or r.random() < 0.3:
        hiv = r.random() < 0.6
        if hiv:
            nb.ln("HIV: positive, on TLD since {d}; CD4 {cd} ({cd_d}); VL {v}.", d=x.d(shift(x.date, -r.randint(60, 3000)), r.choice(["my", "year"])),
                  cd=str(r.randint(80, 700)), cd_d=x.d(shift(start, -r.randint(0, 20))), v=r.choice(["<50", "LDL", "1 240"]))
        else:
            nb.ln("HIV: negative (rapid test {d}).", d=x.d(start))
    nb.ln("")
    nb.ln("HOUSEHOLD CONTACTS")
    for i in range(r.randint(1, 4)):
        cp = family(r, c, last=x.pt.last if r.random() < 0.7 else None)
        a = r.randint(1, 75)
        res = r.choice(["symptom screen negative, TPT (3HP) started", "IGRA negative", "TST 12 mm - LTBI, for TPT",
                        "CXR normal, symptom free", "referred for assessment - cough 2 weeks"])
        nb.ln(" {i}. {n}, {a} - {r}", i=str(i + 1), n=nm(cp, r.choice(["full", "first"]), "FAMILY"), a=[(str(a), "AGE"), r.choice(["y", " yrs", "yo"])],
              r=res)
    nb.ln("")
    nb.ln("PLAN")
    nb.ln(" - Continue treatment; next visit {d}.", d=x.dd(r.choice([14, 28, 30]), r.choice([x.ds, "wk"])))
    nb.ln(" - {p}", p=r.choice(["Month 5 sputum for smear/culture", "LFTs in 2 weeks", "Nutritional support referral", "Return-to-work letter once smear negative x 2"]))
    if x.prof and r.random() < 0.5:
        nb.ln(" - Works as {p} at {e}; workplace contact screening arranged with OH.", p=(x.prof, "PROFESSION"), e=(x.employer, "ORGANIZATION"))
    signature(nb, x, r, r.choice([x.doc, x.nurse]))
    return nb
