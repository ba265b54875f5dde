"""Genres: rapid response record, code blue record, nursing admission assessment."""
import datetime as dt

from phi import (P, A, D, Doc, Cast, ch, chance, ri, sample, clock, digits, internal, staff, make_family, phone,
                 phone_intl, intl_pair, license_no, idnum, device_id, url, ip_private, Person, ssn, bioid, street, us_zip, ca_postal)
from pools2 import (CARE_HOMES, CLINICS, PHARMACIES, UNITS, LANGUAGES, EMPLOYERS, PROFESSIONS, COUNTRIES, CHURCHES,
                    INSURERS, OTHER_ORGS)
import neg
from blocks import (H, O, L, days, age_sex, header, demo, problems, med_list, sig, cosign, cc, audit,
                    emergency_contact, social, row, he, his, lab_block)


def _times(n):
    h, m = ri(0, 23), ri(0, 50)
    out = []
    for _ in range(n):
        out.append("%02d%02d" % (h % 24, m))
        m += ri(1, 6)
        if m >= 60:
            m -= 60
            h += 1
    return out


RRT_EPON = ["Kussmaul respirations noted, DKA protocol started", "Cheyne-Stokes pattern, ABG sent", "Trendelenburg briefly, BP improved",
            "Foley placed for strict I&O", "Cushing's triad absent (HR 88)", "Babinski equivocal L, neuro paged", "Allen test done before ABG",
            "Murphy's sign positive, RUQ US ordered", "Grey Turner sign absent"]


def intl_bits():
    cn, ph = intl_pair()
    return ["; abroad in ", P(cn, "COUNTRY"), " ", P(ph, "PHONE")]


def rapid_response():
    c = Cast()
    d = Doc()
    p = c.pt
    header(d, c, ch(["Rapid Response Team Record", "RRT Event Documentation", "Medical Emergency Team (MET) Call Record",
                     "Rapid Response Call Note"]), printed=False)
    t = _times(8)
    d.ln("Event #: {e}   Date: {dt}   Called: {t0}  Team arrived: {t1}  Ended: {t2}", e=P(idnum(ch([2, 5])), "IDNUM"),
         dt=c.D(), t0=t[0], t1=t[1], t2=t[7])
    demo(d, c, p, ["name", "mrn", "dob", "room"] + (["code"] if chance(0.7) else []))
    caller = c.rns[0]
    d.ln("Called by: {n}, {cr} ({ph})  Primary RN: {pr}", n=caller.full(), cr=caller.cred, ph=P(internal(), "PHONE"), pr=ch([caller.first_, c.rns[1].full])())
    d.ln("Reason(s): {r}", r=", ".join(sample(["[x] HR > 130", "[x] SBP < 90", "[x] RR > 28", "[x] SpO2 < 90% despite O2",
                                               "[x] acute mental status change", "[x] staff worried", "[x] chest pain",
                                               "[x] new seizure", "[x] MEWS >= 5", "[x] family concern"], ri(1, 3))))
    rrt, rt, md = staff("RN"), staff("RN"), ch(c.mds)
    d.ln("Team: RRT RN {a}; RT {b}; {role} Dr. {m}{extra}", a=rrt.full(), b=rt.staff(), role=ch(["hospitalist", "ICU fellow", "intensivist", "resident"]),
         m=ch([md.last_, md.full])(), extra=ch(["", ["; pharmacist ", staff().full(), ", PharmD"], ["; nursing supervisor ", staff().full()]]))
    d.ln()
    d.ln("Pre-call VS: {vs}   {sc}", vs=neg.vitals(), sc=ch(["MEWS " + str(ri(4, 9)), "NEWS2 " + str(ri(5, 12))]))
    d.ln("S/B: {ag} adm {adm} with {dx}. {n}", ag=age_sex(p), adm=c.D(c.adm, ch(["md", "Bd", "mdY0", "amd"])), dx=ch(neg.DX)[1].lower(),
         n=ch([["Per RN, pt was talking to ", his(p), " ", c.fam[0].rel, " ", c.fam[0].first_(), " at ", t[0][:2], "00 and became diaphoretic."],
               ["Found by CNA ", staff().first_(), " slumped in chair."], "Pt c/o crushing chest pressure 8/10.",
               ["Visitor (", c.fam[0].rel, ", ", c.fam[0].full(), ") called for help at bedside."], "Increasing O2 requirement over 2 hrs."]))
    d.ln("Assessment / interventions:")
    acts = [["{t}: ", "12-lead ECG - ", ch(["sinus tach 132", "AF w/ RVR 150s", "ST depression V4-V6", "NSR, no acute changes"])],
            ["{t}: ", ch(["NS 500 mL bolus", "LR 1 L bolus", "metoprolol 5 mg IV x1", "furosemide 40 mg IV", "naloxone 0.4 mg IV", "D50 25 g IV"])],
            ["{t}: ", "ABG ", "pH 7.%d / pCO2 %d / pO2 %d / HCO3 %d" % (ri(18, 48), ri(28, 72), ri(52, 110), ri(14, 30))],
            ["{t}: ", "labs sent: ", neg.labs(ri(3, 5))], ["{t}: ", "O2 increased to ", ch(["6L NC", "NRB", "HFNC 40L/60%", "BiPAP 12/6"])],
            ["{t}: ", "POC glucose ", str(ri(38, 420)), " mg/dL"], ["{t}: ", ch(RRT_EPON)], ["{t}: ", "CXR portable ordered"],
            ["{t}: ", "blood cx x2 drawn, ", ch(["vancomycin", "cefepime", "pip-tazo"]), " started"]]
    for i, a in enumerate(sample(acts, ri(4, 6))):
        d.add(["  "] + [x.replace("{t}", t[min(i + 1, 6)]) if isinstance(x, str) else x for x in a] + ["\n"])
    d.ln("Post VS: {vs}", vs=neg.vitals())
    out = ri(0, 3)
    if out == 0:
        d.ln("Outcome: transferred to {icu} bed {b} at {tm}; report to {rn}.", icu=ch(["MICU", "CVICU", "step-down", "SICU"]),
             b=L(str(ri(1, 24))), tm=t[7], rn=staff().full())
    elif out == 1:
        d.ln("Outcome: remained on {u} with increased monitoring q1h x4.", u=H(c.unit))
    elif out == 2:
        d.ln("Outcome: transfer to {f} for cath lab per Dr. {m}; transfer center case {tc}.", f=H(c.fac if chance(0.3) else __import__("phi").hospital_name(c.country)),
             m=md.last_(), tc=P(idnum(6), "IDNUM"))
    else:
        d.ln("Outcome: escalated to CODE BLUE at {tm}, see separate record.", tm=t[7])
    f = c.fam[0]
    d.ln("Family: {rel} {nm} notified by {who} at {tm} via {ph}.", rel=f.rel, nm=ch([f.full, f.first_])(), who=ch([md.fi_last, caller.first_])(),
         tm=t[7], ph=c.phone() if chance(0.85) else P(phone_intl(), "PHONE"))
    d.ln("Attending {a} notified {tm}. Debrief: {db}", a=ch([["Dr. ", c.mds[-1].last_()], c.mds[-1].full()]), tm=clock(),
         db=ch(["delay in recognition - MEWS not recalculated.", "went well.", "need for 2nd suction setup in room.", "Will reassess at the start of the next shift.",
                "May need BiPAP overnight; RT aware.", "call bell was out of reach when found."]))
    d.ln()
    sig(d, c, rrt, role_word="RRT RN")
    if chance(0.5):
        cosign(d, c, md)
    if chance(0.3):
        audit(d, c, rrt)
    return d, c


def _code_events(init, outcome, cycles):
    """Plausible ACLS sequence: rhythm checks every ~2 min, shocks only for VF/VT, epi q3-5 min, amiodarone after shocks."""
    shockable = lambda r: r in ("VF", "pulseless VT", "VT")
    r = init
    ev = [(r, "CPR started, backboard placed", "comp")]
    ev.append((r, ch(["IV access confirmed L AC", "IO R tibia placed", "PIV 18g R AC placed"]), "rec"))
    shocks = 0
    for k in range(cycles):
        if k:
            r = ch([r, r, "VF", "PEA", "asystole"]) if k < cycles - 1 or outcome == 1 else r
        if shockable(r):
            shocks += 1
            ev.append((r, "shock #%d 200 J biphasic" % shocks, "lead"))
            if shocks == 2:
                ev.append((r, "amiodarone 300 mg IV", "ph"))
            elif shocks == 3:
                ev.append((r, "amiodarone 150 mg IV", "ph"))
        else:
            ev.append((r, "rhythm check - no pulse, resume CPR", "lead"))
        if k % 2 == 0:
            ev.append((r, "epinephrine 1 mg IV", "ph"))
        if k == 1:
            ev.append((r, "ETT 7.5 placed, +ETCO2 color change", "rt"))
        if k == 2 and chance(0.5):
            ev.append((r, ch(["ETCO2 %d" % ri(8, 24), "POC K 6.%d - calcium chloride 1 g IV" % ri(0, 9), "sodium bicarbonate 50 mEq IV", "POC glucose %d" % ri(40, 300)]), "rec"))
    if outcome in (0, 2):
        ev.append((ch(["ST", "sinus brady", "sinus 90s"]), "pulse present - ROSC", "lead"))
    else:
        ev.append(("asystole", "no pulse; team agrees to stop", "lead"))
    return ev


def code_blue():
    c = Cast()
    d = Doc()
    p = c.pt
    d.ln(ch(["CODE BLUE RECORD", "CARDIOPULMONARY ARREST RECORD", "Resuscitation Record - Adult", "CODE SHEET"]))
    d.ln("{f} / {u}   Event # {e}", f=H(c.fac), u=H(c.unit), e=P(idnum(ch([0, 2, 5])), "IDNUM"))
    d.ln("Date: {dt}   Location: Rm {rm}{extra}", dt=c.D(c.base, ch(["mdY0", "dbY", "Ymd", "AmdY"])), rm=L(p.room),
         extra=ch(["", ["  (hallway by ", L(ch(["elevator bank C", "nurses' station", "family lounge 4", "tub room"])), ")"]]))
    d.ln("Patient: {nm}   MRN {mrn}   {ag}   Wt {w} kg", nm=ch([p.LF, p.full, p.lf])(), mrn=P(p.mrn, "MRN"), ag=age_sex(p), w=ri(42, 160))
    init = ch(["VF", "pulseless VT", "PEA", "asystole", "PEA"])
    outcome = ri(0, 2)
    events = _code_events(init, outcome, ri(5, 9))
    t = _times(len(events) + 4)
    d.ln("Witnessed: {w}   Monitored: {m}   Initial rhythm: {r}   Found down: {t0}   CPR start: {t1}",
         w=ch(["Y", "N"]), m=ch(["Y (tele)", "N"]), r=init, t0=t[0], t1=t[1])
    lead, rec, rt, ph = staff("MD"), staff("RN"), staff("RN"), staff("RN")
    comp = [staff("RN") for _ in range(ri(2, 4))]
    d.ln("Code leader: Dr. {a}   Recorder: {b}   Airway: {c1} (RT)   Pharmacy: {e}, PharmD", a=lead.full(), b=rec.full(), c1=rt.full(), e=ph.fi_last())
    d.add(["Compressions: "] + [x for i, s in enumerate(comp) for x in ([", "] if i else []) + [s.staff()]] + ["\n"])
    d.ln("Defibrillator: unit {u}, SN {sn}; pads placed {t}", u=ch(["crash cart 3", "cart B", "AED hall"]), sn=P(device_id(), "DEVICE"), t=t[2])
    if chance(0.35):
        d.ln("Med cabinet override by {u} (BioID {b})", u=ph.user(), b=P(bioid(), "BIOID"))
    d.ln()
    row(d, ["TIME", "RHYTHM", "ACTION", "BY"], [7, 13, 31])
    for i, (rh, act, who) in enumerate(events):
        by = {"lead": lead.last_, "rec": rec.first_, "rt": rt.first_, "ph": ph.last_, "comp": ch(comp).first_}[who]()
        row(d, [t[i + 2], rh, act, by], [7, 13, 31])
    t = t[:len(events) + 2] + [t[-1]]
    if outcome == 0:
        d.ln("ROSC at {t}. Post-ROSC: {vs}. Transferred to {icu} bed {b}.", t=t[-1], vs=neg.vitals(), icu=ch(["MICU", "CVICU"]), b=L(str(ri(1, 30))))
    elif outcome == 1:
        d.ln("Efforts terminated {t}; time of death {t2}, pronounced by Dr. {a}.", t=t[-1], t2=t[-1], a=lead.last_())
        if chance(0.7):
            d.ln("ME notified: {co} ME, case {cs}. Donor network referral {ref}.", co=P(ch(["Wexley County", "Pennock County", "Calder County"]), "CITY"),
                 cs=P(idnum(5), "IDNUM"), ref=P("DN" + digits(7), "IDNUM"))
    else:
        d.ln("ROSC {t}; family requested DNR after discussion w/ Dr. {a}; comfort measures.", t=t[-1], a=lead.last_())
    f = c.fam[0]
    d.ln("Family: {rel} {nm} {how} ({ph}){ch_}.", rel=f.rel, nm=f.full(), how=ch(["at bedside", "notified by phone", "en route"]),
         ph=c.phone(), ch_=ch(["", [", chaplain ", staff().full(), " present"], [", SW ", staff().first_(), " paged"]]))
    d.ln("Codes: {a} CPR / {b} intubation. Dx: {dx}.", a=neg.CPT[2][0], b=neg.CPT[3][0], dx=ch(["I46.9 cardiac arrest, cause unspecified", "I46.2 cardiac arrest due to underlying cardiac condition",
                                                                                                   "I49.01 ventricular fibrillation", "I46.8 cardiac arrest due to other underlying condition"]))
    d.ln()
    d.ln("Recorder: {r}  Code leader: {l}, MD", r=rec.full(), l=lead.full())
    if chance(0.5):
        d.ln("Debrief held {t} - {x}", t=clock(), x=ch(["cart missing 3-way stopcock", "good team roles", "delay getting IO", neg.ordinary()]))
    if chance(0.4):
        audit(d, c, rec)
    return d, c


def admission():
    c = Cast()
    d = Doc()
    p = c.pt
    header(d, c, ch(["Nursing Admission Assessment", "Admission Database - Nursing", "Adult Admission History (RN)",
                     "Initial Nursing Assessment"]))
    d.ln("DEMOGRAPHICS")
    demo(d, c, p, ["name", "dob", "mrn", "acct"] + sample(["agesex", "att", "adm", "lang"], ri(1, 3)))
    if chance(0.75):
        d.ln("SSN{x} {s}", x=ch([":", "#:", " (face sheet):", ""]) if c.country == "US" else " / SIN:", s=c.ssn())
    d.add(["Address: "] + c.address() + ["\n"])
    d.ln("Home phone: {a}   Cell: {b}", a=c.phone(), b=c.phone())
    if chance(0.5):
        d.ln("Email: {e}", e=p.email())
    if chance(0.6):
        d.ln("Employer: {e}   Occupation: {o}", e=O(ch(EMPLOYERS)), o=P(ch(PROFESSIONS), "PROFESSION"))
    if c.country == "CA":
        d.ln("Health card #: {h}  Province: {pr}   Supplemental: {i}  Policy {pn}", h=c.hp(), pr=c.st(), i=O(ch(INSURERS)), pn=c.hp())
    else:
        d.ln("Primary ins: {i}   Member ID: {m}   Group: {g}", i=O(ch(INSURERS)), m=c.hp(), g=P(digits(6) if chance(0.5) else "G" + digits(5), "HEALTHPLAN"))
        if chance(0.4):
            d.ln("Secondary: Medicare  MBI {m}", m=P("%d%s%d%s-%s%d-%s%d" % (ri(1, 9), "EG", ri(1, 9), "T", "E", ri(1, 9), "MK", ri(10, 99)), "HEALTHPLAN"))
    pcp = staff("MD")
    d.ln("PCP: Dr. {n}, {cl}  ph {ph}  fax {fx}", n=pcp.full(), cl=H(ch([x for x in CLINICS if "Dialysis" not in x and "Infusion" not in x and "Wound" not in x])), ph=c.phone(), fx=c.fax())
    d.ln("Pharmacy: {ph} ({tel})", ph=H(ch(PHARMACIES)), tel=c.phone())
    emergency_contact(d, c)
    if chance(0.6):
        f2 = make_family(p, ch(["daughter", "son", "wife", "husband", "sister", "brother", "niece", "nephew", "partner"]))
        d.ln("{k}: {n} ({r}) {ph}{intl}", k=ch(["POA / HCP", "Health care proxy", "Substitute decision maker", "2nd contact"]), n=f2.full(), r=f2.rel,
             ph=c.phone(), intl=ch(["", intl_bits()]))
    d.ln("Advance directive: {a}", a=ch(["on file", "none - info given", ["living will dated ", c.D(c.base.replace(year=c.base.year - ri(1, 9)), ch(["mdY0", "BY", "Y"]))],
                                         "MOLST on chart", "pt declines"]))
    d.ln()
    d.ln("ARRIVAL: from {src} at {t} via {how}, accompanied by {who}.", src=ch(["ED", "PACU", "home (direct)", ["clinic (", H(ch(CLINICS)), ")"], ["SNF (", H(ch(CARE_HOMES)), ")"]]),
         t=clock(), how=ch(["stretcher", "wheelchair", "ambulatory", "bed"]),
         who=ch(["transport", [c.fam[0].rel, " ", c.fam[0].first_()], ["tech ", staff().first_()]]))
    ht, wt = ri(148, 196), ri(40, 170)
    d.ln("Ht {h} cm  Wt {w} kg (stated)  BMI {b}", h=ht, w=wt, b="%.1f" % (wt / (ht / 100) ** 2))
    d.ln("VS: {v}", v=neg.vitals())
    d.ln("Allergies: {a}", a=", ".join(sample(neg.ALLERGIES, ri(1, 3))))
    d.ln()
    d.ln("PMH:")
    problems(d, ri(2, 5))
    d.ln("PSH: {a} ({y1}), {b} ({y2})", a=ch(["CABG x3", "R TKA", "lap chole", "appendectomy", "L hip ORIF"] + (["hysterectomy"] if p.sex == "F" else ["TURP"])),
         y1=P(str(c.base.year - ri(1, 30)), "DATE"), b=ch(["cataract OU", "hernia repair", "PPM placement"] + (["C-section x2"] if p.sex == "F" else ["vasectomy"])),
         y2=c.D(c.base.replace(year=c.base.year - ri(1, 20), day=1), ch(["bY", "BY", "Y"])))
    if chance(0.5):
        d.ln("Implants/devices: {dv} SN {sn}, placed {dt} at {h}", dv=ch(["PPM", "ICD", "insulin pump", "VNS", "spinal cord stimulator"]),
             sn=P(device_id(), "DEVICE"), dt=c.D(c.base.replace(year=c.base.year - ri(1, 8), day=1), ch(["bY", "Y", "mdY0"])),
             h=H(__import__("phi").hospital_name(c.country)))
    d.ln("Home meds (per pt/{src}):", src=ch(["pharmacy list", "bottles", ["daughter ", make_family(p, "daughter").first_()]]))
    med_list(d, home=True)
    d.ln("Last dose taken: {dt}", dt=ch([c.D(days(c, -1), "short"), "this AM", "unknown"]))
    d.ln()
    d.ln("FUNCTIONAL / SAFETY")
    d.ln("ADLs: {a}. Assistive device: {b}. Falls in past 6 mo: {f}.", a=ch(["independent", "needs assist w/ bathing", "total care"]),
         b=ch(["walker", "cane", "none", "wheelchair"]), f=ch(["none", ["1 (", c.D(days(c, -ri(10, 150)), ch(["md", "Bd", "bY"])), ")"], "2",
                 ["1, on ", P(ch(["Thanksgiving", "Christmas Eve", "New Year's Day", "Easter", "Labor Day"] if c.country == "US" else
                              ["Christmas", "Boxing Day", "Canada Day", "Thanksgiving", "Victoria Day"]), "DATE")]]))
    d.ln("{sc}. Skin: {sk}", sc=neg.scores(3), sk=ch(["intact", "stage 2 to sacrum, see wound doc", "bruising bilat forearms", "DTI L heel"]))
    fy = c.base.year if c.base.month >= 10 else c.base.year - 1
    d.ln("Vaccines: influenza {f}; COVID booster {cv}; pneumococcal {pn}", f=c.D(dt.date(fy, ch([9, 10, 11]), ri(1, 28)), ch(["bY", "BY", "mdY0", "md"])),
         cv=ch([c.D(days(c, -ri(60, 400)), ch(["bY", "mdy"])), "unknown"]), pn=ch(["unknown", P(str(c.base.year - ri(1, 6)), "DATE")]))
    d.ln()
    d.ln("PSYCHOSOCIAL")
    social(d, c, p)
    d.ln("Home: {h}; {s}. Services: {o}.", h=ch(["2-story house", "apartment, elevator", "mobile home", "group home"]),
         s=ch(["12 steps to enter", "no stairs", "bedroom upstairs"]), o=ch(["none", O(ch(OTHER_ORGS)), [O(ch(OTHER_ORGS)), " 3x/wk"]]))
    if chance(0.6):
        d.ln("Valuables: {v} - sent home with {rel} {n} {dt}.", v=ch(["wallet, phone", "wedding ring, glasses", "cash $42, phone"]), rel=c.fam[0].rel,
             n=c.fam[0].first_(), dt=c.D(c.base, "short"))
    if chance(0.5):
        d.ln("Portal: enrolled at {u}, username {usr}", u=P(url(0), "URL"), usr=P(__import__("phi").username_for(p.first, p.last), "USERNAME"))
    d.ln("Education: {n}", n=neg.negs(1))
    d.ln()
    sig(d, c, c.rns[0])
    if chance(0.4):
        cosign(d, c, c.charge)
    if chance(0.3):
        audit(d, c, c.rns[0])
    return d, c
