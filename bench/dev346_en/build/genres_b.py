"""Genres: bone health clinic letter, GP recall letter, referral triage note, telephone follow-up note."""
import pools as PL
from core import P, plus, idnum, serial, plate, site_name, url, email_person, phone, words
from blocks import pt_header, sig, letterhead, negs, age_phrase, fam_ref, social, pmh
from case import bmd_rows, lab_rows, frax, RISKS, DRUGS, CALCIUM, OTHER_MEDS

HE = {"F": ("she", "her", "She", "Her"), "M": ("he", "his", "He", "His")}


def _dr(c):
    return "Dr. " if c.cc in ("US", "CA") else "Dr "


def bone_clinic_letter(n, r, c):
    cc, d = c.cc, c.anchor
    he, his, He, His = HE[c.sex]
    letterhead(n, r, c, dept=r.choice(["Bone Health Clinic", "Metabolic Bone Clinic", "Osteoporosis Clinic",
                                       "Fracture Liaison Service", "Endocrine & Bone Clinic"]))
    if r.random() < 0.6:
        n.f("Ref: {a}/{b}/{m}\n", a=c.cons.n("ini"), b=c.sec.n("inil"), m=c.mrn)
    n.f("Clinic date: {d1}   Dictated: {d2}   Typed: {d3}\n\n", d1=c.dt(r, d), d2=c.dt(r, d, "num"),
        d3=c.dt(r, plus(d, r.randint(1, 9)), "num"))
    n.add(r.choice(["PRIVATE AND CONFIDENTIAL\n", "", "Confidential\n"]))
    n.f("{dr}{g}\n{p}\n", dr=_dr(c), g=c.gp.n(r.choice(["full", "il", "fml"])), p=c.practice)
    n.add(c.paddr.block(r))
    n.f("\nDear {dr}{g},\n\n", dr=_dr(c), g=c.gp.n("last"))
    n.f("Re: {nm}  DOB: {dob}  {nl}: {nat}\n", nm=c.pt.n(r.choice(["fml", "full", "LF"])), dob=c.dt(r, c.dob), nl=c.natlab, nat=c.nat)
    n.add("      ")
    n.add(c.addr.line(r))
    n.add("\n\nDiagnoses:\n")
    n.f("1. Osteoporosis with fragility fracture: {fx} ({d})\n", fx=c.fx[0], d=c.dt(r, c.fxdate, r.choice(["my", "num", "mys"])))
    for i, cm in enumerate(r.sample(PL.COMORB, r.randint(1, 3))):
        n.add("%d. %s\n" % (i + 2, cm))
    n.add("\nCurrent medication: %s, %s.\n\n" % (", ".join(r.sample(OTHER_MEDS, r.randint(2, 4))), r.choice(CALCIUM[cc])))
    n.f("I saw this {a} retired {p} in clinic today", a=age_phrase(r, c), p=c.prof)
    if r.random() < 0.6:
        rel, fp = fam_ref(r, c, 0, r.choice(["full", "first"]))
        n.f(", accompanied by {his} {rel} {f}", his=his, rel=rel, f=fp)
    n.f(". {He} sustained a {fx} fracture on {d} ({m}) and was identified through the fracture liaison service.",
        He=He, fx=c.fx[0], d=c.dt(r, c.fxdate), m=c.fx[1])
    if r.random() < 0.45:
        n.f(" {He} was born in {ctry} and moved to {cty} in {y}.", He=He, ctry=P(r.choice(PL.BIRTH_COUNTRIES), "COUNTRY"),
            cty=P(c.addr.city, "CITY"), y=P(str(c.dob.year + r.randint(18, 40)), "DATE"))
    if r.random() < 0.35:
        n.f(" {He} still works two days a week at {e}.", He=He, e=c.employer)
    if r.random() < 0.4:
        rel, fp = c.fam[1]
        n.f(" {His} {rel} {f}, a {fp2}, helps with shopping.", His=His, rel=rel, f=fp.n(r.choice(["first", "full"])), fp2=c.fam_prof)
    n.add("\n\n")
    n.add("Risk factors: %s. %s\n\n" % ("; ".join(r.sample(RISKS, r.randint(1, 3))), negs(r, 1)))
    rows = bmd_rows(r, c.age, ["L1-L4", "Femoral neck", "Total hip"])
    n.f("DXA ({d}): ", d=c.dt(r, plus(d, -r.randint(7, 60))))
    n.add("; ".join("%s T %s" % (x[0], x[2]) for x in rows) + ". ")
    mof, hip = frax(r)
    n.add("FRAX MOF %.0f%%, hip %.1f%%.\n" % (mof, hip))
    n.add("Bloods: " + ", ".join("%s %s" % (x[0], x[1]) for x in lab_rows(r, k=5)) + ".\n\n")
    n.add("Plan:\n")
    drug = r.choice(DRUGS)
    for line in ["Start %s; counselled on administration and side effects." % drug,
                 "Continue %s." % r.choice(CALCIUM[cc]),
                 r.choice(["Repeat DXA in 3 years.", "Review at 5 years for treatment holiday.", "Annual review in FLS clinic.",
                           "No routine follow-up; FLS will telephone at 16 and 52 weeks."]),
                 r.choice(["Falls clinic referral made.", "Dental review before starting advised.",
                           "Check adherence at %s review." % c.gpterm])]:
        n.add("- " + line + "\n")
    n.f("\nIf you have any questions please contact the team on {p}", p=c.dphone)
    if r.random() < 0.5:
        n.f(" or {e}", e=c.demail)
    n.add(".\n")
    sig(n, r, c, c.cons, c.cons_title)
    n.f("\ncc: {nm}, {a}\n", nm=c.pname(r), a=c.addr.line(r))
    if r.random() < 0.5:
        n.f("DD/{s}\n", s=c.sec.n("inil"))


def gp_recall_letter(n, r, c):
    cc, d = c.cc, c.anchor
    n.f("{p}\n", p=c.practice)
    n.add(c.paddr.line(r))
    n.f("\nTel: {t}", t=c.pphone)
    if r.random() < 0.6:
        n.f("   Fax: {f}", f=c.pfax)
    web = url(r, c.practice.v)
    n.f("\nWeb: {u}\n\n", u=web)
    n.f("{d}\n\n", d=c.dt(r, d, r.choice(["long", "num", "long"])))
    n.f("{t} {nm}\n", t=c.pt.title, nm=c.pt.n(r.choice(["full", "fml", "il"])))
    n.add(c.addr.block(r, upper=r.random() < 0.3))
    n.f("\n{nl}: {nat}   DOB: {dob}\n", nl=c.natlab if cc != "US" else "Member ID", nat=c.nat if cc != "US" else c.hp,
        dob=c.dt(r, c.dob))
    if r.random() < 0.4:
        n.f("Recall ID: {x}\n", x=idnum(r, "order"))
    topic = r.randint(0, 3)
    subj = ["Invitation: bone density (DEXA) scan", "Review of your osteoporosis medicine",
            "Your denosumab (Prolia) injection is due", "Bone health check after your fracture"][topic]
    n.f("\nRE: {s}\n\n", s=subj.upper() if r.random() < 0.5 else subj)
    n.f("Dear {x},\n\n", x=r.choice([[c.pt.title + " ", c.pt.n("last")], [c.pt.n("first")], [c.pt.title + " ", c.pt.n("full")]]))
    if topic == 0:
        n.f("Our records show that your last bone density scan was on {d}. Dr {g} would like you to have a repeat scan "
            "at {h}. ", d=c.dt(r, plus(d, -r.randint(900, 1800)), r.choice(["long", "my"])), g=c.gp.n("last"), h=c.hosp)
    elif topic == 1:
        n.f("You have been taking {dr} since {d}. Guidance from {g} suggests a review after 5 years (3 years for "
            "zoledronic acid) to decide whether a treatment break is right for you. ",
            dr=r.choice(["alendronic acid", "risedronate", "ibandronic acid"]),
            d=c.dt(r, plus(d, -r.randint(1700, 2400)), r.choice(["my", "y", "long"])),
            g=r.choice(["NICE", "NOGG", "the RACGP", "Osteoporosis Canada", "BHOF", "PHARMAC"]))
    elif topic == 2:
        n.f("Your next denosumab injection is due on or around {d}. It is important that this is not delayed by more "
            "than 4 weeks. ", d=c.dt(r, plus(d, r.randint(7, 30)), r.choice(["long", "num", "wk"])))
    else:
        n.f("We have been told by {h} that you had a broken bone ({fx}) on {d}. Broken bones after a minor fall can be "
            "a sign of osteoporosis. ", h=c.hosp, fx=c.fx[0], d=c.dt(r, c.fxdate, r.choice(["long", "num"])))
    who = r.choice([("our practice nurse", c.nurse), ("our clinical pharmacist", c.pharm), ("Dr", c.gp)])
    n.f("Please book a {mins}-minute appointment with {w} {nm}", mins=r.choice(["10", "15", "20"]), w=who[0],
        nm=who[1].n("last" if who[0] == "Dr" else r.choice(["full", "first"])))
    n.f(" by calling {p} (lines open 8:00-18:00)", p=c.pphone)
    if r.random() < 0.7:
        n.f(" or online at {u}", u=web if r.random() < 0.5 else url(r, c.practice.v))
    n.add(". Please have a blood test (calcium, kidney function, vitamin D) 1 week before.\n\n")
    n.add(r.choice([
        "What happens at a DEXA scan? It is a low-dose x-ray of your hip and spine and takes about 15 minutes. Please wear "
        "clothes without metal zips or buttons. Tell us if you have had a barium or nuclear medicine test in the last 7 days.\n\n",
        "At the review we will check your height, ask about falls and go through your FRAX score. Please bring all your "
        "medicines, including calcium and vitamin D (e.g. Adcal-D3 or Calcichew).\n\n",
        "Denosumab must not be stopped suddenly. If you cannot attend, call us so we can rebook within the 4-week window. "
        "Tell us if you have any dental treatment planned, as jaw problems (osteonecrosis) are rare but possible.\n\n",
        "Many people with osteoporosis never have symptoms until a bone breaks. Treatment such as alendronic acid can "
        "reduce the risk of further fractures by up to half.\n\n"]))
    n.add(r.choice(["Surgery hours: Mon-Fri 08:00-18:30, Sat (pre-booked) 09:00-12:00.\n",
                    "Repeat prescriptions: allow 3 working days.\n", "Out of hours: call 111.\n",
                    "After hours: call the nurse advice line or 911/000 in an emergency.\n"]))
    n.add(r.choice(["If you have moved or changed your telephone number, please let reception know.\n",
                    "If you no longer wish to receive these reminders, please tell us.\n",
                    "Interpreters are available - please ask when booking.\n"]))
    if cc == "US" and r.random() < 0.6:
        n.f("Your plan ({ins}) covers this screening. Medicare Annual Wellness Visit may be combined.\n",
            ins=P(site_name(r, PL.INSURER_PAT), "ORGANIZATION"))
    n.add("\nYours sincerely,\n\n")
    n.f("{dr}{g}\n", dr=_dr(c), g=c.gp.n(r.choice(["full", "fml"])))
    n.add(r.choice({"US": ["Primary Care Physician\n", "Internal Medicine\n"], "CA": ["Family Physician\n"]}.get(
        cc, ["On behalf of the partners\n", "General Practitioner\n"])))
    if r.random() < 0.4:
        n.f("Letter generated by {u} on {d}\n", u=c.sec.n(r.choice(["full", "il"])), d=c.dt(r, d, "num"))


def referral_triage(n, r, c):
    cc, d = c.cc, c.anchor
    n.add(r.choice(["FLS REFERRAL TRIAGE", "Referral triage - Bone Health Service", "REFERRAL VETTING: OSTEOPOROSIS",
                    "Triage note - Fracture Liaison"]) + "\n")
    src = r.randint(0, 3)
    srcs = ["e-Referral (%s)" % ("e-RS" if cc == "UK" else "HealthLink" if cc == "NZ" else "eReferral"),
            "fax", "ED discharge list", "radiology alert (vertebral fracture flag)"]
    n.f("Received: {d} via {s}\n", d=c.dt(r, d), s=srcs[src])
    if src == 1:
        n.f("Fax from: {f}\n", f=c.pfax)
    n.f("{lab}: {x}\n", lab=r.choice(["UBRN", "Referral ID", "Ref no."]), x=idnum(r, "ref"))
    if src == 3:
        n.f("Index study: {a} (CT abdomen {d})\n", a=idnum(r, "dxa"), d=c.dt(r, plus(d, -r.randint(1, 20))))
    n.f("Referrer: {dr}{g}, {p}\n", dr=_dr(c), g=c.gp.n(r.choice(["il", "full"])), p=c.practice if src in (0, 1) else c.hosp)
    n.add("\n")
    pt_header(n, r, c)
    n.f("Contact: {a} / {b}\n", a=c.home, b=c.mob)
    n.f("\nReason: {a} with {fx} fracture {d}. ", a=age_phrase(r, c), fx=c.fx[0], d=c.dt(r, c.fxdate, r.choice(["num", "dm", "abbr2"])))
    n.add(r.choice(["Query osteoporosis.", "Request DXA and treatment advice.", "Intolerant of oral bisphosphonate (GI).",
                    "On denosumab 5 yrs - advice re stopping?", "Low BMD on opportunistic CT.", "eGFR < 35, advice re therapy."]))
    n.add(" " + negs(r, 1) + "\n")
    if r.random() < 0.6:
        pmh(n, r, c)
    if r.random() < 0.6:
        social(n, r, c)
    if r.random() < 0.4:
        n.f("Prior DXA {d} at {h}.\n", d=c.dt(r, plus(d, -r.randint(400, 2500)), "y"), h=P(site_name(r, PL.HOSP_PAT[cc]), "HOSPITAL"))
    n.add("Pre-vetting checklist: Ca %s  eGFR %s  25OHD %s  dental %s  prior DXA %s\n" % tuple(
        r.choice(["done", "done", "missing"]) for _ in range(5)))
    n.add("\nTRIAGE\n")
    pri = r.choice(["Routine", "Soon", "Urgent (multiple vertebral fractures)", "Routine - advice only"])
    n.add("Priority: %s\n" % pri)
    out = r.randint(0, 3)
    if out == 0:
        n.f("Outcome: accepted - DXA booked {d1}, FLS nurse clinic with {nm} {d2}.\n", d1=c.dt(r, plus(d, r.randint(7, 40))),
            nm=c.nurse.n(r.choice(["full", "first", "il"])), d2=c.dt(r, plus(d, r.randint(41, 70))))
    elif out == 1:
        n.f("Outcome: advice and guidance returned to {dr}{g}: start {x} without DXA (age {a}, frail).\n", dr=_dr(c),
            g=c.gp.n("last"), x=r.choice(DRUGS), a=P(str(c.age), "AGE"))
    elif out == 2:
        n.f("Outcome: redirected to {h} (patient lives in {cty}).\n", h=P(site_name(r, PL.HOSP_PAT[cc]), "HOSPITAL"),
            cty=P(c.addr.city, "CITY"))
    else:
        n.f("Outcome: accepted for consultant clinic ({nm}) - complex: {x}.\n", nm=c.cons.n(r.choice(["last", "full"])),
            x=r.choice(["CKD 4", "hypercalcaemia", "male <60", "fracture on treatment", "pregnancy-associated osteoporosis"]))
    n.f("Triaged by: {nm}, {t}   {d} {tm}\n", nm=c.cons.n(r.choice(["il", "full", "ini"])), t=c.cons_title,
        d=c.dt(r, plus(d, r.randint(0, 5)), "num"), tm="%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)))
    if r.random() < 0.6:
        n.f("Admin: letter to patient sent {d} by {nm}.", d=c.dt(r, plus(d, r.randint(3, 10)), r.choice(["num", "dm"])),
            nm=c.sec.n(r.choice(["first", "ini", "full"])))
        if r.random() < 0.5:
            n.f(" Interpreter needed ({l}).", l=r.choice(["Punjabi", "Polish", "Cantonese", "Samoan", "Arabic", "Somali", "Vietnamese"]))
        n.add("\n")


def telephone_followup(n, r, c):
    cc, d = c.cc, c.anchor
    he, his, He, His = HE[c.sex]
    wk = r.choice(["16-week", "12-month", "4-month", "6-week", "annual"])
    short = r.random() < 0.5
    n.add(r.choice(["TELEPHONE CONSULTATION", "Telephone follow-up - FLS", "TC note", "Phone review (%s)" % wk]) + "\n")
    n.f("{d} {tm}  {nm}, {t}\n", d=c.dt(r, d, r.choice(["num", "wks", "iso", "abbr"])), tm="%02d:%02d" % (r.randint(9, 17), r.randint(0, 59)),
        nm=c.nurse.n(r.choice(["full", "il", "first"])), t=c.nurse_title)
    n.f("Pt: {nm}  {m}  DOB {dob}\n", nm=c.pt.n(r.choice(["LF", "full", "fml"])), m=c.mrn, dob=c.dt(r, c.dob))
    called = c.mob if r.random() < 0.6 else c.home
    if short:
        n.f("\n{wk} fls call to {nb}. id confirmed (name, dob, 1st line addr {st}). ", wk=wk, nb=called,
            st=P(c.addr.street, "STREET"))
        if r.random() < 0.5:
            rel, fp = fam_ref(r, c, 0)
            n.f("{rel} {f} present on speaker, pt consents. ", rel=rel, f=fp)
        n.f("taking {dr} since {d}, ", dr=r.choice(["aln 70 weekly", "risedronate weekly", "ibandronate monthly", "adcal bd"]),
            d=c.dt(r, plus(d, -r.randint(80, 400)), r.choice(["dm", "mys", "num2"])))
        n.add(r.choice([["no gi s/e"], ["mild heartburn - advised upright 30 min"],
                        ["missed 2 doses over ", P(r.choice(["xmas", "Christmas", "Easter", "New Year"]), "DATE")],
                        ["stopped due to reflux"]]))
        n.add(". ")
        nf = r.randint(0, 2)
        n.add("falls since last contact: %d" % nf)
        if nf:
            n.f(" (on {d} at {l}, no injury)", d=c.dt(r, plus(d, -r.randint(5, 60)), r.choice(["dm", "num", "dmon"])),
                l=P(r.choice(PL.LANDMARKS), "LOCATION_OTHER"))
        n.add(". %s\n" % r.choice(["dental ok.", "no thigh pain.", "att strength & balance class weekly.", "bloods due."]))
        if r.random() < 0.6:
            n.f("social: {x}.\n", x=r.choice([["retired ", c.prof, ", lives with ", c.fam[0][0], " ", c.fam[0][1].n("first")],
                                               ["still working as ", c.prof, " at ", c.employer],
                                               ["back from ", P(r.choice(PL.HOLIDAY_COUNTRIES), "COUNTRY"), " ", c.dt(r, plus(d, -r.randint(5, 40)), "dmon")]]))
        n.add(r.choice(["bloods: ca/vit d/u&e requested via %s.\n" % c.gpterm, "reinforced: tabs on empty stomach, water only, upright 30 min.\n",
                        "dxa due - req sent.\n", "advised re jaw/ear/thigh symptoms.\n"]))
        n.f("plan: cont. next tc {d}. {dr} aware.\n", d=c.dt(r, plus(d, r.randint(90, 300)), r.choice(["dm", "num", "my"])),
            dr=[c.gpterm + " dr ", c.gp.n("last")])
    else:
        n.f("\nNumber called: {nb}", nb=called)
        if r.random() < 0.4:
            n.f(" (no answer), then {nb}", nb=c.home if called is c.mob else c.mob)
        n.f("\nIdentity confirmed: name, DOB and address ({st}, {cty}).\n", st=P(c.addr.street, "STREET"), cty=P(c.addr.city, "CITY"))
        if r.random() < 0.5:
            rel, fp = fam_ref(r, c, 0, "full")
            n.f("Spoke with {rel} {f} (NOK) with {his} verbal consent; {rel2} contact {ph}.\n", rel=rel, f=fp, his=his,
                rel2=rel, ph=phone(r, cc))
        if r.random() < 0.5:
            n.f("Last bloods {d}: ", d=c.dt(r, plus(d, -r.randint(10, 90)), r.choice(["num", "dm", "abbr2"])))
            n.add(", ".join("%s %s" % (x[0], x[1]) for x in lab_rows(r, ["Adjusted calcium", "eGFR", "25-OH vitamin D"])) + ".\n")
        n.add("\nADHERENCE\n")
        n.f("Started {dr} on {d}. ", dr=r.choice(DRUGS), d=c.dt(r, plus(d, -r.randint(80, 400))))
        n.add(r.choice(["Taking correctly (fasting, upright 30 min, water only).", "Reports 2 missed doses.",
                        "Stopped after 3 weeks due to dyspepsia.", "Has not started - awaiting dental treatment."]) + "\n")
        n.add("Side effects: %s\n" % r.choice(["none", "myalgia after first dose", "reflux", "headache", "nil of note"]))
        n.add("Calcium/vit D: %s\n" % r.choice(CALCIUM[cc]))
        n.add("\nFALLS / FUNCTION\n")
        k = r.randint(0, 2)
        if k == 0:
            n.f("Fell on {d} at {l}; seen by {h}, no new fracture.\n", d=c.dt(r, plus(d, -r.randint(5, 80))),
                l=P(r.choice(PL.LANDMARKS), "LOCATION_OTHER"), h=c.practice)
        elif k == 1:
            n.f("No falls. Attending strength & balance class at {o}.\n", o=P(site_name(r, PL.GROUP_PAT), "ORGANIZATION"))
        else:
            n.f("No falls. Now driving again (reg {v}); advised to check with insurer.\n", v=plate(r, cc))
        n.add("\nEDUCATION\n")
        n.add(r.choice(["Discussed rare side effects (ONJ, atypical femoral fracture); leaflet re-sent.\n",
                        "Explained calcium-rich diet (3 serves dairy/day) and safe sun exposure.\n",
                        "Reinforced weight-bearing exercise; declined community class.\n"]))
        n.add("\nPLAN\n")
        n.add("- " + r.choice(["Continue therapy; next call at 12 months.", "Switch to IV zoledronic acid - referral sent.",
                               "GP to review PPI.", "Book repeat DXA in 2 years."]) + "\n")
        n.f("- Letter to {dr}{g} ({p}) and copy to patient.\n", dr=_dr(c), g=c.gp.n(r.choice(["last", "il"])), p=c.practice)
        if r.random() < 0.4:
            n.f("- Patient transport booked for infusion on {d}: vehicle {v}.\n", d=c.dt(r, plus(d, r.randint(10, 40))), v=plate(r, cc))
        n.f("Call duration {m} min. {nm}\n", m=str(r.randint(6, 25)), nm=c.nurse.n(r.choice(["ini", "il", "full"])))
