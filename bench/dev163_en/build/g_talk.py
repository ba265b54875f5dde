"""Genres: family meeting note, code status discussion, death pronouncement note."""
import case as casemod
import common
import phi
import places

QUOTES = [
    "{rel_cap} said, \"{pron_cap} always told us {pron} never wanted to be kept alive on machines.\"",
    "Per {rel}, \"{pron_cap} would want to try everything as long as {pron} can still recognize the grandkids.\"",
    "{rel_cap}: \"We just want {obj} comfortable. No more tubes.\"",
    "{rel_cap} asked, \"Is {pron} dying?\" - we answered honestly that we are worried {pron} may die this admission.",
    "\"{pron_cap} is a fighter,\" per {rel}, who is not ready to change code status today.",
]

ROOMS = ["family conference room", "the unit family lounge", "patient's room", "Quiet Room", "the 6th floor consult room"]
NAMED_ROOMS = ["Larkin Family Room", "Birch Conference Room", "Maple Room", "Harmony Lounge", "Hartwell Quiet Room"]


def _where(c):
    r = c.rng
    k = r.randrange(3)
    if k == 0:
        return [("LOCATION_OTHER", r.choice(NAMED_ROOMS)), " (", c.unitref(), ")"]
    if k == 1:
        return ["room ", ("LOCATION_OTHER", c.room)]
    return r.choice(ROOMS[:3])


def _quote(d, c, i=0):
    r = c.rng
    f = c.fam(i)
    q = r.choice(QUOTES)
    pron = c.he
    d.f(q, rel_cap=[f["rel"].capitalize() + " ", ("FAMILY", f["p"].form("f"))], rel=[f["rel"] + " ", ("FAMILY", f["p"].form("f"))],
        pron=pron, pron_cap=pron.capitalize(), obj=c.him)


def family_meeting(d, c):
    r = c.rng
    s = c.scen
    att, res, rn, sw, chap = c.stf("att"), c.stf("res"), c.stf("rn"), c.stf("sw"), c.stf("chap")
    when = phi.plus(c.adm, r.randint(1, max(1, c.los - 1)))
    variant = r.randrange(3)
    if variant < 2:
        d.ln(r.choice(["FAMILY MEETING NOTE", "Family Conference - GIM", "Interdisciplinary Family Meeting"]))
        d.ln("Patient: {n}   MRN: {m}   {h}", n=c.P(r.choice(["LFM", "fl", "lf"])), m=("MRN", c.mrn), h=c.hname(False))
        st = r.choice([9, 10, 11, 13, 14, 15, 16]) * 60 + r.choice([0, 15, 30])
        en = st + r.choice([35, 45, 50, 60, 75])
        d.ln("Date: {dt}   Time: {a}-{b}   Location: {w}", dt=phi.D(when, r.choice([c.ds, "wd_long"])),
             a="%02d:%02d" % divmod(st, 60), b="%02d:%02d" % divmod(en, 60), w=_where(c))
        d.nl()
        d.ln("PARTICIPANTS")
        d.ln("Patient: {x}", x=r.choice(["present, participated", "present for first 10 min", "not present (delirious)",
                                          "not present - lacks capacity for this decision"]))
        for i, f in enumerate(c.family):
            k = r.randrange(4)
            if k == 0 and r.random() < 0.45:
                d.ln("- {nm} ({rel}{sdm}; works as a{n} {pr}) - in person", nm=("FAMILY", f["p"].form("fl")), rel=f["rel"],
                     sdm=", SDM" if i == 0 else "", n="n" if f["prof"][0] in "aeiou" else "", pr=("PROFESSION", f["prof"]))
            elif k == 0:
                d.ln("- {nm} ({rel}{sdm}) - in person", nm=("FAMILY", f["p"].form("fl")), rel=f["rel"], sdm=", SDM" if i == 0 else "")
            elif k == 1:
                d.ln("- {nm} ({rel}) - by phone {ph}", nm=("FAMILY", f["p"].form("fl")), rel=f["rel"], ph=("PHONE", f["phone"]))
            elif k == 2:
                d.ln("- {rel} {nm}, joined by video {u}", rel=f["rel"].capitalize(), nm=("FAMILY", f["p"].form("f")),
                     u=("URL", phi.url(r, "video")))
            else:
                d.ln("- {nm}, {rel}, {ag}, lives in {ct}", nm=("FAMILY", f["p"].form("fl")), rel=f["rel"], ag=("AGE", str(f["age"])),
                     ct=("CITY", f["city"][0]))
        d.ln("- Team: {a} (attending), {b} (resident), {n1} (bedside RN), {s1} (SW), {ch} (spiritual care)",
             a=c.doc(att, "dr_fl"), b=c.doc(res, "dr_l"), n1=c.doc(rn, "fl"), s1=c.doc(sw, "fl_cred"),
             ch=["Rev. ", ("DOCTOR", chap.p.form("fl"))] if r.random() < 0.5 else c.doc(chap, "fl_cred"))
        if c.born and r.random() < 0.7:
            itp = casemod.make_person(r, c.country)
            if r.random() < 0.5:
                d.ln("- Interpreter ({lang}): {nm}, ID #{i}", lang=common.lang_of(c.born), nm=("DOCTOR", itp.form("fl")),
                     i=("IDNUM", "%05d" % r.randrange(100000)))
            else:
                d.ln("- Video remote interpreter ({lang}), {nm}, ID #{i}; VRI cart IP {ip}", lang=common.lang_of(c.born),
                     nm=("DOCTOR", itp.form("f")), i=("IDNUM", "%05d" % r.randrange(100000)), ip=("IPADDR", phi.ip_addr(r)))
        d.nl()
        d.ln("PURPOSE: update on {dx}, discuss prognosis and goals of care, plan for discharge.", dx=common.lc(s["dx"]))
        d.nl()
        d.ln("FAMILY UNDERSTANDING:")
        d.f("{f} understands that ", f=[c.fam(0)["rel"].capitalize() + " ", ("FAMILY", c.fam(0)["p"].form("f"))])
        d.f(r.choice(["{he} is sicker than on prior admissions.", "this is a chronic illness that is getting worse.",
                      "{he} came in with an infection but is not sure why {he} is still confused.",
                      "the treatment is working but recovery will be slow."]))
        d.nl(2)
        d.ln("MEDICAL UPDATE (given by {a}):", a=c.doc(att, "dr_l"))
        d.f(common.first_sentence(s["course"]) + " ")
        d.f(r.choice(["We discussed that {he} has had 3 admissions since {prior}.", "Function has declined since {prior}.",
                      "We reviewed the echo and labs in plain language."]))
        d.nl(2)
        d.ln("PATIENT VALUES / WHAT MATTERS MOST:")
        _quote(d, c, 0)
        d.add(" ")
        d.f("{pt} worked as a{n} ", pt=c.P("f") if r.random() < 0.5 else c.mrname(), n="n" if c.prof[0] in "aeiou" else "")
        d.f("{prof} for many years, ")
        d.f(r.choice(["loves gardening and {his} dog", "is proud of being independent", "wants to be home for {holiday}",
                      "hopes to see {his} granddaughter graduate in {gm}"]), gm=phi.D(phi.plus(c.adm, r.randint(40, 200)), "month_year"))
        d.f(". ")
        if c.born and r.random() < 0.6:
            d.f("Family would like to take {him} back to {ct} to visit relatives if possible.", ct=common.country_piece(c.born))
        d.nl(2)
        d.ln("DECISIONS / PLAN:")
        for x in r.sample(["Code status changed to DNR/DNI; continue ward-level treatment.", "Continue full treatment for now; revisit in 48-72 h.",
                           "Palliative care consult placed.", "SW to help family apply for long-term care.",
                           "Hospice information provided; family will tour {snf}.", "Family to decide about PEG by Friday.",
                           "No transfer to ICU; no CPR; OK for antibiotics and IV fluids."], 3):
            d.f("- " + x)
            d.nl()
        d.ln("- Next meeting: {dt} at 14:00; {f} is main contact ({ph}, {em}).", dt=c.Ds(phi.plus(when, r.randint(2, 5))),
             f=("FAMILY", c.fam(0)["p"].form("fl")), ph=("PHONE", c.fam(0)["phone"]), em=("EMAIL", c.fam(0)["email"]))
        d.nl()
        d.ln("Total time {m} min, >50% counselling/coordination.", m=str(r.choice([35, 45, 60, 75, 90])))
        common.sign(d, c, att if r.random() < 0.5 else res, when)
    else:
        d.ln("Family meeting {dt} - {n} ({m})", dt=c.Ds(when), n=c.P("fl"), m=("MRN", c.mrn))
        d.f("Met with {f1}", f1=c.famref(0, "fl"))
        if len(c.family) > 1:
            d.f(" and {f2}", f2=c.famref(1, "fl"))
        d.f(" along with {sw} (SW) and {rn} (RN). ", sw=c.doc(sw, "f"), rn=c.doc(rn, "f"))
        d.f("Reviewed that {pt} was admitted on {ad} with " + common.lc(s["dx"]) + ". ", pt=c.mrname(), ad=c.Ds(c.adm))
        d.f(s["course"])
        d.add(" ")
        _quote(d, c, 0)
        d.f(" We recommended focusing on comfort if {he} deteriorates; family agreed to DNR but want to continue antibiotics. "
            "{f} will call the rest of the family in {ct}.", f=("FAMILY", c.fam(0)["p"].form("f")),
            ct=common.country_piece(c.born) if c.born else ("CITY", c.fam(0)["city"][0]))
        d.nl(2)
        d.ln("{a} / {b}", a=c.doc(att, "fi_l_cred"), b=c.doc(res, "fi_l_cred"))


def code_status(d, c):
    r = c.rng
    s = c.scen
    att, res = c.stf("att"), c.stf("res")
    when = phi.plus(c.adm, r.randint(0, 2))
    variant = r.randrange(3)
    if variant == 0:
        d.ln("GOALS OF CARE / CODE STATUS DISCUSSION")
        d.ln("{n} | DOB {dob} | MRN {m} | {u} {rm}", n=c.P("LF"), dob=c.Dt(c.dob), m=("MRN", c.mrn), u=c.unitref(),
             rm=("LOCATION_OTHER", c.room))
        d.ln("Date/time: {dt} {hh}", dt=c.Dt(when), hh="%02d:%02d" % (r.randint(8, 21), r.randrange(60)))
        d.ln("Present: patient, {f}, {a}, {b}", f=c.famref(0, "fl"), a=c.doc(res, "dr_l"), b=c.doc(c.stf("rn"), "fl_cred"))
        d.nl()
        cap = r.randrange(3)
        d.ln("Capacity: {x}", x=["Patient able to understand, appreciate, reason and express a choice - has capacity for this decision.",
                                  "Patient lacks capacity (delirium); discussion held with SDM.",
                                  "Capacity intact; hard of hearing, pocket talker used."][cap])
        if cap == 1:
            d.ln("SDM understanding: {f} states \"{q}\"", f=("FAMILY", c.fam(0)["p"].form("f")),
                 q=r.choice(["we know this is serious.", "I don't think Mom would want the breathing machine.",
                             "he has been going downhill since the spring.", "we want everything done for now."]))
        else:
            d.ln("Illness understanding: \"{q}\"", q=r.choice(["I know my heart is wearing out.", "I thought this was just a bad flu.",
                                                                "My lungs are shot, doc.", "I don't want to end up like my brother.",
                                                                "I'm ready whenever God calls me."]))
        d.ln("Discussion: explained CPR, intubation and ICU care, likely outcomes given " + s["pmh"][0].split("(")[0].strip() +
             " and current " + s["short"] + ". Elicited values and fears.")
        d.ln("Outcome:")
        oc = r.choice([("NO", "NO", "yes if reversible", "yes", "DNR/DNI"), ("NO", "YES, short trial", "yes", "yes", "DNR - OK to intubate"),
                       ("YES", "YES", "yes", "yes", "Full Code"), ("NO", "NO", "no", "no", "DNR/DNI, no ICU")])
        d.ln("  CPR: {a}   Intubation: {b}   ICU transfer: {c1}   Pressors: {e}", a=oc[0], b=oc[1], c1=oc[2], e=oc[3])
        d.ln("  Order entered: {cs} by {u}", cs=oc[4], u=("USERNAME", res.user))
    elif variant == 1:
        d.ln("Code status conversation - {h}", h=c.hname(False))
        d.f("I met with {pt} ", pt=c.mrname())
        d.f("({ag}) ", ag=c.age_piece(r.choice(["compact", "yo"])))
        d.f("and {f} at the bedside on {dt}. ", f=c.famref(0), dt=phi.D(when, r.choice([c.ds, "wd_long", "mon_d"])))
        d.f("{He} has capacity. We reviewed that {he} is admitted with " + common.lc(s["dx"]) + " on a background of " +
            ", ".join(s["pmh"][:2]) + ". ")
        d.f("{He} stated that {his} priorities are " + r.choice(["staying out of hospital", "being comfortable", "living as long as possible",
                                                                   "getting back to {city}", "being at {church} on Sundays"]) + ". ")
        d.f("We recommended against CPR given the low likelihood of benefit, and {he} agreed. {He} would accept a short trial of "
            "BiPAP but not intubation.")
        d.nl(2)
        d.ln("Resulting orders: DNR / DNI; remains on ward-level care.")
        d.ln("Prognosis discussed: " + r.choice(["guarded; likely months rather than years", "uncertain; hoping for recovery to baseline",
                                                  "poor given frailty (CFS 7)", "reasonable short term; risk of readmission high"]) + ".")
        d.ln("Other treatments: antibiotics {a}; artificial nutrition {b}; dialysis {c1}; transfusion {e}.",
             a=r.choice(["yes", "yes, oral only"]), b=r.choice(["no", "trial only"]), c1=r.choice(["no", "N/A"]), e=r.choice(["yes", "no"]))
        if c.country == "CA":
            d.ln("Goals of Care Designation: {g} ({prov} form signed)", g=r.choice(["M1", "M2", "C1", "R3"]), prov=c.home[1])
        else:
            d.ln("POLST completed and signed {dt}; copy to patient, scanned to chart, registry # {i}.", dt=c.Ds(when),
                 i=("IDNUM", "%s-%06d" % (c.home[1], r.randrange(10 ** 6))))
        d.ln("Forms/education: {u}", u=("URL", phi.url(r, "ad")))
    else:
        d.ln("CODE STATUS ADDENDUM {dt}", dt=c.Ds(when))
        d.ln("Patient: {n} ({m}), {u} rm {rm}", n=c.P("fl"), m=("MRN", c.mrn), u=c.unitref(), rm=("LOCATION_OTHER", c.room))
        d.ln("Context: " + common.lc(s["dx"]) + "; " + r.choice(["now obtunded", "intermittently delirious", "intubation being considered",
                                                                "declining despite treatment"]) + ".")
        d.ln("Called SDM {f} ({rel}) at {ph} re: code status since patient not able to participate.",
             f=("FAMILY", c.fam(0)["p"].form("fl")), rel=c.fam(0)["rel"], ph=("PHONE", c.fam(0)["phone"]))
        d.ln("Reviewed advance directive dated {ad} (on file from {oh}), naming {f} as agent.", ad=phi.D(c.prior_date, c.ds),
             oh=("HOSPITAL", c.ohosp), f=("FAMILY", c.fam(0)["p"].form("f")))
        if len(c.family) > 1:
            d.ln("Alternate agent: {f2} ({rel2}), {ph2}", f2=("FAMILY", c.fam(1)["p"].form("fl")), rel2=c.fam(1)["rel"],
                 ph2=("PHONE", c.fam(1)["phone"]))
        d.ln("SDM consistent with prior wishes: DNR, DNI, no feeding tube. Order updated.")
    d.nl()
    d.ln("SDM/HCP: {f} ({rel}) {ph}", f=("FAMILY", c.fam(0)["p"].form("fl")), rel=c.fam(0)["rel"], ph=("PHONE", c.fam(0)["phone"]))
    d.ln("Attending {a} aware and agrees.", a=c.doc(att, "dr_l"))
    common.sign(d, c, res, when, style=r.choice([0, 1, 3, 4]))


def death_note(d, c):
    r = c.rng
    s = c.scen
    res, att, rn, nf = c.stf("res"), c.stf("att"), c.stf("rn"), c.stf("nf")
    when = c.dc
    base = r.randint(0, 23 * 60 - 1)
    hm = lambda k: "%02d:%02d" % divmod((base + k) % 1440, 60)
    called = hm(0)
    gap = r.randint(4, 9)
    tod = hm(gap)
    variant = r.randrange(2)
    who = nf if r.random() < 0.6 else res
    if variant == 0:
        d.ln("DEATH PRONOUNCEMENT NOTE")
        d.ln("Patient: {n}   MRN: {m}   Age: {a}   Location: {u} {rm}", n=c.P("LFM"), m=("MRN", c.mrn), a=("AGE", str(c.age)),
             u=c.unitref(), rm=("LOCATION_OTHER", c.room))
        d.nl()
        d.ln("Called by {rn} RN at {t} on {dt} to assess patient, who was found unresponsive {x}.", rn=c.doc(rn, "fl"), t=called,
             dt=c.Dt(when), x=r.choice(["without respirations", "on comfort care", "after family noted change in breathing"]))
        d.ln("Exam: no response to verbal or painful stimuli. Pupils fixed and dilated. No carotid pulse. No heart sounds and no "
             "breath sounds on auscultation for 1 full minute. No spontaneous respirations.")
        d.ln("Time of death: {t} on {dt}.", t=tod, dt=c.Dt(when))
        d.ln("Immediate cause: {x}, due to {y}.", x=r.choice(["cardiopulmonary arrest", "hypoxemic respiratory failure", "septic shock",
                                                              "multi-organ failure"]), y=common.lc(s["dx"]))
    else:
        d.ln("Pronouncement - {dt} {t}", dt=c.Ds(when), t=tod)
        d.f("Paged by nursing ({rn}) regarding {pt}, ", rn=c.doc(rn, "f"), pt=c.P("fl"))
        d.add(c.age_piece(r.choice(["yo", "yearold"])))
        d.f(" on comfort measures for " + common.lc(s["dx"]) + ". Patient without pulse, respirations or heart sounds x 60 s; "
            "pupils fixed. Pronounced dead at " + tod + ". ")
        d.f("{He} died at {ag}, ", ag=("AGE", str(c.age)))
        d.add(r.choice(["peacefully, with family present.", "shortly after family stepped out.", "with the chaplain present."]))
        d.nl()
    d.nl()
    k = r.randrange(3)
    if k == 0:
        d.ln("Family: {f} at bedside.", f=c.famref(0, "fl"))
    else:
        d.ln("Family: {f} notified by phone at {ph} at {t}; {x}.", f=c.famref(0, "fl"), ph=("PHONE", c.fam(0)["phone"]),
             t=hm(gap + 8), x=r.choice(["will come in", "will not come in tonight", "requested time with the body"]))
    d.ln("Attending {a} notified at {t}.", a=c.doc(att, "dr_fl"), t=hm(gap + 12))
    d.ln("Autopsy: {x}.", x=r.choice(["declined by family", "requested by family - consent signed", "offered, family to decide by AM"]))
    if r.random() < 0.5:
        d.ln("{me}: notified ({x}), case # {i}.", me="Medical Examiner" if c.country == "US" else "Coroner",
             x=r.choice(["accepted jurisdiction", "declined jurisdiction, released"]), i=("IDNUM", phi.accession(r, "case", when.year % 100)))
    else:
        d.ln("Not a {me} case.", me="medical examiner" if c.country == "US" else "coroner's")
    d.ln("Donation: {opo} called at {t}, referral # {i}; {x}.", opo=("ORGANIZATION", r.choice(places.OPO)),
         t=hm(gap + 20), i=("IDNUM", phi.accession(r, "referral", when.year % 100)),
         x=r.choice(["not a candidate", "tissue only", "eye donation possible, family approached"]))
    d.ln("Funeral home: {fh} ({ph}) per {f}.", fh=("ORGANIZATION", r.choice(places.FUNERAL_HOMES)),
         ph=("PHONE", phi.phone_num(r, c.home[4])), f=c.famref(0, "f"))
    if r.random() < 0.4:
        common.device_line(d, c, "Implanted device (notify funeral home)")
    if r.random() < 0.5:
        d.ln("Death certificate to be completed by {a} ({lab} {n}).", a=c.doc(att, "dr_fl"),
             lab=common.college(c), n=("LICENSE", phi.med_license(r, c.country)))
    else:
        d.ln("Death certificate to be completed by {a}.", a=c.doc(att, "dr_l"))
    d.nl()
    common.sign(d, c, who, when, style=r.choice([0, 1, 2, 3]))
