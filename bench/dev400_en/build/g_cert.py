"""Genres: MCCD / death certificate draft, cremation form notes, mortality review (M&M minutes)."""
import clin
import common as cm
from case import Case, pick, dg
from g_me import typo_rate, pod, attender, sex, setting
from note import Note

QUALS = ["MBChB", "MBBS", "MB BCh BAO", "MBChB MRCP(UK)", "MBBS FRCP", "BM BS MRCGP", "MD", "MBBS FRACP",
         "MB ChB FRNZCGP", "MD CCFP"]
ME_EDITS = [
    "Please write conditions in full - 'CCF' and 'IHD' will be rejected by the registrar.",
    "'Old age' / 'frailty of old age' should only be used as the sole cause if over 80 and no clearer cause.",
    "Add an approximate interval for each line.",
    "Ib does not lead to Ia as written - suggest swapping lines, discussed with AP.",
    "Part II: add type 2 diabetes as it contributed but was not part of the sequence.",
    "Remove 'cardiac arrest' - mode of dying, not a cause.",
    "Spell out 'AKI' as 'acute kidney injury'.",
    "Wording agreed, no changes. OK to issue.",
    "Consider whether employment contributed (tick the box on the back of the form).",
]


def mccd_draft(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    if sys == "US":
        _us_cert(n, c)
    else:
        _mccd(n, c)
    return n, c.country


def _mccd(n, c):
    r, v, sys = c.rng, c.v, c.sys
    ap = attender(c)
    n.f(pick(r, ["{cert} - DRAFT for {rv} review (not valid until signed)\n",
                 "DRAFT {cert}\nPrepared on the ME portal, awaiting scrutiny\n",
                 "{cert} worksheet - draft v{k}\n"]), cert=v["cert"], rv=v["reviewer"], k=r.randint(1, 3))
    n.f("{trust} / {hosp}\n\n", trust=c.trust, hosp=c.hosp)
    n.f("Name of deceased: {pt}\n", pt=c.pt.fml() if r.random() < 0.6 else c.pt.upper())
    n.f("{pl}: {pid}    DOB: {dob}\n", pl=v["pid"], pid=c.pid, dob=c.D(c.dob))
    n.f("Date of death as stated to me: {dod}    Age as stated to me: {age}\n", dod=c.D(c.dod, pick(r, [c.ds, "dlong"])),
        age=(str(c.age), "AGE"))
    n.f("Place of death: {pod}\n", pod=pod(c))
    n.f("Last seen alive by me: {d}\n", d=c.D(c.off(c.dod, -r.randint(0, 6))))
    n.t("Seen after death: " + pick(r, ["(a) by me", "(b) by another medical practitioner",
                                         "(c) not seen after death by a medical practitioner"]) + "\n")
    n.t("Post-mortem: " + pick(r, ["3 - no post-mortem is being held", "3 - not being held",
                                    "2 - information may be available later"]) + "\n")
    n.f("{rv} scrutiny: {me}, {d} (ref {ref})\n\n", rv=v["reviewer"], me=c.me.dr(),
        d=c.D(c.off(c.dod, r.randint(1, 3))), ref=c.meref)
    n.t("CAUSE OF DEATH                                   approx. interval\n")
    mode = c.cause.get("mode")
    cm.causes(n, c)
    if r.random() < 0.5 or mode:
        n.t(pick(r, ["\nME note: ", "\nComments from ME office: ", "\n** "]) + (
            "Remove 'cardiac arrest' - mode of dying, not a cause." if mode else pick(r, ME_EDITS)) + "\n")
    if c.cause.get("refer") == "industrial":
        n.f("[x] The death might have been due to or contributed to by the employment followed at some time "
            "by the deceased - {occ}, {emp}.\n", occ=c.occ, emp=c.employer)
    else:
        n.t("[ ] The death might have been due to or contributed to by the employment followed at some time "
            "by the deceased.\n")
    if c.cause.get("refer"):
        n.f("{cor} notified on {d}: {cor} has agreed {ap} may issue (ref {ref}).\n", cor=v["coroner"],
            d=c.D(c.off(c.dod, 1)), ap=ap.dr(False), ref=c.corref)
    n.t("\n")
    n.f("Attending practitioner: {ap}\n{lic} number: {licno}    Qualifications: {q}\n", ap=ap.dr(),
        lic=v["lic"], licno=c.lic(), q=pick(r, QUALS))
    if ap is c.att:
        n.f("Address: {hosp}, {st}, {town} {zip}\n", hosp=c.hosp,
            st=(str(r.randint(1, 300)) + " " + pick(r, ["Hospital Road", "Infirmary Street", "Queen's Drive",
                                                         "Park Lane", "Abbey Way"]), "STREET"),
            town=c.town, zip=c.zip)
    else:
        n.f("Practice: {gp}, {town}, tel {tel}\n", gp=c.gpprac, town=c.town, tel=c.phone())
    n.f("Certificate serial no.: {no}\n", no=c.certno)
    n.f("Informant (for registrar): {nok}, {rel}; contact {tel}\n", nok=c.nok.full(), rel=c.nokrel,
        tel=c.phone("mob"))
    imp = cm.implant(c)
    if imp:
        n.f("NB {k} in situ ({m}, SN {sn}) - relevant to {crem}.\n", k=imp[0], m=imp[1], sn=imp[2], crem=v["crem"])
    n.t("\nStatus history:\n")
    d0 = c.off(c.dod, r.randint(0, 1))
    tm = r.randint(8 * 60, 11 * 60)
    for i, (who, what) in enumerate([(ap, "draft created"), (c.meo, "sent to ME"), (c.me, "scrutiny complete"),
                                     (ap, "signed and issued")][:r.randint(2, 4)]):
        tm = tm + r.randint(10, 150) if i != 2 else r.randint(8 * 60, 10 * 60)
        n.f("  {d} {t}  {what}  ({u})\n", d=c.D(c.off(d0, i // 2), "iso"),
            t="%02d:%02d" % (min(tm // 60, 23), tm % 60), what=what, u=who.user(r))


def _us_cert(n, c):
    r = c.rng
    st = c.region[0]
    n.f("CERTIFIER WORKSHEET - Certificate of Death (EDRS draft)    State file no.: {no}\n", no=c.certno)
    n.t("(medical portion to be completed by attending physician; see " +
        pick(r, clin.NOT_PHI_LAW["US"]) + ")\n\n")
    n.f("1. Decedent's legal name: {pt}    2. Sex: {sx}\n", pt=c.pt.mi(), sx=sex(c))
    n.f("3. SSN: {ssn}    4a. Age: {age}    5. Date of birth: {dob}\n", ssn=c.sid, age=(str(c.age), "AGE"),
        dob=c.D(c.dob))
    bp = [c.birthc] if r.random() < 0.4 else [(pick(r, ["Toledo", "Mobile", "Tulsa", "Fresno", "Albany"]), "CITY"),
                                               ", ", (pick(r, ["Ohio", "Alabama", "Oklahoma", "California",
                                                               "New York"]), "STATE")]
    n.f("6. Birthplace: {bp}\n", bp=bp)
    n.f("7. Residence: {street}, {city}, {county}, {state} {zip}\n", street=c.street, city=c.town,
        county=c.county, state=(pools_state(st), "STATE") if r.random() < 0.5 else c.region, zip=c.zip)
    wid = r.random() < 0.5
    n.f("10. Marital status: {ms}    11. Surviving spouse: {sp}\n", ms="Widowed" if wid else "Married",
        sp="N/A" if wid else c.mk("FAMILY", sex="F" if c.pt.sex == "M" else "M", last=c.pt.last).full())
    n.f("12. Father's name: {fa}    13. Mother's name prior to first marriage: {mo}\n",
        fa=c.mk("FAMILY", sex="M", last=c.pt.last, origin=c.pt.origin).full(),
        mo=c.mk("FAMILY", sex="F", origin=c.pt.origin).full())
    n.f("14. Informant: {nok}    Relationship: {rel}    Mailing address: {addr}\n", nok=c.nok.full(),
        rel=c.nokrel, addr=c.addr())
    n.f("22. Usual occupation: {occ}    23. Kind of business: {kb}\n", occ=c.occ,
        kb=pick(r, ["transportation", "construction", "education", "retail", "agriculture", "manufacturing"]))
    n.f("24. Place of death: Hospital - inpatient    Facility: {hosp}, {city}, {county}\n", hosp=c.hosp,
        city=c.town, county=c.county)
    n.f("26. Disposition: {disp}    Place: {crem}    Funeral facility: {fd}\n",
        disp=pick(r, ["Cremation", "Burial", "Entombment"]), crem=c.crematorium, fd=c.fd)
    n.t("\n32. PART I - chain of events\n")
    cm.causes(n, c, style="us")
    n.t("33. Autopsy performed? No    34. Findings available? N/A\n")
    n.t("35. Did tobacco use contribute? " + pick(r, ["Probably", "No", "Unknown", "Yes"]) + "\n")
    if c.pt.sex == "F" and c.age < 56:
        n.t("36. If female: not pregnant within past year\n")
    manner = "Natural" if not c.cause.get("refer") else pick(r, ["Accident", "Pending investigation", "Natural"])
    n.t("37. Manner of death: %s\n" % manner)
    n.f("ME contacted? Yes - {dec}, ME case {ref} ({inv}, investigator)\n",
        dec="jurisdiction declined" if manner == "Natural" else "jurisdiction accepted", ref=c.corref,
        inv=c.cor.full())
    n.f("\nCertifier: {ap}, MD    License: {lic}    NPI: {npi}\nTitle: attending physician, {hosp}\n",
        ap=c.cons.full(), lic=("MD." + dg(r, 7), "LICENSE"), npi=("1" + dg(r, 9), "LICENSE"), hosp=c.hosp)
    n.f("Date certified: {d}    Time of death: {t}    Date pronounced: {dod}\n",
        d=c.D(c.off(c.dod, r.randint(1, 3))), t=c.tod, dod=c.D(c.dod))
    n.f("\nEDRS message from vital records clerk {clk} ({u}): '{msg}'\n", clk=c.regp.full(), u=c.regp.user(r),
        msg=pick(r, ["Part I line a is a mechanism only - please add the underlying cause",
                     "Please remove abbreviations (CHF, ESRD)", "Informant address incomplete",
                     "Interval missing on line b", "Accepted - no changes"]))


def pools_state(ab):
    import pools
    return pools.STATE_NAMES.get(ab, ab)


# ------------------------------------------------------------------------------------------
def cremation_form(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r, v = rng, c.v
    ap = attender(c)
    title = {"GB": "FORM CREMATION 4 - medical certificate (working notes)",
             "SC": "Cremation (Scotland) - Form A1 application check",
             "IE": "Cremation - Form B (certificate of medical attendant) notes",
             "US": "CREMATION AUTHORIZATION REVIEW - Medical Examiner",
             "CA": "Coroner's review for cremation - Certificate of Coroner (cremation)",
             "AU": "Cremation - medical certificate (Form 3) and medical referee notes",
             "NZ": "Burial and Cremation Act - Form B / Form C (medical referee)"}[sys]
    n.t(title + "\n")
    n.f("Ref {ref}    {fdl}: {fd}, tel {tel}\n\n", ref=c.meref if sys in ("GB", "SC") else c.corref,
        fdl="Funeral director" if sys != "US" else "Funeral home", fd=c.fd, tel=c.phone())
    qs = []
    qs.append(["Name of deceased: ", c.pt.fml()])
    qs.append(["Address: "] + c.addr())
    qs.append(["Occupation: ", pick(r, ["retired ", ""]), c.occ])
    qs.append(["Date and time of death: ", c.D(c.dod), " at " + c.tod])
    qs.append(["Place of death: "] + pod(c))
    hosp = setting(c) == "hosp"
    qs.append(["Were you the usual medical attendant? ",
               pick(r, ["No - ward team during admission", "Yes - inpatient team for %d days" % r.randint(2, 20)])
               if hosp else "Yes - registered GP for %d years" % r.randint(1, 20)])
    qs.append(["When did you last see the deceased alive? ", c.D(c.off(c.dod, -r.randint(0, 5))),
               pick(r, ["", " (ward round)"]) if hosp else pick(r, [" - home visit", " - care home visit", ""])])
    qs.append(["Did you see and examine the body after death? Yes, on ", c.D(c.off(c.dod, 1)),
               " at %02d:%02d" % (r.randint(8, 17), r.randrange(60))])
    qs.append(["Who identified the body to you? ", pick(r, [[c.nurse.full(), ", staff nurse"],
                                                             ["ID band checked with ", c.nokrel, " ", c.nok.full()]])])
    qs.append(["Persons present at the moment of death: ", pick(r, [[c.nokrel, " ", c.nok.full(), " and ",
                                                                     c.fam2rel, " ", c.fam2.full()],
                                                                    [c.nurse.full(), " (RN)"], "none"])])
    qs.append(["Mode of death: ", pick(r, ["syncope", "coma", "exhaustion", "asphyxia"]),
               "; duration " + pick(r, ["hours", "2 days", "1 week", "minutes"])])
    qs.append(["Cause of death (as on the ", v["cert"], "): ", c.cause["ia"]] +
              ([" due to ", c.cause["ib"]] if c.cause.get("ib") else []))
    op = c.cause.get("refer") == "procedure" or r.random() < 0.2
    qs.append(["Any operation in the year before death? ",
               [pick(r, ["Yes - ", "Yes: "]), pick(r, ["hemiarthroplasty", "anterior resection", "TURP",
                                                      "PEG insertion", "cataract surgery"]), " on ",
                c.D(c.off(c.dod, -r.randint(5, 300)))] if op else "No"])
    imp = cm.implant(c)
    if imp:
        qs.append(["Pacemaker / implant hazardous on cremation? YES - ", imp[0], " (", imp[1], ") serial ", imp[2],
                   pick(r, [" - removed by mortuary ", " - explant confirmed "]), c.D(c.off(c.dod, r.randint(1, 3)))])
    else:
        qs.append(["Pacemaker / implant hazardous on cremation? ", pick(r, ["No", "None", "No - checked CXR"])])
    qs.append(["Radioactive treatment in the last year? ", pick(r, ["No", "No", "Yes - Lu-177 dotatate; "
                                                                    "physics advised, cleared"])])
    qs.append(["Any reason to suspect the death was due to violence, poison, neglect or privation? ",
               "No" if not c.cause.get("refer") else ["Referred to ", v["coroner"], " - ", c.corref]])
    for i, q in enumerate(qs, 1):
        n.t("%d. " % i)
        n.add(q)
        n.t("\n")
    n.t("\n")
    if sys == "US":
        n.f("ME investigator review: {inv} viewed decedent at {fd} on {d}; no trauma noted. "
            "Cremation approval no. {no}. Fee invoice {acct}.\n", inv=c.cor.full(), fd=c.fd,
            d=c.D(c.off(c.dod, 2)), no=("CR-" + dg(r, 6), "IDNUM"), acct=("INV-" + dg(r, 6), "ACCOUNT"))
    else:
        ref = c.mk("DOCTOR")
        n.f("Medical referee: {ref} - {dec} on {d}.\n", ref=ref.dr(), d=c.D(c.off(c.dod, r.randint(2, 5))),
            dec=pick(r, ["authorised cremation", "query to AP about interval, then authorised"] +
                     (["queried pacemaker removal, then authorised"] if imp else []) +
                     (["authorised (Form 10 signed)"] if sys == "GB" else [])))
    n.f("Cremation booked at {crem} for {d}; applicant {nok} ({rel}), {addr}.\n", crem=c.crematorium,
        d=c.D(c.off(c.dod, r.randint(7, 16)), pick(r, [c.ds, "wd"])), nok=c.nok.full(), rel=c.nokrel,
        addr=[c.town] if r.random() < 0.6 else c.addr())
    n.f("Crematorium fee account: {acct}\n", acct=("CRM" + dg(r, 6), "ACCOUNT"))
    n.f("\nCompleted by {ap} ({lic} {ln}), tel {tel}, email {em}\n", ap=ap.dr(), lic=v["lic"], ln=c.lic(),
        tel=cm.tel_or_ext(c), em=ap.email(r, pick(r, ["example.org", "example.net"])))
    if r.random() < 0.5:
        n.f("Electronic submission from {ip}, {d} {t}\n", ip=c.ip(), d=c.D(c.off(c.dod, 2), "iso"),
            t="%02d:%02d" % (r.randint(8, 20), r.randrange(60)))
    return n, c.country


# ------------------------------------------------------------------------------------------
HOGAN = ["1 - definitely avoidable", "2 - strong evidence of avoidability", "3 - probably avoidable (more than 50:50)",
         "4 - possibly avoidable but not very likely", "5 - slight evidence of avoidability",
         "6 - definitely not avoidable"]
LEARN = [
    "Earlier senior review when NEWS2 >= 5 (escalation policy).",
    "Time-critical Parkinson's medication: pharmacy to flag on admission.",
    "Document ceiling of care within 24h of admission for frail patients.",
    "VTE assessment at discharge from fracture clinic - share with T&O.",
    "Falls: lying/standing BP and bedrails assessment after any ward move.",
    "Good practice: early palliative care referral and family involvement.",
    "Sepsis: antibiotics given within the hour - good practice to share.",
    "Handover of anticoagulation status to night team.",
    "Consider hospital passport and reasonable adjustments (learning disability).",
]


def mortality_review(rng, sys, lower):
    first = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r = rng
    spec = first.spec
    n.f(pick(r, ["{spec} Mortality & Morbidity meeting - minutes\n", "MORTALITY REVIEW GROUP - {spec}\n",
                 "Departmental M&M ({spec})\n"]), spec=spec)
    n.f("{trust}, {hosp}\nDate: {d}    Via MS Teams and in person\n", trust=first.trust, hosp=first.hosp,
        d=first.D(first.off(first.dod, r.randint(20, 60)), pick(r, [first.ds, "wd"])))
    chair = first.cons
    n.f("Chair: {ch}    Minutes: {mn}\n", ch=chair.dr(), mn=first.meo.full())
    n.t("Present: ")
    staff = [first.me, first.att, first.nurse] + [first.mk("DOCTOR") for _ in range(r.randint(1, 4))]
    roles = ["ME", first.grade, "ward manager", "consultant", "pharmacist", "registrar", "FY1"]
    for i, p in enumerate(staff):
        if i:
            n.t(", ")
        n.add(p.dr(False) if i in (0, 1, 3, 5) and r.random() < 0.6 else p.full())
        n.t(" (" + roles[i] + ")")
    n.t("\nApologies: ")
    n.add(first.mk("DOCTOR").dr())
    n.t("\n\nItem 1 - actions from last meeting: " + pick(r, ["all closed", "2 open, carried forward",
                                                                "sepsis audit re-presented next month"]) + ".\n")
    ncase = r.randint(2, 3)
    for k in range(ncase):
        c = first if k == 0 else Case(r, sys, used=first.used)
        if k:
            c.rebase(first.off(first.dod, -r.randint(3, 40)))
            c.att = first.mk("DOCTOR")
        c.me, c.cons = first.me, first.cons
        n.t("\nItem %d - Case %d\n" % (k + 2, k + 1))
        ident = pick(r, [c.pt.ini(), c.pt.full(), c.pt.lastfirst()])
        n.f("Patient: {id}, {age}{sx}, {pl} {pid}. Admitted {adm}, died {dod} on {ward}.\n", id=ident,
            age=(str(c.age), "AGE"), sx=sex(c), pl=c.v["pid"], pid=c.pid, adm=c.D(c.adm), dod=c.D(c.dod),
            ward=c.ward)
        n.f("Trigger: {tr}. Presented by {p}.\n", tr=pick(r, ["ME referral", "family concern", "SJR score 2",
                                                             "unexpected death", "learning disability",
                                                             "death within 30 days of surgery",
                                                             "Datix " + "linked"]),
            p=c.att.dr())
        cm.story(n, c)
        n.t("\nDiscussion: ")
        n.t(pick(r, ["Team felt the deterioration was recognised late overnight. ",
                     "Escalation was appropriate; ceiling of care documented. ",
                     "Delay in CT reporting (6h) over the weekend. ",
                     "Good communication with the family, documented well. ",
                     "Handover gap between AMU and the base ward. "]))
        n.t(pick(r, clin.ME_CONCERNS) + (" " + pick(r, clin.SHORTHAND) if r.random() < 0.4 else "") + "\n")
        n.t("Avoidability (Hogan): " + pick(r, HOGAN[2:] if k else HOGAN[3:]) + "\n")
        n.t("Learning: " + pick(r, LEARN) + "\n")
        owner = pick(r, staff)
        n.f("Action: {a} - owner {o}, due {d}.\n", a=pick(r, ["audit of escalation", "teaching at FY1 induction",
                                                            "update ward guideline", "feedback to family via ME",
                                                            "share at the Trust learning forum"]),
            o=owner.dr(False) if r.random() < 0.5 else owner.full(),
            d=first.D(first.off(first.dod, r.randint(60, 120))))
        if r.random() < 0.4:
            n.f("Datix {dx}; SJR {sjr}.\n", dx=c.datix, sjr=cm.sjr_ref(c))
    n.f("\nNext meeting: {d}. Minutes circulated by {who} ({em}).\n",
        d=first.D(first.off(first.dod, r.randint(80, 110)), pick(r, [first.ds, "wd"])), who=first.meo.full(),
        em=first.meo.email(r, "example.org"))
    return n, first.country
