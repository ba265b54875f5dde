"""(8) Death summaries and autopsy requests."""
import clin
import common
import values as V
from marks import M

CAUSES = [("cardiopulmonary arrest", "acute myocardial infarction", "coronary artery disease"),
          ("septic shock", "multifocal pneumonia", "metastatic pancreatic adenocarcinoma"),
          ("hypoxemic respiratory failure", "ARDS", "COVID-19 pneumonia"),
          ("intracranial hemorrhage with herniation", "hypertensive ICH", "chronic hypertension"),
          ("hemorrhagic shock", "ruptured abdominal aortic aneurysm", "tobacco use"),
          ("multi-organ failure", "decompensated cirrhosis", "alcohol use disorder"),
          ("end-stage heart failure", "ischemic cardiomyopathy", "CAD"),
          ("progressive dementia", "aspiration pneumonia", "Alzheimer disease")]


def _older(c):
    r = c.r
    if c.age < 45 and r.random() < 0.7:
        c.set_age(r.randrange(55, 101))


def summary(c):
    r = c.r
    _older(c)
    att, res = c.S("attending"), c.S("resident")
    a, b, cc = r.choice(CAUSES)
    adm = -r.randrange(1, 25)
    nok = c.F()
    nok2 = c.F()
    L = [common.header(c, r.choice(["DEATH SUMMARY", "Expiration Summary", "DISCHARGE SUMMARY - DECEASED"]), style=r.choice(["form", "stack", "banner"]))]
    tod = c.time()
    L.append("Date of admission: %s\nDate of death: %s   Time of death: %s" % (c.D(adm, "full"), c.D(None, "full"), tod))
    L.append("Pronounced by: %s   Attending of record: %s" % (c.N(res, r.choice(["full_cred", "dr_full"])), c.N(att, r.choice(["full_cred", "LF", "dr_full"]))))
    L.append("\nCAUSE OF DEATH (as certified):\nImmediate: %s\nDue to: %s\nDue to: %s\nOther significant conditions: %s" % (a, b, cc, ", ".join(clin.pmh(r, 2))))
    L.append("\nHOSPITAL COURSE: %s was a %s %s with %s who presented to %s on %s with %s and was transferred to %s. %s Despite %s, %s continued to decline. "
             "A family meeting was held %s with %s and %s; the decision was made to transition to comfort-focused care. %s died peacefully at %s with family at the bedside." % (
                 c.P(r.choice(["full", "title_last", "fml"])), c.A(r.choice(["-year-old", "-year-old", "wordsyo"])), c.man(), ", ".join(clin.pmh(r, 3)), c.other_hosp(),
                 c.D(adm, "full"), b, c.WARD(), clin.sentence_negatives(r, 2), r.choice(["maximal vasopressor support", "CRRT and broad-spectrum antibiotics", "intubation"]),
                 c.he(), c.D(-1, style=r.choice(["W", "wmd", "md"]) if not c.cw else "wdb"), c.relname(nok), c.relname(nok2),
                 c.P(r.choice(["title_last", "first"])), tod))
    L.append("\nPRONOUNCEMENT: Called by RN %s at %s. No spontaneous respirations, no heart sounds on auscultation for 1 minute, pupils fixed and dilated, no response to noxious stimuli." % (
        c.N(c.S("nurse"), r.choice(["full_cred", "first"])), c.time()))
    L.append("\nNOTIFICATIONS:\n- Next of kin: %s (%s), %s, notified at bedside/by phone.\n- Attending %s notified.\n- Primary care: %s at %s (fax %s).\n- %s referral %s; %s." % (
        c.FN(nok, "full"), nok.rel, c.ph(nok.phone), c.N(att, "dr_last"), c.N(c.S("pcp", "attending"), "dr_full"), c.O(), M("FAX", V.us_phone(r)),
        M("ORGANIZATION", r.choice(V.OPO)), M("IDNUM", V.digits(r, 2) + "-" + V.digits(r, 6)), r.choice(["not a candidate for organ donation; tissue/eye donation declined", "eye donation accepted", "deferred"])))
    me = r.random() < 0.45
    if me:
        L.append("- Medical Examiner: reported to %s (investigator %s, %s); case %s; jurisdiction %s." % (
            M("ORGANIZATION", r.choice(["Office of the Chief Medical Examiner", "Harrow County Coroner", "Belden County Medical Examiner"])),
            c.FN(c.F("investigator"), "full"), M("PHONE", V.us_phone(r)), M("IDNUM", "ME" + V.digits(r, 2) + "-" + V.digits(r, 4)), r.choice(["declined", "accepted"])))
    else:
        L.append("- Medical Examiner: case does not meet reporting criteria.")
    L.append("- Death certificate: completed by %s, certificate no. %s." % (c.N(res, "dr_last"), M("LICENSE", str(c.enc.year) + "-" + V.digits(r, 6))))
    L.append("- Funeral home: %s, %s, tel %s." % (M("ORGANIZATION", r.choice(V.FUNERAL)), c.city_state(), M("PHONE", V.us_phone(r))))
    L.append("- Autopsy: %s" % r.choice(["requested by family; consent signed by %s" % c.FN(nok, "full"), "declined by family", "offered, family undecided"]))
    if c.loc != "US":
        L.append("- Consulate of %s notified (ref %s); repatriation arranged via %s." % (M("COUNTRY", c.country), M("IDNUM", V.digits(r, 8)), M("ORGANIZATION", r.choice(V.TRAVEL_INS))))
    L.append("- Chaplain %s provided support to the family." % c.N(c.S("chaplain"), r.choice(["full", "full_cred"])))
    L.append("")
    L.append(common.footer(c, res, kinds=["cc"] if r.random() < 0.4 else []))
    if r.random() < 0.6:
        L.append("Attending: I was present for / reviewed the above. %s" % c.N(att, "full_cred"))
    return "\n".join(L) + "\n", "death summary"


def autopsy(c):
    r = c.r
    _older(c)
    att = c.S("attending")
    a, b, cc = r.choice(CAUSES)
    nok = c.F()
    L = [c.H(r.choice(["full", "upper"])) + " -- Department of Pathology, Autopsy Service", "REQUEST FOR AUTOPSY / AUTHORIZATION FORM", ""]
    L.append("Decedent: %s\nMRN: %s   Acct: %s   SSN: %s" % (c.P(r.choice(["LF", "fml", "FULLUP"])), c.ID("MRN"), c.ID("ACCOUNT"), c.ID("SSN")))
    L.append("DOB: %s   Age: %s   Sex: %s   Date/time of death: %s %s" % (c.dob_s(), c.A("bare"), c.sex, c.D(None, "full"), c.time()))
    L.append("Last address: %s" % c.address())
    L.append("Location of death: %s %s" % (c.WARD(), c.RM()))
    L.append("Attending physician: %s   Pager: %s   Phone: %s" % (c.N(att, r.choice(["full_cred", "LF"])), M("PHONE", att.pager), M("PHONE", V.with_ext(r, att.phone))))
    L.append("\nNEXT OF KIN / AUTHORIZING PERSON: %s   Relationship: %s\nAddress: %s, %s\nPhone: %s   Email: %s" % (
        c.FN(nok, "full"), nok.rel, M("STREET", V.street(r, c.loc)), c.city_state(True), c.ph(nok.phone), M("EMAIL", V.email(r, nok.first, nok.last))))
    L.append("Authorization obtained by %s (telephone consent witnessed by %s) on %s at %s. Recorded line ref %s." % (
        c.N(c.S("resident"), "full_cred"), c.N(c.S("nurse"), "full_cred"), c.D(r.choice([0, 1]), "full"), c.time(), M("IDNUM", V.digits(r, 10))))
    L.append("\nExtent: %s\nRestrictions: %s" % (r.choice(["complete", "chest and abdomen only", "no head", "limited to heart"]),
                                                r.choice(["none", "return all organs", "no neck dissection; family religious wishes (%s)" % M("ORGANIZATION", r.choice(V.ORGS_OTHER[:2] + V.ORGS_OTHER[7:8]))])))
    L.append("\nCLINICAL SUMMARY: %s %s with %s. Admitted %s for %s. %s Clinical cause of death: %s due to %s." % (
        c.A(r.choice(["yo", "-year-old", "y/o"])), c.man(), ", ".join(clin.pmh(r, 3)), c.D(-r.randrange(1, 20), "full"), b, clin.sentence_negatives(r, 2), a, b))
    L.append("Procedures this admission: %s; devices in situ: %s." % (
        ", ".join(r.sample(["intubation", "CVC", "CRRT", "EGD", "PCI", "thoracentesis", "bronchoscopy"], 2)),
        r.choice(["pacemaker (SN %s) - please return to cardiology" % M("DEVICE", V.device_sn(r)), "none", "IVC filter (lot/serial %s)" % M("DEVICE", V.device_sn(r)),
                  "LVAD, controller serial %s" % M("DEVICE", V.device_sn(r))])))
    L.append("\nSPECIFIC QUESTIONS:\n1. Extent of %s?\n2. Was there pulmonary embolism?\n3. %s" % (b, r.choice(["Evidence of endocarditis?", "Cause of terminal arrhythmia?", "Tumor burden?"])))
    L.append("\nFuneral home: %s, contact %s, tel %s, fax %s. Body released after autopsy." % (
        M("ORGANIZATION", r.choice(V.FUNERAL)), c.FN(c.F("funeral director"), "full"), M("PHONE", V.us_phone(r)), M("FAX", V.us_phone(r))))
    L.append("Autopsy case no. %s assigned by %s; prosector %s." % (M("IDNUM", "A" + str(c.enc.year % 100) + "-" + V.digits(r, 4)), c.N(c.S("diener", "tech"), "full"), c.N(c.S("path"), "dr_last")))
    if r.random() < 0.5:
        L.append("Decedent identified by %s (%s); identification fingerprint record %s." % (c.relname(nok), "visual", M("BIOID", V.bioid(r))))
    if r.random() < 0.5:
        L.append("Family note: the decedent, %s, %s, had been well until %s; last seen by family at %s." % (
            c.P(r.choice(["first", "title_last"])), c.A(r.choice(["aged", "age"])), c.holiday(), c.LM()))
    L.append("Personal effects: wedding ring, watch; released to %s %s." % (c.FN(nok, "first"), c.D(0, style=r.choice(["md", "W", "wmd"]) if not c.cw else "dm")))
    L.append("")
    L.append(common.footer(c, att, kinds=["audit"] if r.random() < 0.5 else []))
    return "\n".join(L) + "\n", "autopsy request"


def brief(c):
    r = c.r
    _older(c)
    res = c.S("resident")
    nok = c.F()
    h, m = r.randrange(24), r.randrange(50)
    L = ["DEATH NOTE %s" % c.D(None, "any"),
         "called to bedside of %s (%s, %s) at %02d:%02d re: pt without pulse. %s." % (c.P(r.choice(["lower", "full", "LF", "title_last"])), c.A(r.choice(["yoS", "sexS", "y"])),
                                                                                      c.ID("MRN"), h, m, r.choice(["DNR/DNI, comfort care", "DNR", "CMO since yesterday"])),
         "exam: no resp effort, no heart or breath sounds x60 sec, no corneal reflex, pupils fixed.",
         "pt pronounced dead at %02d:%02d on %s." % (h, m + r.randrange(2, 9), c.D(None, "any")),
         "%s notified by phone (%s) - will come in. %s also aware." % (c.relname(nok), c.ph(nok.phone), c.relname()),
         "attending %s notified. pcp %s notified via message." % (c.N(c.S("attending"), r.choice(["last", "dr_last", "lower"])), c.N(c.S("pcp", "attending"), r.choice(["dr_last", "last"]))),
         "%s referral #%s: %s." % (M("ORGANIZATION", r.choice(V.OPO)), M("IDNUM", V.digits(r, 7)), r.choice(["rule-out", "eye only", "not eligible"])),
         "ME: %s." % r.choice(["not a ME case", "ME case %s, body to be held" % M("IDNUM", V.digits(r, 2) + "-" + V.digits(r, 5))]),
         "family requests %s; funeral home %s." % (r.choice(["autopsy", "no autopsy", "time with chaplain"]), M("ORGANIZATION", r.choice(V.FUNERAL))),
         "",
         "-- %s %s pgr %s" % (c.N(res, r.choice(["lower", "init_cred", "full_cred"])), c.time(), M("PHONE", res.pager))]
    if r.random() < 0.5:
        L.append(common.audit(c))
    return "\n".join(L) + "\n", "death note terse"


def make(c):
    return c.r.choice([summary, summary, autopsy, autopsy, brief])(c)
