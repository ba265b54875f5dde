"""Genres (author's own): OPAT MDT minutes; home infusion delivery manifest; funding / prior authorisation (dev245)."""
import gen as G
import clin as C
import places as P
from common import S, ago, later, wkday, esign, id_label, mrn_frag, hosp_contact

UPDATES = ["afebrile, CRP falling", "line occluded - alteplase successful", "rash day 10 - switched agent",
           "awaiting MRI", "CK rising - dose reduced", "adherence concerns - missed 2 doses", "planned end this week",
           "neutropenic (0.9) - stop and switch", "AKI - vanc level high, dose held", "doing well, back at work part-time",
           "readmitted overnight with fever", "new PICC after DVT", "wound healing well per ortho"]
ACTIONS = ["repeat bloods", "book ID clinic", "arrange oral switch", "chase MRI report", "discuss with surgeons",
           "order vanc level", "call pt re adherence", "send discharge letter", "update GP", "arrange line removal"]


def mdt_minutes(n, cx, today):
    chair = G.Staff(cx, "dr")
    staff = [G.Staff(cx, cx.ch(["dr", "ph", "rn", "rn", "np"])) for _ in range(cx.ri(3, 6))]
    scribe = G.Staff(cx, cx.ch(["tech", "rn"]))
    n.ln(cx.ch(["OPAT MDT MEETING - MINUTES", "OPAT Virtual Ward Round", "Weekly OPAT Multidisciplinary Review",
                "HITH/OPAT Case Review Meeting" if cx.c == "AU" else "OPAT Team Huddle - Minutes"]))
    n.ln("{h}", h=S(G.hospital(cx), "HOSPITAL"))
    today = wkday(today)
    n.ln("Date: {d}   Time: {t}   Venue: {v}", d=cx.D(today, cx.ch(["wkcomma", cx.dstyle, "long"])), t=cx.time(),
         v=cx.ch([["Seminar room ", S(str(cx.ri(1, 9)), "LOCATION_OTHER"), ", ", S(cx.ch(P.BUILDINGS), "LOCATION_OTHER")],
                  "Microsoft Teams", ["hybrid - ", S(cx.ch(P.BUILDINGS), "LOCATION_OTHER"), " / Teams"]]))
    n.ln("Chair: {c}", c=chair.dr(full=True))
    pres = []
    for i, s in enumerate(staff):
        if i:
            pres.append(", ")
        pres += [s.nm(cx.ch(["full", "il", "first"]) if s.role != "dr" else "full"),
                 " (%s)" % {"dr": cx.ch(["ID", "micro", "ortho", "ID reg"]), "ph": "pharmacy", "rn": cx.ch(["OPAT CNS", "VAT", "community"]),
                            "np": "NP", "tech": "admin"}[s.role]]
    n.ln("Present: {p}", p=pres)
    if cx.p(0.5):
        n.ln("Apologies: {a}", a=G.Staff(cx, "dr").dr())
    n.ln("Minutes: {s}", s=scribe.nm(cx.ch(["full", "il", "ini"])))
    n.ln()
    n.ln("1. CURRENT PATIENTS")
    npt = cx.ri(4, 7)
    for i in range(npt):
        pt = G.Patient(cx, today)
        cs = C.case(cx)
        tot = C.dur_weeks(cx, cs) * 7
        day = cx.ri(2, tot)
        who = cx.ch(staff + [chair])
        form = cx.r.randrange(3)
        if form == 0:
            n.ln("1.{i} {nm} ({a}) {lab} {m} - {ind}; {d} day {x}/{y}.", i=i + 1, nm=pt.S(cx.ch(["full", "LF", "il"])),
                 a=cx.agesex(pt.age, pt.sex), lab=id_label(cx, "mrn"), m=S(pt.mrn, "MRN"), ind=cs.ind, d=cs.reg[0], x=day, y=tot)
        elif form == 1:
            n.ln("1.{i} {ini} {a}, {ind} ({o}) on {d}, day {x}.", i=i + 1, ini=pt.S("ini"), a=cx.age(pt.age), ind=cs.ind, o=cs.org,
                 d=cs.reg[0], x=day)
        else:
            n.ln("1.{i} {nm} - {m} - {d} {ds} since {s}", i=i + 1, nm=pt.S(cx.ch(["LFnc", "lf"])), m=S(pt.mrn, "MRN"), d=cs.reg[0],
                 ds=cs.reg[1], s=cx.D(ago(today, day), cx.ch(["md", "short"])))
        n.ln("    Update: {u}.", u=cx.ch(UPDATES))
        n.ln("    Action: {w} to {a} by {d}.", w=who.nm(cx.ch(["ini", "first", "il"])), a=cx.ch(ACTIONS),
             d=cx.D(later(today, cx.ri(1, 7)), cx.ch(["md", "wk", "short"])))
    n.ln()
    n.ln("2. NEW REFERRALS")
    for i in range(cx.ri(1, 3)):
        pt = G.Patient(cx, today)
        cs = C.case(cx)
        h = G.hospital(cx)
        n.ln("2.{i} {nm}, {a}, {w} at {h} - {ind}. {dec}", i=i + 1, nm=pt.S(cx.ch(["full", "il", "LF"])), a=cx.agesex(pt.age, pt.sex),
             w=S(G.ward(cx), "HOSPITAL"), h=S(h, "HOSPITAL"), ind=cs.ind,
             dec=cx.ch([["Accepted, start ", cx.D(later(today, cx.ri(1, 4)), cx.ch(["md", "wk"])), "."],
                    ["Accept once PICC in, est. ", cx.D(later(today, cx.ri(2, 6)), "md"), "."],
                    "Declined - lives alone, no phone; suggest oral option.", "Needs social work review first."]))
    n.ln()
    n.ln("3. DISCHARGED SINCE LAST MEETING: {x}", x=cx.ri(0, 6))
    n.ln("4. AUDIT: readmission rate {r}% (target <10%); line infections {l}.", r=cx.ri(2, 14), l=cx.ri(0, 2))
    n.ln("5. AOB: {x}", x=cx.ch(["bank holiday cover", "new elastomeric supplier from next month", "teaching session on daptomycin CK monitoring",
                                 ["annual leave ", staff[0].nm("first"), " from ", cx.D(later(today, cx.ri(7, 30)), "md")]]))
    n.ln()
    n.ln("Next meeting: {d}", d=cx.D(wkday(later(today, 7)), cx.ch(["wkcomma", "wk", "md", cx.dstyle])))


def delivery_manifest(n, cx, today):
    prov = G.provider(cx)
    drv = G.Staff(cx, "tech")
    disp = G.Staff(cx, "tech")
    n.ln("{p}", p=S(prov, "HOSPITAL"))
    n.ln(cx.ch(["DELIVERY RUN SHEET", "Dispatch Manifest - Home Infusion", "COLD CHAIN DELIVERY MANIFEST", "Driver Route Sheet"]))
    nst = cx.ri(3, 6)
    mins = sorted(cx.ri(6 * 60 + 30, 18 * 60) for _ in range(nst + 2))
    hm = ["%02d:%02d" % divmod(m, 60) for m in mins]
    n.ln("Date: {d}   Route: {r}   Depart: {t}", d=cx.D(today), r=cx.ch(["N", "S", "E", "W", "R"]) + str(cx.ri(1, 12)), t=hm[0])
    n.ln("Driver: {d}   Mobile: {m}", d=drv.nm(cx.ch(["full", "il"])), m=S(cx.phone(True), "PHONE"))
    k = cx.r.randrange(3)
    if k == 0:
        n.ln("Vehicle: {v}  (reg {p})", v=cx.ch(["Ford Transit", "Toyota HiAce", "Renault Kangoo", "Ram ProMaster", "Mercedes Sprinter"]),
             p=S(cx.plate(), "VEHICLE"))
    elif k == 1:
        n.ln("Vehicle reg: {p}   VIN: {vin}", p=S(cx.plate(), "VEHICLE"), vin=S(cx.vin(), "VEHICLE"))
    else:
        n.ln("Contractor: {c}  van {p}", c=S(G.courier(cx), "ORGANIZATION"), p=S(cx.plate(), "VEHICLE"))
    n.ln("Temp logger: SN {s}   set 2-8 C   cool boxes x{b}", s=S(cx.device(), "DEVICE"), b=cx.ri(2, 8))
    n.ln("Dispatched by: {d}", d=disp.nm(cx.ch(["ini", "full", "il"])))
    n.ln()
    for i in range(nst):
        pt = G.Patient(cx, today)
        cs = C.case(cx)
        am = mins[i + 1] < 12 * 60
        n.ln("STOP {i}  {w}", i=i + 1, w=cx.ch(["08:00-12:00", "AM", "before 12:00"] if am else ["12:00-16:00", "PM", "12:00-18:00"]))
        n.ln("  Pt: {nm}   Ref {r}", nm=pt.S(cx.ch(["LF", "full", "il", "LFnc"])), r=S(cx.idnum("track"), "IDNUM"))
        n.ln("  {a}", a=pt.addr.oneline())
        n.ln("  Ph: {p}{alt}", p=S(pt.phone, "PHONE"), alt=["  alt ", S(pt.nok_phone, "PHONE"), " (", pt.rel, ")"] if cx.p(0.4) else "")
        n.ln("  Items: {q} x {d} {u}; {x}", q=cx.ri(1, 14), d=cs.reg[0], u=cx.ch(["elastomeric", "bags", "cassettes", "syringes"]),
             x=cx.ch(["flush pack", "sharps bin", "dressing packs x2", "ancillaries", "spare pump"]))
        if cx.p(0.3):
            n.ln("  Pump swap: out SN {a} / in SN {b}", a=S(cx.device(), "DEVICE"), b=S(cx.device(), "DEVICE"))
        if cx.p(0.45):
            n.ln("  Notes: {x}", x=cx.ch([["leave with ", pt.rel, " ", pt.nok.nm("full"), " if out"], "fridge in garage",
                                          ["gate code with driver; near the ", S(cx.ch(P.LANDMARKS), "LOCATION_OTHER")],
                                          "ring twice - hard of hearing", "do NOT leave on doorstep", "dog in yard"]))
        sig = cx.r.randrange(3)
        if sig == 0:
            n.ln("  Rec'd by: {r}  {t}  temp {c} C", r=pt.S(cx.ch(["il", "full", "last"])), t=hm[i + 1], c="%.1f" % cx.r.uniform(2.4, 7.8))
        elif sig == 1:
            n.ln("  Rec'd by: {r} ({rel})  {t}", r=pt.nok.nm(cx.ch(["il", "full", "first"])), rel=pt.rel, t=hm[i + 1])
        else:
            n.ln("  NOT DELIVERED {t} - no answer; carded, re-attempt {d}", t=hm[i + 1], d=cx.D(later(today, 1), cx.ch(["md", "wk"])))
        n.ln()
    n.ln("Returned to base {t}. Logger max {m} C / min {x} C - no excursion.", t=hm[-1], m="%.1f" % cx.r.uniform(5, 7.9),
         x="%.1f" % cx.r.uniform(2.1, 4))
    n.ln("Checked in by {d}.", d=disp.nm(cx.ch(["il", "ini", "full"])))


def funding_request(n, cx, today):
    pt = G.Patient(cx, today)
    cs = C.case(cx)
    reg = cs.reg
    presc = G.Staff(cx, "dr")
    coord = G.Staff(cx, cx.ch(["rn", "tech", "ph"]))
    prov = G.provider(cx)
    h = hosp_contact(cx)
    weeks = C.dur_weeks(cx, cs)
    start = later(today, cx.ri(0, 3))
    end = later(start, weeks * 7)
    if cx.us:
        ins = G.insurer(cx)
        n.ln("PRIOR AUTHORIZATION REQUEST - HOME INFUSION THERAPY")
        n.ln("To: {i} Utilization Management   Fax {f}", i=S(ins, "ORGANIZATION"), f=S(cx.phone(False), "FAX"))
        n.ln("From: {p}   Ph {ph}   Fax {f}", p=S(prov, "HOSPITAL"), ph=S(cx.phone_ext(), "PHONE"), f=S(cx.phone(False), "FAX"))
        n.ln("Date submitted: {d}   Urgency: {u}", d=cx.D(today), u=cx.ch(["expedited (72 h)", "standard", "urgent - discharge pending"]))
        n.ln()
        n.ln("MEMBER")
        n.ln("Name: {nm}   DOB: {dob}   Sex: {s}", nm=pt.S(cx.ch(["LF", "lf", "full"])), dob=cx.D(pt.dob), s=pt.sex)
        n.ln("{lab}: {m}   Group: {g}", lab=id_label(cx, "hp"), m=S(pt.hp, "HEALTHPLAN"), g=S(cx.group(), "HEALTHPLAN"))
        if cx.p(0.5):
            n.ln("Subscriber: {s} ({rel})   Employer: {e}", s=pt.nok.nm(cx.ch(["full", "LF"])), rel=pt.rel, e=S(G.org(cx), "ORGANIZATION"))
        if cx.p(0.3):
            n.ln("SSN (last 4 only per policy): {x}", x=S(cx.ssn()[-4:], "SSN"))
        elif cx.p(0.6):
            n.ln("SSN: {x}", x=S(cx.ssn(), "SSN"))
        n.ln("Address: {a}   Phone: {p}", a=pt.addr.oneline(), p=S(pt.phone, "PHONE"))
        n.ln()
        n.ln("ORDERING PROVIDER: {p}  NPI {n}  ({s})", p=presc.dr(full=True), n=S(cx.npi(), "LICENSE"),
             s=cx.ch(["Infectious Disease", "Orthopedic Surgery", "Internal Medicine", "Hospitalist"]))
        n.ln("Servicing pharmacy NPI: {n}   Facility: {h}", n=S(cx.npi(), "LICENSE"), h=S(h["name"], "HOSPITAL"))
        n.ln()
        n.ln("CLINICAL")
        n.ln("Dx: {i} ({o}); ICD-10 {c}", i=cs.ind, o=cs.org, c=C.icd(cx))
        n.ln("Drug: {r}", r="%s %s %s" % reg[:3])
        n.ln("Codes: {c}", c=C.hcpcs(reg))
        n.ln("Requested dates of service: {s} through {e} ({w} weeks)", s=cx.D(start, "mdY"), e=cx.D(end, "mdY"), w=weeks)
        n.ln("Inpatient admission: {h}, {a} - expected d/c {d}", h=S(h["name"], "HOSPITAL"), a=cx.D(ago(today, cx.ri(4, 20)), "md"),
             d=cx.D(start, "md"))
        n.ln("Rationale: {x}", x=cx.ch(["endocarditis - IV required per AHA guideline"] if "endocarditis" in cs.ind else
                                        ["no oral option with adequate penetration for organism/site", "failed oral therapy",
                                         "organism resistant to all oral agents", "intolerance of oral alternatives (QT)"]))
        n.ln()
        n.ln("PAYER RESPONSE ({d} {t})", d=cx.D(later(today, cx.ri(0, 2)), "md"), t=cx.time())
        n.ln("Status: {s}   Auth #: {a}   Case ref: {c}", s=cx.ch(["APPROVED", "APPROVED - 4 wks, resubmit for extension", "PENDED - need MRI report"]),
             a=S(cx.idnum("auth"), "IDNUM"), c=S(cx.idnum("ref"), "IDNUM"))
        n.ln("Reviewer: {r}, RN (UM)   Ref call {p}", r=G.Staff(cx, "rn").nm(cx.ch(["full", "il"])), p=S(cx.phone_ext(), "PHONE"))
        n.ln("Submitted by: {c}", c=coord.sig())
    elif cx.c == "UK":
        n.ln(cx.ch(["HOMECARE PATIENT REGISTRATION FORM", "Homecare Medicines Service - Registration & Prescription",
                    "OPAT HOMECARE REFERRAL (commissioned service)"]))
        n.ln("Homecare provider: {p}   Purchase order: {o}", p=S(prov, "HOSPITAL"), o=S(cx.idnum("order"), "IDNUM"))
        n.ln("Referring trust: {h}   Pharmacy contact: {c}  {e}", h=S(h["name"], "HOSPITAL"), c=coord.sig(), e=S(cx.email(coord), "EMAIL"))
        n.ln()
        n.ln("Patient name: {nm}   Title: {t}", nm=pt.S(cx.ch(["full", "fmid"])), t=pt.p.title())
        n.ln("DOB: {dob}   NHS number: {nhs}   Hospital no: {m}", dob=cx.D(pt.dob), nhs=S(pt.nhs, "MRN"), m=S(pt.mrn, "MRN"))
        n.ln("Delivery address: {a}", a=pt.addr.oneline())
        n.ln("Tel: {p}   Mobile: {m}   Email: {e}", p=S(pt.phone, "PHONE"), m=S(pt.mobile, "PHONE"), e=S(pt.email, "EMAIL"))
        n.ln("Alternative delivery contact: {nk} ({rel}) {p}", nk=pt.nok.nm(), rel=pt.rel, p=S(pt.nok_phone, "PHONE"))
        if cx.p(0.45):
            n.ln("NI number (for benefits letter only): {x}", x=S(cx.ssn(), "SSN"))
        n.ln("Patient consent to share data with homecare provider: Yes ({d})", d=cx.D(today, "md"))
        n.ln()
        n.ln("Indication: {i}   Drug: {r}", i=cs.ind, r="%s %s %s" % reg[:3])
        n.ln("Start: {s}   Expected stop: {e}   Deliveries: {f}", s=cx.D(start), e=cx.D(end), f=cx.ch(["weekly", "twice weekly", "every 3-4 days"]))
        n.ln("Nursing: {x}", x=cx.ch(["self-administration, training visit x2", "daily nurse administration", "weekly line care only"]))
        n.ln("Prescriber: {p}   GMC: {g}", p=presc.dr(full=True), g=S(cx.license("dr"), "LICENSE"))
        n.ln("Clinically screened by: {c} on {d}", c=G.Staff(cx, "ph").sig(), d=cx.D(today, "md"))
    else:
        fund = G.insurer(cx)
        n.ln(cx.ch(["HOSPITAL IN THE HOME - PRIVATE FUND PRE-APPROVAL", "HITH ADMISSION & FUNDING FORM", "OPAT Funding Request - Private Patient"]))
        n.ln("Facility: {h}   HITH program: {p}", h=S(h["name"], "HOSPITAL"), p=S(prov, "HOSPITAL"))
        n.ln("Patient: {nm}   DOB {dob}   {lab} {m}", nm=pt.S(cx.ch(["LF", "full"])), dob=cx.D(pt.dob), lab=id_label(cx, "mrn"), m=S(pt.mrn, "MRN"))
        n.ln("Medicare No: {m}  IRN {i}  exp {e}", m=S(cx.healthplan(), "HEALTHPLAN"), i=cx.ri(1, 5), e=cx.D(later(today, cx.ri(200, 1500)), "mnum"))
        n.ln("Health fund: {f}   Member no: {m}   Cover: {c}", f=S(fund, "ORGANIZATION"), m=S(pt.hp, "HEALTHPLAN"),
             c=cx.ch(["Gold hospital", "Silver Plus", "Basic (excess $500)", "Top hospital, no excess"]))
        if cx.p(0.3):
            n.ln("DVA file no: {d}", d=S("%s%s%s" % (cx.ch(["N", "V", "Q", "W"]), cx.ch(["X", "W", "SM"]), cx.digits(6)), "HEALTHPLAN"))
        n.ln("Address: {a}", a=pt.addr.oneline())
        n.ln("Phone: {p}   Emergency contact: {nk} ({rel}) {q}", p=S(pt.mobile, "PHONE"), nk=pt.nok.nm(), rel=pt.rel, q=S(pt.nok_phone, "PHONE"))
        n.ln()
        n.ln("Admitting doctor: {p}   Provider no. {l}", p=presc.dr(full=True), l=S(cx.digits(6) + cx.letters(2), "LICENSE"))
        n.ln("Diagnosis: {i} ({o})", i=cs.ind, o=cs.org)
        n.ln("Treatment: {r}; est. {w} weeks ({s} - {e})", r="%s %s %s" % reg[:3], w=weeks, s=cx.D(start, "md"), e=cx.D(end, "md"))
        n.ln("Item numbers: {x}", x=cx.ch(["HITH daily bed-day", "23 x HITH nurse visits", "PICC insertion MBS 13815"]))
        n.ln("Fund response {d}: {r}  Approval ref {a}", d=cx.D(later(today, 1), "md"), r=cx.ch(["approved", "approved for 21 days", "more info required"]),
             a=S(cx.idnum("auth"), "IDNUM"))
        n.ln("Completed by: {c}  ph {p}", c=coord.sig(), p=S(h["tel"], "PHONE"))
    n.ln()
    if cx.p(0.5):
        n.ln("Portal upload: {u}   Confirmation emailed to {e}", u=S(cx.url(), "URL"), e=S(h["email"], "EMAIL"))
    esign(n, cx, coord, today)
