"""Genres (author's own): ICU handoff sign-out (I-PASS); death pronouncement / organ donation referral note."""
import clinical as CL
import common as C
import pools as PL
from common import D, day
from phi import NB

SEVERITY = ["Watcher", "Stable", "Unstable", "WATCHER", "stable", "UNSTABLE"]


def handoff(g, c):
    b = NB()
    st = c["staff"]
    cc = c["country"]
    d = c["today"]
    giver, taker = (st["res"], st["fellow"]) if g.chance(0.5) else (st["app"], st["res"])
    b.f("{u} SIGN-OUT (I-PASS)  {d}  {sh}\n", u=c["icu"].upper(), d=D(g, c, d, g.pick(["md", "mdY", "wk_md", "iso", "wk_mon_d"])),
        sh=g.pick(["day->night", "1900 handoff", "night->day 0700", "weekend"]))
    b.t("From: ")
    b.emit(C.staff(g, giver, g.pick(["full", "dr_last", "first_only"])))
    b.t("  To: ")
    b.emit(C.staff(g, taker, g.pick(["full", "dr_last", "first_only"])))
    b.f("  Night attg: {a} (cell {ph})\n", a=C.staff(g, st["att"], "dr_last"), ph=(g.phone(c["hosp_area"]), "PHONE"))
    if g.chance(0.4):
        b.f("Source: {h} handoff tool, printed by {u}\n", h=(c["hosp_short"], "HOSPITAL"), u=(g.username(giver.p), "USERNAME"))
    b.t("\n")
    n = g.ri(2, 4)
    main_i = g.ri(0, n - 1)
    for i in range(n):
        if i == main_i:
            p, age, scen, sex, mrn, fam = c["pt"], c["age"], c["scen"], c["sex"], c["mrn"], c["fam"][0]
        else:
            p = g.person()
            scen = g.pick(CL.SCEN)
            age = g.ri(*scen["ages"])
            sex, mrn = p.sex, g.mrn(cc)
            fp = g.person()
            fam = {"rel": g.pick(PL.RELATIONS), "p": fp, "phone": g.phone(c["area"]), "age": None}
        bed = str(g.ri(1, 24))
        b.t("=" * 8 + "\n")
        k = g.r.randrange(3)
        if k == 0:
            b.f("Bed {bd} - {n} ({m}) {a}{sx}\n", bd=(bed, "LOCATION_OTHER"), n=(g.pname(p, "LAST_FIRST"), "PATIENT"), m=(mrn, "MRN"),
                a=(str(age), "AGE"), sx=sex)
        elif k == 1:
            b.f("#{bd} {n}, {a} y/o {sx}  MRN {m}\n", bd=(bed, "LOCATION_OTHER"), n=(g.pname(p, g.pick(["full", "last_first"])), "PATIENT"),
                a=(str(age), "AGE"), sx=sex, m=(mrn, "MRN"))
        else:
            b.f("Rm {bd}: {n} - {a}{sx}\n", bd=(bed, "LOCATION_OTHER"), n=(g.pname(p, "first_last_initial"), "PATIENT"), a=(str(age), "AGE"), sx=sex)
        b.t("I: " + g.pick(SEVERITY) + "\n")
        b.t("P: " + scen["dx"] + ". " + scen["hpi"].split(". ")[0] + ". ")
        if i == main_i and g.chance(0.4):
            b.f("Recent travel to {ct}. ", ct=(g.pick(PL.COUNTRIES), "COUNTRY"))
        b.t(g.pick(CL.CODE_STATUS) + ".\n")
        b.t("A:\n")
        for x in g.sample(scen["plan"] + ["f/u 2200 lytes", "recheck lactate 0200", "AM CXR ordered", "call if MAP <60 on NE >0.3",
                                           "SBT in AM", "K >4, Mg >2"], g.ri(2, 4)):
            b.t("  [ ] " + x + "\n")
        if g.chance(0.5):
            b.f("  [ ] update {rel} {fn} ({ph}) if any change\n", rel=fam["rel"], fn=(fam["p"].first, "FAMILY"), ph=(fam["phone"], "PHONE"))
        b.t("S: " + g.pick(["may need 2nd pressor overnight", "high risk re-intubation", "EVD - do NOT lower without NSGY",
                             "watch for AWS, CIWA q2h", "plt 30 - no IM", "family difficult, refer to SW note",
                             "if K >6 call nephro fellow"]))
        if g.chance(0.3):
            b.f(" ({dr} aware)", dr=C.staff(g, g.pick([st["surg"], st["att"]]), "dr_last"))
        b.t("\n")
        b.t("S (receiver): " + g.pick(["read back, questions answered", "synthesis ok", "agreed", "rb"]) + "\n")
    b.t("=" * 8 + "\n")
    if g.chance(0.5):
        b.f("Consults pending: {svc} ({dr}, pgr {pg})\n", svc=g.pick(["Nephrology", "NSGY", "ID", "Palliative"]),
            dr=C.staff(g, st["surg"], "dr_last"), pg=(g.pager(), "PHONE"))
    b.f("Pages to: {pg}; RT {rt}; charge {ch} ext {ext}\n", pg=(g.pager(), "PHONE"), rt=C.staff(g, st["rt"], "first_only"),
        ch=C.staff(g, st["charge"], "first_only"), ext=("55" + g.digits(2), "PHONE"))
    if g.chance(0.3):
        b.f("Handoff audio/chat logged via {url}\n", url=(g.url(), "URL"))
    return b


def death_note(g, c):
    b = NB()
    st = c["staff"]
    cc = c["country"]
    d = c["today"]
    bd_variant = g.chance(0.35)
    b.t(g.pick(["DEATH NOTE\n", "PRONOUNCEMENT OF DEATH / OPO REFERRAL\n", "Expiration Note - ICU\n",
                "ICU Death Summary and Organ Donation Referral\n"]))
    if bd_variant:
        b.t("Neurologic Determination of Death (NDD)\n" if cc == "CA" else "Brain Death Determination\n")
    b.emit(C.pt_header(g, c))
    b.emit(C.facility_line(g, c))
    rn = st["rn_night"]
    base = g.ri(0, 1439)

    def at(delta):
        v = (base + delta) % 1440
        return "%02d%02d" % (v // 60, v % 60)
    if bd_variant:
        ta, tb = C.trange(g)
        gap = g.ri(0, 1)
        t2v = tb if gap == 0 else C.tm(g)
        b.f("Exam #1: {d1} {t1} by {dr1}\nExam #2: {d2} {t2} by {dr2}\n", d1=D(g, c, day(c, (d - c["adm"]).days - gap), "mdY"), t1=ta,
            dr1=C.staff(g, st["att"], "dr_full"), d2=D(g, c, d, "mdY"), t2=t2v,
            dr2=C.staff(g, st["surg"], "dr_full"))
        b.t("Prerequisites: no sedation x48 h (fentanyl level neg), T %s, SBP %d, Na %d. No confounders.\n" %
            (CL.f1(g, 36.1, 37.4), g.ri(100, 140), g.ri(136, 150)))
        b.t("Pupils fixed 5 mm, absent corneal, oculocephalic, oculovestibular (cold calorics), cough, gag. No response to central pain.\n")
        b.t("Apnea test: PaCO2 %d -> %d, pH %s, no respiratory effort x8 min.\n" % (g.ri(38, 44), g.ri(62, 84), CL.f2(g, 7.05, 7.22)))
        b.f("Time of death (legal): {d} {t}\n", d=D(g, c, d, g.pick(["mdY", "mdy_long", "iso"])), t=t2v)
    else:
        b.f("Called to bedside by {rn} at {t} for pt without pulse/resp", rn=C.staff(g, rn, g.pick(["full_cred", "first_only"])), t=at(0))
        b.t(g.pick([" after compassionate extubation.\n", " (DNR).\n", " on comfort measures.\n", ".\n"]))
        b.t("Exam: no spontaneous respirations, no heart sounds x1 min, no carotid pulse, pupils fixed/dilated, no response to verbal/tactile stimuli.\n")
        b.f("Pronounced dead {d} at {t}.\n", d=D(g, c, d, g.pick(["mdY", "wk_long", "iso", "mon_d_y", "dmony"])), t=at(g.ri(2, 9)))
    b.t("Immediate cause: " + c["scen"]["dx"] + ". " + g.pick(["Underlying: multiorgan failure.", "Contributing: CKD, DM.", ""]) + "\n\n")
    f0 = c["fam"][0]
    k = g.r.randrange(3)
    if k == 0:
        b.f("Family: {fr} present at bedside", fr=C.fam_ref(g, f0))
        if len(c["fam"]) > 1:
            b.f(" with {fr2}", fr2=C.fam_ref(g, c["fam"][1], g.pick([0, 1, 2])))
        b.t(". Condolences offered.\n")
    elif k == 1:
        b.f("Family: {fr} notified by phone ({ph}) by {dr} at {t}.\n", fr=C.fam_ref(g, f0), ph=(f0["phone"], "PHONE"),
            dr=C.staff(g, st["res"], "dr_last"), t=at(g.ri(12, 30)))
    else:
        b.f("NOK {n} ({rel}) in {ct}; reached via WhatsApp at {ph}.\n", n=(f0["p"].full(), "FAMILY"), rel=f0["rel"],
            ct=(c["birth_country"], "COUNTRY"), ph=(f0["phone"], "PHONE"))
    b.t("\nORGAN/TISSUE DONATION:\n")
    opo = g.pick(PL.OPOS[4:] if cc == "CA" else PL.OPOS[:4])
    coord = g.person()
    b.f("Referral to {opo} at {t} (within 1 h of {ev}). Referral # {rid}. Spoke with coordinator {co}", opo=(opo, "ORGANIZATION"),
        t=at(g.ri(25, 55)), ev=g.pick(["death", "GCS <=5", "vent withdrawal discussion"]), rid=(g.idnum("opo"), "IDNUM"),
        co=(g.pname(coord, g.pick(["full", "first_last_initial", "full"])), "DOCTOR"))
    if g.chance(0.5):
        b.f(", {ph}", ph=(g.phone(g.pick(c["place"][4]), "one"), "PHONE"))
    b.t(".\n")
    b.t("Outcome: " + g.pick(["medically suitable for tissue (corneas, skin) only", "DCD evaluation in progress",
                              "ruled out - sepsis/age", "DNDD donor, family consented", "family declined"]) + ".\n")
    if g.chance(0.4):
        b.f("Donor registry: registered ({url}) per DL {dl}\n", url=(g.url(), "URL"), dl=(g.drivers_license(cc, c["st"]), "LICENSE"))
    b.t("\nCORONER / ME: ")
    if g.chance(0.5):
        b.f("case reported, # {me}; {x}.\n", me=(g.idnum("me"), "IDNUM"), x=g.pick(["jurisdiction declined", "accepted, body to ME", "released"]))
    else:
        b.t("not a reportable death.\n")
    b.t("Autopsy: " + g.pick(["declined by family", "requested - hospital autopsy", "ME to perform", "declined"]) + ".\n")
    fh = g.pick(["Whitmore & Sons Funeral Home", "Greenlawn Funeral Chapel", "Beaulieu Funeral Services", "Hillcrest Memorial Chapel",
                 "Riverside Cremation Society", "MacLeod Family Funeral Home", "Eternal Rest Funeral Home"])
    b.f("Funeral home: {fh}, ph {ph}, fax {fx}\n", fh=(fh, "ORGANIZATION"), ph=(g.phone(c["area"]), "PHONE"), fx=(g.phone(c["area"], "dash"), "FAX"))
    if cc == "US" and g.chance(0.6):
        b.f("Death certificate data: SSN {ssn}, born {pob}, usual occupation {occ}, employer {emp}\n", ssn=(c["ssn"], "SSN"),
            pob=g.pick([(c["birth_country"], "COUNTRY"), (c["city"], "CITY")]), occ=(c["prof"], "PROFESSION"),
            emp=(c["employer"], "ORGANIZATION"))
    elif g.chance(0.6):
        b.f("MCCD data: last address {addr}; occupation {occ}; birthplace {bp}\n", addr=C.address(g, c), occ=(c["prof"], "PROFESSION"),
            bp=(c["birth_country"], "COUNTRY"))
    b.f("Belongings (wedding ring, phone) released to {n}", n=(f0["p"].full(), "FAMILY"))
    if g.chance(0.4):
        b.f(", ID checked (DL {dl})", dl=(g.drivers_license(cc, c["st"]), "LICENSE"))
    b.t(".\n")
    b.f("Certifier: {dr}, license {lic}\n", dr=C.staff(g, st["att"], g.pick(["dr_full", "full_cred"])), lic=(g.med_license(cc), "LICENSE"))
    b.f("Notified: PCP {pcp}", pcp=C.staff(g, st["pcp"], "dr_last"))
    if g.chance(0.5):
        b.f(" by fax {fx}", fx=(g.phone(c["area"]), "FAX"))
    b.t("; bed management; spiritual care.\n")
    b.emit(C.signoff(g, c, g.pick([st["res"], st["fellow"]]), d))
    return b
