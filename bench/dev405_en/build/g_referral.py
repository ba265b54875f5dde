"""Genres: donor referral record; family approach conversation note."""

import bits as B
import ids
import pools_names as PN
import pools_places as PP

ETHNIC = {"UK": ["White British", "Asian British - Pakistani", "Black British", "White Other", "Mixed", "Not stated"],
          "US": ["White", "Black/African American", "Hispanic/Latino", "Asian", "Native American", "Unknown"],
          "CA": ["White", "South Asian", "Chinese", "Black", "First Nations", "Filipino", "Not stated"],
          "AU": ["Caucasian", "Aboriginal", "Asian", "Pacific Islander", "Not stated"],
          "IE": ["White Irish", "Irish Traveller", "White Other", "Black Irish", "Asian Irish"],
          "NZ": ["NZ European", "Maori", "Samoan", "Tongan", "Chinese", "Indian"]}
FINDING = {"ICH": ["Cushing's triad noted prior to transfer", "CT: large bleed with midline shift",
                   "Neurosurgical opinion: not for intervention"],
           "SAH": ["CT: diffuse SAH, hydrocephalus; EVD inserted", "CTA: basilar tip aneurysm"],
           "TBI": ["CT: diffuse axonal injury, effaced basal cisterns", "Neurosurgical opinion: not for intervention"],
           "CVA": ["CT: large MCA infarct with 12 mm midline shift", "declined decompressive craniectomy"],
           "HIBI": ["ROSC after 28 min downtime, LUCAS used", "CT: loss of grey-white differentiation"],
           "HIE": ["CT: global hypoxic injury", "ROSC after 20 min downtime"],
           "meningitis": ["CT: tonsillar herniation", "LP not performed (coning)"],
           "resp": ["type 2 respiratory failure, NIV failed", "patient had expressed wish for no further escalation"],
           "SCI": ["CT: C2 fracture-dislocation, no respiratory effort", "MRI: complete cord transection C1-C2"],
           "other": ["CTA: no intracranial flow", "MRI: extensive injury"]}
FAITH_ORGS = [e for e in PP.EMPLOYERS if any(w in e for w in ("Church", "Parish", "Mosque", "Temple", "Gurdwara"))]

MRN_LABEL = {"UK": ["Hospital no", "Hosp No.", "Unit no", "MRN"],
             "US": ["MRN", "MRN#", "Med Rec #"], "CA": ["MRN", "Chart #"],
             "AU": ["UR", "UR No.", "MRN"], "IE": ["MRN", "Hosp. No."],
             "NZ": ["Hosp no", "MRN"]}


def mrn_label(rng, c):
    return rng.choice(MRN_LABEL[c])


def ptline(rng, k, d, sep="   "):
    """Name / DOB / identifiers header line for the donor."""
    dn = k.donor
    d.f("{lab}: ", lab=rng.choice(["Patient", "Name", "Donor", "Pt"]))
    d.add(B.pt(rng, dn, rng.choice(["LASTFIRST", "lastfirst", "full", "mid"])))
    d.f(sep + "DOB: {dob}" + sep + "{ml}: {m}", dob=k.d(k.dob, rng.choice(["num", "num", "dash"])),
        ml=mrn_label(rng, k.c), m=(k.mrn, "MRN"))
    if rng.random() < 0.7 and k.nat[0] not in ("Medicare MBI",):
        d.f(sep + "{nl}: {nv}", nl=k.nat[0], nv=(k.nat[1], k.nat[2]))
    d.line()


def donor_referral(rng, k, d):
    c, dn = k.c, k.donor
    us = c in ("US", "CA")
    t_ref = B.tm(rng)
    if us:
        d.line(rng.choice(["OPO REFERRAL INTAKE", "DONOR REFERRAL RECORD - Referral Line",
                           "Potential Donor Referral Intake Form"]))
    else:
        d.line(rng.choice(["ORGAN DONATION REFERRAL RECORD", "Potential Donor Referral",
                           "DONOR REFERRAL - INITIAL CALL", "Referral for organ and tissue donation"]))
    d.line("{o} | Referral line {p} | Fax {f}", o=(k.org, "ORGANIZATION"),
           p=(ids.phone(rng, c), "PHONE"), f=(ids.phone(rng, c), "FAX"))
    d.line("Referral no: {r}    Encounter: {a}", r=(k.ref, "IDNUM"), a=(k.acct, "ACCOUNT"))
    d.line("=" * rng.randrange(30, 60))
    d.line("Date/time of referral: {dt} {t}", dt=k.d(k.date, B.dstyle(rng, k)), t=t_ref)
    d.f("Referring hospital: {h}", h=B.hosp_loc(rng, k))
    d.line(" ({u}, bed {b})", u=(k.unit, "HOSPITAL"), b=(k.bed, "LOCATION_OTHER"))
    d.f("Referred by: ")
    if rng.random() < 0.5:
        rf, roles = k.reg, ["ICU registrar" if k.brit else "ICU fellow", "intensivist", "critical care resident"]
        d.add(B.sn(rng, rf, None))
    else:
        rf, roles = k.nurse, ["nurse in charge", "charge nurse", "bedside nurse"]
        d.add(B.sn(rng, rf, rng.choice(["full", "fi_last"])))
    d.line(" ({r}) - {how} {p}", r=rng.choice(roles),
           how=rng.choice(["bleep", "pager", "ext", "direct line"]), p=(rf.bleep, "PHONE"))
    d.f("Consultant: ")
    d.add(B.sn(rng, k.cons, "title"))
    d.line()
    d.line()
    d.line(rng.choice(["PATIENT DETAILS", "Patient details", "POTENTIAL DONOR"]))
    ptline(rng, k, d)
    d.f("Age: {a}   Sex: {s}   Ethnicity: {e}", a=(str(k.age), "AGE"), s=dn.sex,
        e=rng.choice(ETHNIC[c]))
    d.line()
    d.f("Address: ")
    d.add(B.C.addr_pieces(rng, c, k.addr))
    d.line()
    if us and rng.random() < 0.8:
        d.line("{sl}: {sv}   Insurance: {ins}   Member ID: {pl}", sl=k.ssn[0], sv=(k.ssn[1], "SSN"),
               ins=rng.choice(["Medicaid", "commercial (PPO)", "Medicare", "self-pay", "BCBS"]),
               pl=(k.plan, "HEALTHPLAN"))
    elif c in ("CA", "IE", "AU") and rng.random() < 0.3:
        d.line("{sl}: {sv} (from wallet documents)", sl=k.ssn[0], sv=(k.ssn[1], "SSN"))
    if k.nat[0] == "Medicare MBI":
        d.line("Medicare MBI: {v}", v=(k.nat[1], "HEALTHPLAN"))
    if k.prof:
        d.f("Occupation: {p}", p=(k.prof, "PROFESSION"))
        if k.employer and rng.random() < 0.7:
            d.f(" ({e})", e=(k.employer, "ORGANIZATION"))
        d.line()
    gpw = "PCP" if c == "US" else ("Family physician" if c == "CA" else "GP")
    d.f(gpw + ": ")
    d.add(B.C.nm(rng, k.gp, "DOCTOR", "title", title="Dr"))
    d.line(", {pr}", pr=(k.gp_practice, "HOSPITAL"))
    kn = k.kin(0)
    d.f("NOK: ")
    d.add(B.fam(rng, kn, "full"))
    d.line(" ({r}) {p}", r=kn.rel, p=(kn.phone, "PHONE"))
    if rng.random() < 0.5:
        k2 = k.kin(1)
        d.f("Also: ")
        d.add(B.kin_phrase(rng, k2))
        d.line(" {p}", p=(k2.phone, "PHONE"))
    d.line()
    d.line(rng.choice(["CLINICAL", "Clinical information", "HISTORY"]))
    d.f("Admitted {ad} via {via} with {cause}. ", ad=k.d(k.adm, B.dstyle(rng, k)),
        via=rng.choice(["ED", "ED", "air ambulance", "inter-hospital transfer", "A&E" if c == "UK" else "EMS"]),
        cause=k.cause)
    d.f("{g}/15 on arrival", g=rng.choice(["GCS 3", "GCS 3", "GCS 4", "Glasgow Coma Scale 5", "GCS E1 VT M1 =3",
                                           "Glasgow Coma Scale 3", "GCS 6"]))
    if rng.random() < 0.5:
        d.f(", pupils {p}", p=rng.choice(["fixed and dilated", "unequal R>L", "4mm sluggish", "fixed 6mm bilat"]))
    d.line(". {hn}.", hn=rng.choice(FINDING.get(k.cause_short, FINDING["other"]) + ["no cough/gag on sedation hold"]))
    d.line("Vent: {v}   FiO2 {fi}   PEEP {pe}   MAP {mp} on {m}", v=rng.choice(["yes", "Y", "SIMV", "PC-AC"]),
           fi="0.%d" % rng.randrange(25, 70), pe=rng.randrange(5, 13), mp=rng.randrange(60, 90),
           m=k.L(rng.choice(["noradrenaline 0.1", "vasopressin", "no pressors", "noradrenaline 0.25"])))
    d.line("PMH: {p}", p=k.L("; ".join(k.pmh)))
    d.line("Trigger: {t}", t=k.L(rng.choice(["GCS <=4 / plan for BSDT", "plan to withdraw life-sustaining treatment",
                                         "loss of brainstem reflexes", "GCS 3, family discussion re WLST booked",
                                         "clinical trigger (GCS <5) met at " + B.tm(rng)])))
    d.line("Proposed pathway: {p}", p=k.path)
    if k.born:
        d.line("Born in {b}; recent travel to {t} ({y}).", b=(k.born, "COUNTRY"), t=(k.travel, "COUNTRY"),
               y=k.d(B.plus(k.date, -rng.randrange(40, 400)), "monthyear"))
    d.line()
    reg = rng.randrange(4)
    if c == "US" and rng.random() < 0.5:
        d.line("Registry: donor designation on driver's license, DL# {dl}, issued {dt}.",
               dl=(ids.lt(rng, 1) + ids.dg(rng, 8), "LICENSE"), dt=k.d(B.plus(k.date, -rng.randrange(300, 3000)), "num"))
    elif reg == 0:
        d.line("Organ Donor Register: opt-in registration recorded {dt}.", dt=k.d(B.plus(k.date, -rng.randrange(300, 6000)), B.dstyle(rng, k)))
    elif reg == 1:
        d.line("Register check: no decision recorded. {x}", x=rng.choice(["Deemed consent may apply.", "Family to be approached.", ""]))
    elif reg == 2:
        d.line("Register: opt-out recorded - referral closed after discussion with duty manager.")
    else:
        d.line("Register: registered to donate (all organs, excl. corneas) since {y}.",
               y=(str(k.date.year - rng.randrange(2, 20)), "DATE"))
    d.line("Coroner/ME involvement: {x}", x=rng.choice(["yes - case to be discussed", "no", "likely (trauma)", "TBC"]))
    d.line()
    d.f("Outcome: {r} ", r=k.coord_role())
    d.add(B.sn(rng, k.coord, "full"))
    hr = int(t_ref[:2])
    d.line(" to attend, ETA {t}. Contact {p}.", t="%02d:%02d" % ((hr + rng.randrange(1, 4)) % 24, rng.randrange(60)),
           p=(k.coord.phone, "PHONE"))
    d.f("Logged by user {u} at {t} ", u=(k.hub.user, "USERNAME"), t="%02d:%02d" % (hr, min(59, int(t_ref[3:]) + rng.randrange(2, 15))))
    d.f("(")
    d.add(B.sn(rng, k.hub, "full"))
    d.line(", referral call handler)")
    if rng.random() < 0.5:
        d.line("Submitted via {u} from {ip}", u=(ids.url(rng), "URL"), ip=(ids.ip(rng), "IPADDR"))


def family_approach(rng, k, d):
    c, dn = k.c, k.donor
    his = "his" if dn.sex == "M" else "her"
    he = "he" if dn.sex == "M" else "she"
    k0, k1 = k.kin(0), k.kin(1)
    d.line(rng.choice(["FAMILY APPROACH NOTE", "Family approach - organ donation discussion",
                       "Family Conversation Record", "FAMILY DISCUSSION: DONATION"]))
    ptline(rng, k, d)
    h0 = rng.randrange(10, 22)
    d.line("Date: {dt}   Time: {t}", dt=k.d(k.date, B.dstyle(rng, k)), t="%02d:%02d" % (h0, rng.randrange(60)))
    d.line("Location: {r}, {u}, {h}", r=rng.choice(["relatives' room", "quiet room", "family room", "bedside"]),
           u=(k.unit, "HOSPITAL"), h=k.hname(k.hosp))
    d.f("Present: ")
    d.add(B.fam(rng, k0, "full"))
    d.f(" ({r}), ", r=k0.rel)
    d.add(B.fam(rng, k1, "full"))
    d.f(" ({r}), ", r=k1.rel)
    d.add(B.sn(rng, k.cons, "title"))
    d.f(" (ICU consultant), ")
    d.add(B.sn(rng, k.coord, "full"))
    d.f(" ({r})", r=k.coord_role())
    if rng.random() < 0.6:
        d.f(", ")
        d.add(B.sn(rng, k.nurse, "full"))
        d.f(" (bedside nurse)")
    d.line()
    if rng.random() < 0.3:
        lang = rng.choice(["Mandarin", "Punjabi", "Polish", "Somali", "Tongan", "Arabic", "Vietnamese", "Portuguese"])
        d.f("Interpreter: {l}, ", l=lang)
        d.add(B.C.nm(rng, B.C.person(rng), "DOCTOR", "full"))
        d.line(" (telephone interpreting, booking {b})", b=(ids.ref_no(rng, k.date.year, "INT"), "IDNUM"))
    d.line()
    d.line(rng.choice(["Planning", "PRE-APPROACH PLANNING", "Planning huddle"]))
    d.f("Huddle with ")
    d.add(B.sn(rng, k.cons, "title"))
    d.line(" at {t}. Register checked - {r}. Family dynamics: {k0} is {his} {rel} and will lead; {dyn}.",
           t="%02d:%02d" % (h0 - 1, rng.randrange(30, 60)), r=rng.choice(["opt-in decision recorded", "no recorded decision", "registered, organs only"]),
           k0=B.fam(rng, k0, "first"), his=his, rel=k0.rel,
           dyn=rng.choice(["large family, some tension between siblings", "close-knit, faith important to them",
                           "estranged relatives not present", "grandchildren at home with neighbour",
                           "whanau gathering, kaumatua expected" if c == "NZ" else "family travelling from afar"]))
    d.line()
    d.line(rng.choice(["Conversation", "DISCUSSION", "Approach"]))
    d.f("{cons} explained that ", cons=B.sn(rng, k.cons, "title"))
    if k.path == "DBD":
        d.f(k.L("the brain stem tests confirmed death at {t} on {dt}. "), t="%02d:%02d" % (h0 - 2, rng.randrange(60)), dt=k.d(k.date, rng.choice(["num", "long", "wd"])))
    else:
        d.f("further treatment would not help {him} recover and the plan is to withdraw treatment. ",
            him="him" if dn.sex == "M" else "her")
    d.f("Family had understood this. ")
    d.add(B.fam(rng, k0, "first"))
    d.line(' asked "is {he} in pain?" - reassured.', he=he)
    d.f("After a pause I introduced donation. ")
    d.add(B.fam(rng, k1, rng.choice(["first", "full"])))
    d.f(' said "')
    nick = PN.NICK.get(dn.first)
    d.add((nick, "PATIENT") if nick and rng.random() < 0.6 else B.pt(rng, dn, "first"))
    d.f(' always said {he} would want to help someone, {he} told us at {hol} {y}".', he=he,
        hol=(rng.choice(["Christmas", "Easter", "Thanksgiving" if c in ("US", "CA") else "New Year", "Diwali", "Eid"]), "DATE"),
        y=(str(k.date.year - rng.randrange(1, 6)), "DATE"))
    d.line()
    if k.prof:
        d.f("Family described {him} as ", him="him" if dn.sex == "M" else "her")
        d.f(rng.choice(["a proud ", "a hard-working ", "a much-loved "]))
        d.add((k.prof, "PROFESSION"))
        d.line(" who loved {h}.", h=k.hobby)
    if rng.random() < 0.6:
        d.f("{K1} is a {p} and asked detailed questions about the retrieval operation", K1=B.fam(rng, k1, "first"),
            p=(k1.prof, "PROFESSION"))
        d.line(" and whether {his} {o} could be used.", his=his, o=rng.choice(["heart", "eyes", "liver", "kidneys"]))
    d.f("Faith: {f}. ", f=k.faith)
    if rng.random() < 0.6:
        ch = B.C.person(rng)
        d.f("Family asked for ")
        d.add([rng.choice(["Father ", "Rev. ", "Imam ", "Pastor ", "Rabbi "]), (ch.last, "FAMILY")])
        d.f(" from {o} to attend", o=(rng.choice(FAITH_ORGS), "ORGANIZATION"))
        d.line("; hospital chaplain {ch} informed.", ch=B.sn(rng, k.chap, "full"))
    else:
        d.line("No specific religious requirements.")
    d.line()
    d.line("Questions raised:")
    qs = ["timescales (explained could be 12-24 h)", "open casket - yes, no visible changes",
          "whether they can stay until theatre", "who receives the organs - anonymity explained",
          "post-mortem / coroner involvement", "whether tissue donation is separate", "cost to family - none",
          "hand and foot prints / lock of hair", "letters to recipients later"]
    bl = B.bullet(rng)
    for q in sorted(rng.sample(qs, rng.randrange(3, 6))):
        d.line(bl + "{q}", q=q)
    d.line()
    out = rng.randrange(5)
    if out < 3:
        d.line("Outcome: {w} for {o}. Form completed with {k}.",
               w=rng.choice(["consent given", "authorisation given", "family supported donation"]),
               o=", ".join(sorted(rng.sample(["kidneys", "liver", "heart", "lungs", "pancreas", "tissue", "corneas"], 3))),
               k=B.fam(rng, k0, "full"))
    elif out == 3:
        d.line("Outcome: family declined - {r}. Decision respected; {k} thanked us.",
               r=rng.choice(["felt he had been through enough", "timescales too long", "uncertain of her wishes"]),
               k=B.fam(rng, k1, "first"))
    else:
        d.line("Outcome: family need time; will revisit at {t} with {k} (arriving from {town}).", t=B.tm(rng),
               k=B.kin_phrase(rng, k.kin(2)), town=(rng.choice(PP.TOWNS[c]), "CITY"))
    d.f("Signed: ")
    d.add(B.sig(rng, k, k.coord, k.coord_role(), lic=rng.random() < 0.3))
    d.line()
